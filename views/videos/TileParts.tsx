import { useTranslation } from '../../src/i18n/react.ts';
import { formatMoney } from '../../machines/shared/money.ts';
import type { VideoTile } from '../../machines/videos/videos.types.ts';
import './tileParts.css';

/** The badges over a media tile's picture (free, VIP, new, …), none when there are none. */
export function TileBadges({ badges }: { badges: (string | false)[] }) {
  const shown = badges.filter((badge): badge is string => typeof badge === 'string');
  if (shown.length === 0) return null;
  return (
    <span className="video-tile-badges">
      {shown.map((badge) => (
        <span key={badge} className="video-tile-badge">
          {badge}
        </span>
      ))}
    </span>
  );
}

/**
 * A video's or album's price line: bought (or given), free, in the guest's VIP club, or the
 * price with the struck base price.
 */
export function TilePrice({
  item,
}: {
  item: Pick<VideoTile, 'bought' | 'free' | 'price' | 'basePrice'> &
    Partial<Pick<VideoTile, 'gifted' | 'flatrate'>>;
}) {
  const { t } = useTranslation();
  const discounted = item.basePrice.value > item.price.value;
  return (
    <p className="video-tile-price">
      {item.bought || item.gifted ? (
        <strong>{t('videos.bought')}</strong>
      ) : item.flatrate ? (
        <strong>{t('videos.flatrate')}</strong>
      ) : item.free ? (
        <strong>{t('videos.badge.free')}</strong>
      ) : (
        <>
          <strong>{formatMoney(item.price)}</strong>
          {discounted ? (
            <del aria-label={t('videos.basePrice', { price: formatMoney(item.basePrice) })}>
              {formatMoney(item.basePrice)}
            </del>
          ) : null}
        </>
      )}
    </p>
  );
}
