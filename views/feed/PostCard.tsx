import { memo, useEffect, useMemo, useRef } from 'react';
import type { TFunction } from '../../src/i18n/index.ts';
import { Link } from 'react-router';
import {
  selectCommentsTotal,
  selectOverlay,
  selectPanel,
} from '../../machines/feed/feed.selectors.ts';
import type { FeedPost } from '../../machines/feed/feed.types.ts';
import { withOverlay } from '../../machines/feed/feed.update.ts';
import { useSend, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { PostComments } from './PostComments.tsx';
import { PostMedia } from './PostMedia.tsx';
import { dropDraft, tipField } from './fieldDraft.ts';
import { TipPanel } from './TipPanel.tsx';
import { useFeedText } from './feedText.tsx';
import { dateFormat } from '../format/dateFormat.ts';

/** Most of a post in view counts as seen (`viewedPost` once, seed 001 §7). */
const SEEN_RATIO = 0.6;

/**
 * One post of the feed (seed 001 §3, §4): the model's header, text, media, tipping goal, views
 * and likes, and the guest's actions. The list item is shown with what the feed machine knows on
 * top (the last answer, live counters, an optimistic like).
 *
 * A live counter changes only the overlay's figures: the header, text and media get the post as
 * the list or the last answer has it (`base`, the same object while only counters move) and are
 * memoised, so a counter event re-renders the figures and the buttons, not the pictures.
 */
export const PostCard = memo(function PostCard({
  item,
  first = false,
}: {
  item: FeedPost;
  /** The feed's first post, above the fold: its first photo loads at once (PostMedia). */
  first?: boolean;
}) {
  // No translation hook a post: each would subscribe to the language on its own, so the feed
  // reads `t` once for all its posts (useFeedText) and the parts get it here.
  const { t, textLanguage, language } = useFeedText();
  const send = useSend('feed');
  const overlay = useSystemSelector('feed', (snapshot) => selectOverlay(snapshot, item.id));
  const base = overlay?.post ?? item;
  const post = useMemo(() => withOverlay(item, overlay), [item, overlay]);
  const commentsTotal = useSystemSelector('feed', (snapshot) =>
    selectCommentsTotal(snapshot, post),
  );
  // The open panel is the feed's (a post mounted again, by the grid taking over, shows it still).
  const panel = useSystemSelector('feed', (snapshot) => selectPanel(snapshot, item.id));
  const seen = useSeen(post.id);
  const liked = post.guestState.liked;
  const id = `post-${post.id}`;
  const toggle = (next: 'comments' | 'tip') => {
    const postId = post.id;
    // The guest closes the tip panel (or opens the comments instead): its amount goes with it.
    if (panel === 'tip') dropDraft(tipField(postId));
    if (panel === next) send({ type: 'ui.panelClosed', postId });
    else send({ type: next === 'comments' ? 'ui.commentsOpened' : 'ui.tipOpened', postId });
  };
  return (
    <article
      ref={seen}
      className="feed-post"
      aria-labelledby={`${id}-model`}
      data-post-id={post.id}
      data-post-type={post.type}
    >
      <PostBody
        post={base}
        labelId={`${id}-model`}
        t={t}
        textLanguage={textLanguage}
        language={language}
        first={first}
      />
      {post.tippingGoal ? <Goal goal={post.tippingGoal} t={t} /> : null}
      <p className="feed-post-stats">
        <span>{t('feed.views', { count: post.views })}</span>
        <span data-testid="likes">{t('feed.likes', { count: post.likes })}</span>
      </p>
      <div className="feed-post-actions">
        <button
          type="button"
          className="button button-ghost"
          aria-pressed={liked}
          onClick={() => send({ type: liked ? 'ui.unlike' : 'ui.like', postId: post.id })}
        >
          {liked ? t('feed.unlike') : t('feed.like')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          aria-expanded={panel === 'comments'}
          aria-controls={`${id}-comments`}
          onClick={() => toggle('comments')}
        >
          {t('feed.comments', { count: commentsTotal })}
        </button>
        <button
          type="button"
          className="button button-ghost"
          aria-expanded={panel === 'tip'}
          aria-controls={`${id}-tip`}
          onClick={() => toggle('tip')}
        >
          {t('feed.tipOpen')}
        </button>
      </div>
      {panel === 'tip' ? <TipPanel post={post} id={`${id}-tip`} /> : null}
      {panel === 'comments' ? <PostComments post={post} id={`${id}-comments`} /> : null}
    </article>
  );
});

/** What live counters never change: the header, the title and text, the media. */
const PostBody = memo(function PostBody({
  post,
  labelId,
  t,
  textLanguage,
  language,
  first,
}: {
  post: FeedPost;
  labelId: string;
  t: TFunction;
  textLanguage: string;
  language: string;
  first: boolean;
}) {
  return (
    <>
      <PostHeader
        post={post}
        labelId={labelId}
        t={t}
        textLanguage={textLanguage}
        language={language}
      />
      {post.title ? <h3 className="feed-post-title">{post.title}</h3> : null}
      {post.text ? <p className="feed-post-text">{post.text}</p> : null}
      <PostMedia post={post} t={t} first={first} />
    </>
  );
});

/** A post's date in the page language (one formatter per language: a post mounts often). */
function formatDate(date: Date, language: string): string {
  return dateFormat(language).format(date);
}

function PostHeader({
  post,
  labelId,
  t,
  textLanguage,
  language,
}: {
  post: FeedPost;
  labelId: string;
  t: TFunction;
  /** The translations' language (the date's format). */
  textLanguage: string;
  /** The route's language (the profile link). */
  language: string;
}) {
  const { model } = post;
  const profile = buildPath('actorProfile', language, { actorName: model.name.toLowerCase() });
  const published = new Date(post.published);
  return (
    <header className="feed-post-header">
      <Link
        to={profile}
        className="feed-post-model"
        aria-label={t('feed.profile', { name: model.name })}
      >
        <img src={model.avatar} alt="" width={44} height={44} loading="lazy" decoding="async" />
        <span id={labelId} className="feed-post-name">
          {model.name}
        </span>
      </Link>
      <span className={model.online ? 'feed-online' : 'feed-offline'}>
        {model.online ? t('feed.online') : t('feed.offline')}
      </span>
      {post.guestState.following ? (
        <span className="feed-following" data-testid="following">
          {t('feed.following')}
        </span>
      ) : null}
      <time dateTime={post.published}>
        {Number.isNaN(published.getTime()) ? post.published : formatDate(published, textLanguage)}
      </time>
      {post.pinned ? <span className="feed-pinned">{t('feed.pinned')}</span> : null}
    </header>
  );
}

const Goal = memo(function Goal({
  goal,
  t,
}: {
  goal: NonNullable<FeedPost['tippingGoal']>;
  t: TFunction;
}) {
  const label = t('feed.goal', { sum: goal.tipsSumCoins, goal: goal.goalCoins });
  return (
    <div className="feed-goal">
      <p>
        <span data-testid="goal">{label}</span>
        {goal.achieved ? <strong> · {t('feed.goalReached')}</strong> : null}
      </p>
      <progress max={100} value={goal.progressPercent} aria-label={label} />
    </div>
  );
});

/** Tells the feed once when most of the post has been in view. */
function useSeen(postId: string) {
  const send = useSend('feed');
  const ref = useRef<HTMLElement>(null);
  useEffect(() => {
    const node = ref.current;
    if (!node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        // A post taller than the window counts once it fills most of it.
        const seen = entries.some(
          (entry) =>
            entry.intersectionRatio >= SEEN_RATIO ||
            (entry.rootBounds !== null &&
              entry.intersectionRect.height >= entry.rootBounds.height * SEEN_RATIO),
        );
        if (seen) {
          send({ type: 'ui.postSeen', postId });
          observer.disconnect();
        }
      },
      { threshold: [0, 0.25, 0.5, SEEN_RATIO, 0.8, 1] },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [send, postId]);
  return ref;
}
