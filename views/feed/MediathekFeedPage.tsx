import { useTranslation } from '../../src/i18n/react.ts';
import { BOUGHT_LIST } from '../../machines/feed/feed.machine.ts';
import { selectBoughtSection } from '../../machines/feed/feed.selectors.ts';
import type { BoughtMedia } from '../../machines/feed/feed.types.ts';
import { useSend, useSystemSelector } from '../../src/engine/react.tsx';
import { LocalizedLink, type StaticRouteName } from '../LocalizedLink.tsx';
import { AvsGate } from '../guest/AvsGate.tsx';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { tileImageSizes } from '../tileGrid/breakpoints.ts';
import { TileGrid } from '../tileGrid/TileGrid.tsx';
import { FeedClip } from './FeedClip.tsx';
import { photoSources } from './PostMedia.tsx';
import './feed.css';

/** The mediathek's parts (seed 001 §1 my area), this one last. */
const SECTIONS: readonly StaticRouteName[] = [
  'myMediathek',
  'myMediathekPhotos',
  'myMediathekAudio',
  'myMediathekFeed',
];
const ROW = { grid: 300, list: 300 } as const;

/**
 * `/en/myvisitx/mediathek/feed/`: the mediathek's feed section, the photos and clips the guest
 * bought in the feed (`boughtContentGuest`) on the one tile grid; a clip plays in the one player.
 * A visitor has no mediathek and is asked to log in.
 */
export function MediathekFeedPage() {
  const { t } = useTranslation();
  const login = useSend('gating');
  const section = useSystemSelector('feed', selectBoughtSection);
  return (
    <div className="container page feed-page mediathek-feed">
      <h1>{t('feed.mediathek.title')}</h1>
      <MediathekSections />
      {section === 'visitor' ? (
        <section className="feed-mediathek-visitor" aria-labelledby="feed-mediathek-visitor">
          <h2 id="feed-mediathek-visitor">{t('feed.mediathek.visitorTitle')}</h2>
          <p>{t('feed.mediathek.visitorText')}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => login({ type: 'ui.passRequested', action: 'account' })}
          >
            {t('feed.mediathek.login')}
          </button>
        </section>
      ) : section === 'shown' ? (
        <>
          <p className="feed-mediathek-intro">{t('feed.mediathek.intro')}</p>
          <TileGrid<BoughtMedia>
            list={BOUGHT_LIST}
            label={t('feed.mediathek.list')}
            rowHeight={ROW}
            noDisplayToggle
            emptyText={t('feed.mediathek.empty')}
            renderTile={(item, tile) => <BoughtTile item={item} eager={tile.index < 8} />}
          />
        </>
      ) : (
        <div className="page-loading" aria-busy="true" />
      )}
    </div>
  );
}

/** The mediathek's parts: videos, photos, audio and the feed's purchases. */
function MediathekSections() {
  const { t } = useTranslation();
  return (
    <nav className="feed-mediathek-sections" aria-label={t('feed.mediathek.sections')}>
      {SECTIONS.map((name) => (
        <LocalizedLink key={name} route={name}>
          {t(`routes.${name}`)}
        </LocalizedLink>
      ))}
    </nav>
  );
}

/** A bought photo (w320/w640) or clip (poster, then the one player), behind the age check if marked. */
function BoughtTile({ item, eager }: { item: BoughtMedia; eager: boolean }) {
  const { t } = useTranslation();
  const media =
    item.kind === 'photo' ? (
      <ResponsiveImage
        sources={photoSources(item.photo)}
        alt={t('feed.mediathek.photo')}
        aspectRatio={4 / 3}
        sizes={tileImageSizes('grid')}
        eager={eager}
      />
    ) : (
      <FeedClip
        postId={item.id}
        clip={item.clip}
        label={t('feed.mediathek.clip', { seconds: item.clip.length })}
        t={t}
      />
    );
  const avsRequired = item.kind === 'photo' ? item.photo.avsRequired : item.clip.avsRequired;
  return (
    <figure className="feed-mediathek-tile" data-kind={item.kind}>
      {avsRequired ? <AvsGate>{media}</AvsGate> : media}
      <figcaption>
        {item.kind === 'photo'
          ? t('feed.mediathek.photo')
          : t('feed.mediathek.clip', { seconds: item.clip.length })}
      </figcaption>
    </figure>
  );
}
