import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FeedPhoto, FeedPost } from '../../machines/feed/feed.types.ts';
import { useSend } from '../../src/engine/react.tsx';
import { AvsGate } from '../guest/AvsGate.tsx';
import { ResponsiveImage, type ImageSources } from '../media/ResponsiveImage.tsx';
import { FeedClip } from './FeedClip.tsx';
import { useFeedGate } from './useFeedGate.ts';

/** A feed picture fills the post's width: at most the 640 px column. */
const PHOTO_SIZES = '(max-width: 680px) 100vw, 640px';

/** The w320 and w640 URLs of a feed picture's `srcSet` (seed 001 §9), its URL where one is missing. */
export function photoSources(photo: FeedPhoto): ImageSources {
  const width = (w: number) =>
    photo.srcSet
      .split(',')
      .map((entry) => entry.trim().split(/\s+/))
      .find(([, size]) => size === `${w}w`)?.[0] ?? photo.url;
  return { w320: width(320), w640: width(640) };
}

/** Media marked `avsRequired` render only after the age check: no request before (AvsGate). */
const gated = (avsRequired: boolean, node: ReactNode) =>
  avsRequired ? <AvsGate>{node}</AvsGate> : node;

/**
 * A post's media: a paid post not bought shows its lock and the buy button (the service sends no
 * media for it); otherwise its photos (w320/w640) and its clip with poster, played in the one
 * player.
 */
export function PostMedia({ post }: { post: FeedPost }) {
  const { t } = useTranslation();
  const send = useSend('feed');
  const buyGate = useFeedGate('buy');
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
          onClick={() => send({ type: 'ui.buy', postId: post.id, gate: buyGate })}
        >
          {t('feed.buy', { price: post.priceCoins })}
        </button>
      </div>
    );
  const count = post.photos.length;
  return (
    <>
      {count > 0 ? (
        <div className={`feed-photos feed-photos-${Math.min(count, 3)}`}>
          {post.photos.map((photo, index) => (
            <div key={photo.id} className="feed-photo">
              {gated(
                photo.avsRequired,
                <ResponsiveImage
                  sources={photoSources(photo)}
                  alt={t('feed.photo', { n: index + 1, count })}
                  aspectRatio={4 / 3}
                  sizes={PHOTO_SIZES}
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
            />,
          )}
        </div>
      ) : null}
    </>
  );
}
