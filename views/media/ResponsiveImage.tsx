import { useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { srcSetOf, type ImageSources } from './imageSources.ts';
import './media.css';

export type { ImageSources } from './imageSources.ts';

export interface ResponsiveImageProps {
  sources: ImageSources;
  /** Required: what the picture shows (an empty string only for a purely decorative one). */
  alt: string;
  /** Width over height; the box is reserved before the picture loads (no layout shift). */
  aspectRatio: number;
  /** The slot the picture fills (e.g. `tileImageSizes(display)`); the browser picks the width. */
  sizes: string;
  /** Above the fold: load at once with high priority instead of lazily. */
  eager?: boolean;
  className?: string;
}

/**
 * A responsive picture: `srcset` over w320/w640/w1280 with `sizes`, lazy and async-decoded below
 * the fold, in a box of fixed aspect ratio, and a named placeholder if the picture fails.
 *
 * @example
 * <ResponsiveImage sources={actor.avatar} alt={actor.name} aspectRatio={4 / 3}
 *   sizes={tileImageSizes('grid')} />
 */
export function ResponsiveImage({
  sources,
  alt,
  aspectRatio,
  sizes,
  eager = false,
  className = '',
}: ResponsiveImageProps) {
  // Which sources failed (not a flag): a new picture in the same slot gets its own chance.
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === sources.w640;
  // A lazy picture's `sizes` starts with `auto` (its laid-out width, HTML's `sizes=auto`, Chromium
  // 126 on): the media queries after it are for browsers without it and for an eager picture,
  // which ignores `auto` (and whose preload names the same `sizes`, src/prerender/firstScreen.ts).
  // Chromium otherwise parses and evaluates the queries for every picture as its attributes are
  // set: 1 000 detached tile pictures took 122 to 172 ms with the grid's four queries, 42 to 97 ms
  // with `auto` first (a loaded box, median of nine). A grid mounts a row's pictures on every
  // scroll step.
  return (
    <span className={`responsive-image ${className}`.trim()} style={{ aspectRatio }}>
      {failed ? (
        <ImageFailed alt={alt} />
      ) : (
        <img
          src={sources.w640}
          srcSet={srcSetOf(sources)}
          sizes={eager ? sizes : `auto, ${sizes}`}
          alt={alt}
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          fetchPriority={eager ? 'high' : 'auto'}
          onError={() => setFailedSrc(sources.w640)}
        />
      )}
    </span>
  );
}

/**
 * The placeholder of a picture that failed. Its own component so that only a failed picture
 * reads the translations: `useTranslation` costs each mount a subscription to the language, and
 * a feed or grid mounts many pictures while it scrolls (issue 21's row budget).
 */
function ImageFailed({ alt }: { alt: string }) {
  const { t } = useTranslation();
  return (
    // A decorative picture's placeholder is decorative too: a nameless role="img" is an axe
    // violation, and the tile's own text already names what it shows.
    <span
      className="responsive-image-fallback"
      {...(alt ? { role: 'img', 'aria-label': alt } : { 'aria-hidden': true })}
    >
      {t('tileGrid.imageFailed')}
    </span>
  );
}
