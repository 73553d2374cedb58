import { useEffect } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { BLOG_LISTS } from '../../machines/blog/blog.machine.ts';
import type { BlogPost } from '../../machines/blog/blog.types.ts';
import { selectProfilePage } from '../../machines/profile/profile.selectors.ts';
import { VIDEO_LISTS } from '../../machines/videos/videos.queries.ts';
import type { VideoTile as Video } from '../../machines/videos/videos.types.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { NewsletterSection } from '../account/NewsletterSection.tsx';
import { BlogCard } from '../blog/BlogCard.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { TileGrid } from '../tileGrid/TileGrid.tsx';
import { VideoTileSkeleton } from '../videos/TileSkeletons.tsx';
import { VideoTile } from '../videos/VideoTile.tsx';
import '../account/account.css';
import '../videos/videos.css';
import '../blog/blog.css';

function VideoGrid({ label }: { label: string }) {
  return (
    <TileGrid<Video>
      list={VIDEO_LISTS.main}
      label={label}
      rowHeight={{ grid: 300, list: 140 }}
      skeletonTile={VideoTileSkeleton}
      renderTile={(video, tile) => <VideoTile video={video} tile={tile} />}
    />
  );
}

/** Daily deals (`/en/daily-deals/`): the videos on sale today, from the video areas' list. */
export function DailyDealsPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('specials.deals.title'));
  return (
    <div className="container page videos-page">
      <h1>{t('specials.deals.title')}</h1>
      <p>{t('specials.deals.intro')}</p>
      <VideoGrid label={t('specials.deals.grid')} />
    </div>
  );
}

/** The VR porn special (event page vr_porn): the catalogue's VR videos, newest first. */
export function VrPornEventPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('specials.vr.title'));
  return (
    <div className="container page videos-page">
      <h1>{t('specials.vr.title')}</h1>
      <p>{t('specials.vr.intro')}</p>
      <VideoGrid label={t('specials.vr.grid')} />
    </div>
  );
}

/** The Cum On special (event page cum_on): the blog's event posts, newest first. */
export function CumOnEventPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('specials.cumOn.title'));
  return (
    <div className="container page blog-page">
      <h1>{t('specials.cumOn.title')}</h1>
      <p>{t('specials.cumOn.intro')}</p>
      <TileGrid<BlogPost>
        list={BLOG_LISTS.category}
        label={t('specials.cumOn.grid')}
        rowHeight={{ grid: 360, list: 420 }}
        renderTile={(post, tile) => <BlogCard post={post} display={tile.display} />}
      />
    </div>
  );
}

/** The newsletter unsubscribe page: the guest's newsletters, each to turn off (seed 000 §7). */
export function NewsletterUnsubscribePage() {
  const { t } = useTranslation();
  const engine = useEngine();
  const page = useSystemSelector('profile', selectProfilePage);
  useDocumentTitle(t('specials.unsubscribe.title'));
  useEffect(() => {
    if (page === 'idle') engine.send('profile', { type: 'ui.profileOpened' });
  }, [page, engine]);
  return (
    <div className="container page account-page">
      <h1>{t('specials.unsubscribe.title')}</h1>
      <p>{t('specials.unsubscribe.intro')}</p>
      {page === 'visitor' && (
        <section className="account-card" aria-labelledby="unsubscribe-login">
          <h2 id="unsubscribe-login">{t('specials.unsubscribe.loginTitle')}</h2>
          <button
            type="button"
            className="button button-primary"
            onClick={() => engine.send('profile', { type: 'ui.profileLogin' })}
          >
            {t('specials.unsubscribe.login')}
          </button>
        </section>
      )}
      {(page === 'waiting' || page === 'idle' || page === 'loading') && (
        <p role="status" aria-busy="true">
          {t('specials.loading')}
        </p>
      )}
      {page === 'failed' && (
        <div role="alert" className="account-card">
          <p className="form-error">{t('specials.failed')}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => engine.send('profile', { type: 'ui.profileRetry' })}
          >
            {t('specials.retry')}
          </button>
        </div>
      )}
      {page === 'ready' && <NewsletterSection />}
    </div>
  );
}
