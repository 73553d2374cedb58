import {
  selectGalleryStatus,
  selectPicturePending,
  selectPictureRatings,
  selectPictureRefused,
  selectRecordedViews,
} from '../../machines/gallery/gallery.selectors.ts';
import type { PictureRating } from '../../machines/gallery/gallery.types.ts';
import { useEngine, useOptionalSystemSelector } from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';
import { ThumbDownIcon, ThumbUpIcon } from '../layout/icons.tsx';

const NO_RATINGS: Record<number, PictureRating> = {};

/** The album's views once this guest's view was recorded, else the ones it came with. */
export function useAlbumViews(views: number): number {
  return useOptionalSystemSelector('gallery', selectRecordedViews, null) ?? views;
}

/**
 * Like and dislike under one picture of the album (`setPictureGuestRating`), with its counts from
 * `gallery/open`; nothing until they are known. The pressed one shows the guest's own rating.
 */
export function PictureRatingButtons({ pictureId, number }: { pictureId: number; number: number }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const rating = useOptionalSystemSelector('gallery', selectPictureRatings, NO_RATINGS)[pictureId];
  const pending = useOptionalSystemSelector('gallery', selectPicturePending, null) === pictureId;
  if (rating === undefined) return null;
  const buttons = [
    {
      choice: 'like',
      label: 'gallery.likePicture',
      pressed: 5,
      count: rating.likes,
      Icon: ThumbUpIcon,
    },
    {
      choice: 'dislike',
      label: 'gallery.dislikePicture',
      pressed: 1,
      count: rating.dislikes,
      Icon: ThumbDownIcon,
    },
  ] as const;
  return (
    <div className="content-picture-rating" aria-busy={pending}>
      {buttons.map(({ choice, label, pressed, count, Icon }) => (
        <button
          key={choice}
          type="button"
          className="button button-ghost"
          aria-pressed={rating.guestRating === pressed}
          aria-label={t(label, { number })}
          onClick={() => engine.send('gallery', { type: 'ui.ratePicture', pictureId, choice })}
        >
          <Icon />
          <span>{count}</span>
        </button>
      ))}
    </div>
  );
}

/** Under the album's pictures: a refused picture rating, or ratings that could not be loaded. */
export function PictureRatingNotes() {
  const { t } = useTranslation();
  const engine = useEngine();
  const refused = useOptionalSystemSelector('gallery', selectPictureRefused, false);
  const status = useOptionalSystemSelector('gallery', selectGalleryStatus, 'idle');
  return (
    <>
      {refused && (
        <p role="alert" className="form-error">
          {t('gallery.ratingRefused')}
        </p>
      )}
      {status === 'failed' && (
        <p role="alert" className="content-ratings-failed">
          {t('gallery.ratingsFailed')}{' '}
          <button
            type="button"
            className="button button-ghost"
            onClick={() => engine.send('gallery', { type: 'ui.galleryRetry' })}
          >
            {t('gallery.retry')}
          </button>
        </p>
      )}
    </>
  );
}
