import { useTranslation } from '../../src/i18n/react.ts';
import { ProfileFrame } from '../actorProfile/ProfileFrame.tsx';
import { DomainGate } from '../pages/DomainGate.tsx';
import type { PageProps } from '../pages/pageTypes.ts';
import { FeedView, useOpenFeed } from './FeedPages.tsx';

// A module of its own: the profile's frame (header, media gate, recommendations) is not part of
// the mixed feed's first load (`/en/feed/`).

/** Her posts: the feed opens on her profile's name (the address has it lower-cased). */
function ActorFeed({ name, label }: { name: string; label: string }) {
  useOpenFeed(name);
  return <FeedView model={name} label={label} />;
}

/** `/en/amateur/{actorName}/feed/`: the profile's feed tab, in the profile's frame. */
export function ActorFeedPage({ params }: PageProps) {
  const { t } = useTranslation();
  const actorName = params.actorName ?? '';
  return (
    <DomainGate domain="actorProfile">
      <ProfileFrame actorName={actorName}>
        {({ actor }) => (
          <section className="feed-page" aria-labelledby="feed-profile-title">
            <h2 id="feed-profile-title">{t('feed.profileTitle', { name: actor.name })}</h2>
            <ActorFeed name={actor.name} label={t('feed.profileTitle', { name: actor.name })} />
          </section>
        )}
      </ProfileFrame>
    </DomainGate>
  );
}
