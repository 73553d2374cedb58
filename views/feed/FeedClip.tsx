import type { TFunction } from '../../src/i18n/index.ts';
import { FEED_PLAYER } from '../../machines/feed/feed.machine.ts';
import { selectPlayingClip } from '../../machines/feed/feed.selectors.ts';
import type { FeedClip as Clip } from '../../machines/feed/feed.types.ts';
import { useSend, useSystemSelector } from '../../src/engine/react.tsx';
import { lazyPart } from '../layout/lazyPart.ts';
import { PartBoundary } from '../layout/PartBoundary.tsx';

/**
 * The one player brings hls.js: loaded only once a clip plays, never with the feed's first load;
 * its texts (the TV area's) come with it.
 */
const HlsPlayer = lazyPart(
  () => import('../media/HlsPlayer.tsx').then((module) => module.HlsPlayer),
  ['tv'],
);

/**
 * The first of a clip's sources this browser says it can play (the media element's
 * `canPlayType`), else the first: a fact of the browser, sent with the guest's intent.
 */
function playableSource(sources: Clip['sources']): string | null {
  const probe = typeof document === 'undefined' ? null : document.createElement('video');
  const playable = sources.find((source) => probe?.canPlayType(source.type));
  return (playable ?? sources[0])?.src ?? null;
}

/**
 * A post's clip: its poster with a play button until the guest plays it, then the one player
 * (`feed.player`, machines/player) with the clip. One clip plays at a time; the machine stops it
 * when the post leaves the screen.
 */
export function FeedClip({
  postId,
  clip,
  label,
  t,
}: {
  postId: string;
  clip: Clip;
  label: string;
  /** The post's translations (one `useTranslation` a post: each mount of it copies i18n). */
  t: TFunction;
}) {
  const send = useSend('feed');
  const playing = useSystemSelector('feed', (snapshot) => selectPlayingClip(snapshot) === postId);
  const poster = (
    <img
      src={clip.poster}
      alt=""
      width={640}
      height={640}
      loading="lazy"
      decoding="async"
      className="feed-clip-poster"
    />
  );
  return (
    <div className="feed-clip" style={{ aspectRatio: clip.ratio }} data-playing={playing}>
      {playing ? (
        <PartBoundary loading={<div className="feed-clip-frame" aria-busy="true" />}>
          <HlsPlayer player={FEED_PLAYER} label={label} poster={clip.poster} />
        </PartBoundary>
      ) : (
        <button
          type="button"
          className="feed-clip-frame feed-clip-play"
          aria-label={t('feed.playClip', { label })}
          onClick={() => {
            const src = playableSource(clip.sources);
            if (src) send({ type: 'ui.playClip', postId, src });
          }}
        >
          {poster}
          <span className="feed-clip-icon" aria-hidden="true">
            ▶
          </span>
        </button>
      )}
    </div>
  );
}
