import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import {
  selectActionError,
  selectFilter,
  selectFollows,
  selectLiveState,
  selectNewPostCount,
  selectTotals,
} from '../../machines/feed/feed.selectors.ts';
import {
  FEED_FILTERS,
  type FeedFilter,
  type FeedPost,
  type FeedQuery,
  type FeedTotals,
} from '../../machines/feed/feed.types.ts';
import { selectItems } from '../../machines/list/list.selectors.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useSend, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { DomainGate } from '../pages/DomainGate.tsx';
import type { TileContext } from '../tileGrid/TileGrid.tsx';
import { useList, useListSelector } from '../tileGrid/useList.ts';
import { FeedTextProvider } from './feedText.tsx';
import { FirstPosts, useGridTakeover } from './FirstPosts.tsx';
import { KeptFocusProvider } from './keptFocus.tsx';
import { PostCard } from './PostCard.tsx';
import './feed.css';

const FEED_LIST = 'feed.list';
/** Estimates only: every post is measured once shown (text, photos and clips differ). */
const ROW = { grid: 520, list: 520 } as const;
/** Posts the start page's Feed block shows. */
const BLOCK_POSTS = 3;

/**
 * Opens the feed (mixed or one model's) while the view is shown: the start page's block and an
 * actor's feed, whose model is her profile's name. The feed page's is the root's (its route).
 */
export function useOpenFeed(model: string | null) {
  const send = useSend('feed');
  useEffect(() => {
    send({ type: 'ui.feedOpened', model });
    return () => send({ type: 'ui.feedClosed' });
  }, [send, model]);
}

/**
 * The feed with its filters, the live state and the posts on the one tile grid (list mode); the
 * first posts show before the grid, which loads when the guest scrolls (FirstPosts.tsx).
 */
export function FeedView({ model, label }: { model: string | null; label: string }) {
  const { t } = useTranslation();
  const send = useSend('feed');
  const error = useSystemSelector('feed', selectActionError);
  const onVisible = useCallback(
    (ids: readonly string[]) => send({ type: 'ui.visiblePostsChanged', postIds: ids }),
    [send],
  );
  const top = useRef<HTMLDivElement>(null);
  const rows = useRef<HTMLDivElement>(null);
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const grid = useGridTakeover(FEED_LIST, rows, wanted);
  return (
    <div className="feed-view" ref={top}>
      <div className="feed-bar">
        <FeedFilters following={model === null} />
        <LiveState />
      </div>
      <NewPosts top={top} />
      {error ? (
        <p role="alert" className="feed-error">
          {t('feed.error', { code: error })}
        </p>
      ) : null}
      <FeedTextProvider>
        <KeptFocusProvider>
          {grid ? (
            <grid.TileGrid<FeedPost>
              list={FEED_LIST}
              label={label}
              rowHeight={ROW}
              noDisplayToggle
              emptyText={t('feed.empty')}
              onVisibleItems={onVisible}
              renderTile={renderPost}
            />
          ) : (
            <FirstPosts
              list={FEED_LIST}
              label={label}
              rows={rows}
              rowHeight={ROW.list}
              renderPost={renderFirstPost}
              onVisible={onVisible}
              onWanted={want}
            />
          )}
        </KeptFocusProvider>
      </FeedTextProvider>
    </div>
  );
}

const renderPost = (post: FeedPost, tile: TileContext) => renderFirstPost(post, tile.index);
const renderFirstPost = (post: FeedPost, index: number) => (
  <PostCard item={post} first={index === 0} />
);

const canShowNewPosts = (snapshot: Parameters<typeof selectNewPostCount>[0]) =>
  snapshot.can({ type: 'ui.showNewPosts' });

/**
 * "N new posts": new posts are announced, never inserted under the reader; pressed, the newest
 * posts load at the top and the feed scrolls there.
 */
function NewPosts({ top }: { top: RefObject<HTMLDivElement | null> }) {
  const { t } = useTranslation();
  const send = useSend('feed');
  const count = useSystemSelector('feed', selectNewPostCount);
  const can = useSystemSelector('feed', canShowNewPosts);
  if (!can) return null;
  return (
    <div className="feed-news">
      <button
        type="button"
        className="feed-news-button"
        onClick={() => {
          send({ type: 'ui.showNewPosts' });
          top.current?.scrollIntoView({ block: 'start' });
        }}
      >
        {t('feed.newPosts', { count })}
      </button>
    </div>
  );
}

const countOf = (filter: FeedFilter, totals: FeedTotals): number | null =>
  ({
    BOUGHT: null,
    TEXT_POSTS: totals.texts,
    PHOTOS_POSTS: totals.photos,
    CLIP_POSTS: totals.clips,
    LIKED: totals.liked,
    COMMENTED: totals.commented,
  })[filter];

/**
 * The filters with their totals (`feedTotalCounts`); the guest's own posts need a login (the feed asks the gate). The mixed
 * feed also narrows to the models the guest follows (`follows`), beside any filter.
 */
function FeedFilters({ following }: { following: boolean }) {
  const { t } = useTranslation();
  const send = useSend('feed');
  const chosen = useSystemSelector('feed', selectFilter);
  const follows = useSystemSelector('feed', selectFollows);
  const totals = useSystemSelector('feed', selectTotals);
  const choose = (filter: FeedFilter | null) => send({ type: 'ui.filterChosen', filter });
  const figure = (count: number | null | undefined) => (count ?? '…') as number;
  return (
    <div className="feed-filters" role="group" aria-label={t('feed.filters')}>
      <button type="button" aria-pressed={chosen === null} onClick={() => choose(null)}>
        {t('feed.all', { count: figure(totals?.totalCount) })}
      </button>
      {FEED_FILTERS.map((filter) => (
        <button
          key={filter}
          type="button"
          aria-pressed={chosen === filter}
          onClick={() => choose(filter)}
        >
          {t(`feed.filter.${filter}`, { count: figure(totals ? countOf(filter, totals) : null) })}
        </button>
      ))}
      {following ? (
        <button
          type="button"
          className="feed-follows"
          aria-pressed={follows}
          onClick={() => send({ type: 'ui.followsChosen', follows: !follows })}
        >
          {t('feed.followsOnly')}
        </button>
      ) : null}
    </div>
  );
}

/** The live counters' connection, said quietly. */
function LiveState() {
  const { t } = useTranslation();
  const state = useSystemSelector('feed', selectLiveState);
  if (state === 'off') return null;
  return (
    <span className={`feed-live feed-live-${state}`} data-live={state}>
      {t(`feed.live.${state}`)}
    </span>
  );
}

/** `/en/feed/`: the mixed feed. */
export function FeedPage() {
  const { t } = useTranslation();
  return (
    <div className="container page feed-page">
      <h1>{t('feed.title')}</h1>
      <FeedView model={null} label={t('feed.posts')} />
    </div>
  );
}

/** The start page's Feed block (seed 000 §2): the newest posts and the way to the whole feed. */
export function FeedBlock() {
  return (
    <DomainGate domain="feed">
      <FeedBlockBody />
    </DomainGate>
  );
}

function FeedBlockBody() {
  const { t } = useTranslation();
  const send = useSend('feed');
  const language = useSystemSelector('shell', selectLanguage);
  useOpenFeed(null);
  const { actor } = useList<FeedPost, FeedQuery>(FEED_LIST);
  const items = useListSelector(actor, selectItems<FeedPost, FeedQuery>);
  const shown = items.slice(0, BLOCK_POSTS);
  const key = shown.map((post) => post.id).join(' ');
  useEffect(() => {
    send({ type: 'ui.visiblePostsChanged', postIds: key ? key.split(' ') : [] });
  }, [send, key]);
  return (
    <div className="feed-block">
      <FeedTextProvider>
        <div className="feed-block-posts strip">
          {shown.map((post) => (
            <PostCard key={post.id} item={post} />
          ))}
        </div>
      </FeedTextProvider>
      <Link className="button button-ghost" to={buildPath('feed', language)}>
        {t('feed.toFeed')}
      </Link>
    </div>
  );
}
