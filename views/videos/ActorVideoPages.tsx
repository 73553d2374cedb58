import { NavLink } from 'react-router';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { selectTagSuggestions } from '../../machines/videos/videos.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import type { PageProps } from '../pages/pageTypes.ts';
import { DomainGate } from '../pages/DomainGate.tsx';
import { ProfileFrame } from '../actorProfile/ProfileFrame.tsx';
import { ActorSeoTexts } from './SeoTexts.tsx';
import { QueryPage } from './VideoPages.tsx';

// Her videos' pages, apart from the video areas' (VideoPages.tsx): they come in her profile's
// frame, which the video station and the areas do not load (/en/videos/ loaded her frame, the
// recommendations' room and the actor profile's chunks for these pages alone).

function ActorPage({ params, classic }: PageProps & { classic?: boolean }) {
  const { t } = useTranslation();
  const actorName = params.actorName ?? '';
  const tagGroup = params.tagGroup;
  const title = tagGroup
    ? t('videos.actorTag', { actorName, tag: tagGroup })
    : classic
      ? t('videos.actorClassic', { actorName })
      : t('videos.actorVideos', { actorName });
  // Her videos are a section of her profile: nothing of hers loads before the profile machine
  // found her available to this guest (seed 001 §5).
  return (
    <DomainGate domain="actorProfile">
      <ProfileFrame actorName={actorName}>
        {({ actor }) => (
          <>
            <ActorVideoSections actorName={actor.name.toLowerCase()} />
            <QueryPage inProfile title={title} />
            {tagGroup ? <ActorSeoTexts tags={[tagGroup]} actorId={actor.id} /> : null}
          </>
        )}
      </ProfileFrame>
    </DomainGate>
  );
}

/**
 * Her videos' own links: all of them, the classic ones, and by the popular tag groups (which the
 * domain asks for as the root tells it of her videos' route).
 */
function ActorVideoSections({ actorName }: { actorName: string }) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const tags = useSystemSelector('videos', selectTagSuggestions);
  return (
    <nav
      className="profile-sections profile-video-sections"
      aria-label={t('actorProfile.videoSections')}
    >
      <NavLink to={buildPath('actorVideos', language, { actorName })} end>
        {t('actorProfile.allVideos')}
      </NavLink>
      <NavLink to={buildPath('actorClassicVideos', language, { actorName })} end>
        {t('actorProfile.classicVideos')}
      </NavLink>
      {tags.slice(0, 6).map((tag) => (
        <NavLink
          key={tag}
          to={buildPath('actorVideosByTag', language, { actorName, tagGroup: tag })}
          end
        >
          {tag}
        </NavLink>
      ))}
    </nav>
  );
}
export const ActorVideosPage = (props: PageProps) => <ActorPage {...props} />;
export const ActorClassicVideosPage = (props: PageProps) => <ActorPage {...props} classic />;
