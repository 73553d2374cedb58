import type { ReactNode } from 'react';
import type { TFunction } from '../../src/i18n/index.ts';
import type { FeedPhoto, FeedPost } from '../../machines/feed/feed.types.ts';
import { useSend } from '../../src/engine/react.tsx';
import { AvsGate } from '../guest/AvsGate.tsx';
import { ResponsiveImage, type ImageSources } from '../media/ResponsiveImage.tsx';
import { FeedClip } from './FeedClip.tsx';

/**
 * The slot of a feed picture: one fills the post's width (at most the 640 px column); two or
 * more share it in two or three columns (`.feed-photos-2`, `.feed-photos-3`), so a one-density
 * screen takes the w320 source for them instead of the w640 it would scale down.
 */
const PHOTO_SIZES: Record<1 | 2 | 3, string> = {
  1: '(max-width: 680px) 100vw, 640px',
  2: '(max-width: 680px) 50vw, 320px',
  3: '(max-width: 599px) 50vw, (max-width: 680px) 34vw, 214px',
};

/** The w320 and w640 URLs of a feed picture's `srcSet` (seed 001 §9), its URL where one is missing. */
export function photoSources(photo: FeedPhoto): ImageSources {
  const width = (w: number) =>
    photo.srcSet
      .split(',')
      .map((entry) => entry.trim().split(/\s+/))
      .find(([, size]) => size === `${w}w`)?.[0] ?? photo.url;
  return { w320: width(320), w640: width(640) };
}

/**
 * Whether the `index`th photo of a post loads at once with high priority: only the first photo
 * of the feed's first post, the page's largest paint above the fold (issue 50 §5); every other
 * picture stays lazy, so the feed does not fetch what is below it.
 */
export const eagerPhoto = (firstPost: boolean, index: number): boolean => firstPost && index === 0;

/** Media marked `avsRequired` render only after the age check: no request before (AvsGate). */
const gated = (avsRequired: boolean, node: ReactNode) =>
  avsRequired ? <AvsGate>{node}</AvsGate> : node;

/**
 * A post's media: a paid post not bought shows its lock and the buy button (the service sends no
 * media for it); otherwise its photos (w320/w640) and its clip with poster, played in the one
 * player. Buying asks the gate in the feed machine (feed.gate.ts). The feed's first post (`first`)
 * loads its first photo eagerly ({@link eagerPhoto}).
 */
export function PostMedia({
  post,
  t,
  first = false,
}: {
  post: FeedPost;
  t: TFunction;
  first?: boolean;
}) {
  const send = useSend('feed');
  if (post.paidContent && !post.guestState.bought)
    return (
      <div
        className="feed-locked"
        role="group"
        aria-label={t('feed.locked', { count: post.mediaCount })}
      >
        <p>{t('feed.locked', { count: post.mediaCount })}</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => send({ type: 'ui.buy', postId: post.id })}
        >
          {t('feed.buy', { price: post.priceCoins })}
        </button>
      </div>
    );
  const count = post.photos.length;
  const columns = Math.min(count, 3) as 1 | 2 | 3;
  return (
    <>
      {count > 0 ? (
        <div className={`feed-photos feed-photos-${columns}`}>
          {post.photos.map((photo, index) => (
            <div key={photo.id} className="feed-photo">
              {gated(
                photo.avsRequired,
                <ResponsiveImage
                  sources={photoSources(photo)}
                  alt={t('feed.photo', { n: index + 1, count })}
                  aspectRatio={4 / 3}
                  sizes={PHOTO_SIZES[columns]}
                  eager={eagerPhoto(first, index)}
                />,
              )}
            </div>
          ))}
        </div>
      ) : null}
      {post.clip ? (
        <div className="feed-clip-box">
          {gated(
            post.clip.avsRequired,
            <FeedClip
              postId={post.id}
              clip={post.clip}
              label={t('feed.clip', { name: post.model.name })}
              t={t}
            />,
          )}
        </div>
      ) : null}
    </>
  );
}
