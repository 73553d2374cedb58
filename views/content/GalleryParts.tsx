import { Link } from 'react-router';
import {
  selectCrumbs,
  selectGalleryStatus,
  selectPicturePending,
  selectPictureRatings,
  selectPictureRefused,
  selectRecordedViews,
} from '../../machines/gallery/gallery.selectors.ts';
import type { Crumb, PictureRating } from '../../machines/gallery/gallery.types.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import {
  useEngine,
  useOptionalSystemSelector,
  useSystemSelector,
} from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';
import { buildPath } from '../../src/routes/index.ts';
import { ThumbDownIcon, ThumbUpIcon } from '../layout/icons.tsx';

const NO_RATINGS: Record<number, PictureRating> = {};

/**
 * The page's breadcrumb (`breadcrumb/{type}`, kept by the gallery domain): each step a link but
 * the page itself; nothing while it is asked for or when there is none.
 */
export function Breadcrumb() {
  const { t } = useTranslation();
  const crumbs = useOptionalSystemSelector('gallery', selectCrumbs, null);
  const language = useSystemSelector('shell', selectLanguage);
  if (crumbs === null || crumbs.length === 0) return null;
  return (
    <nav aria-label={t('gallery.breadcrumb')} className="content-breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => {
          const path = pathOf(crumb, language);
          return (
            <li key={`${index}-${crumb.label}`}>
              {path === null ? (
                <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                  {crumb.label}
                </span>
              ) : (
                <Link to={path}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A step's address in the page's language; a step whose actor's name is not one is text. */
function pathOf(crumb: Crumb, language: string): string | null {
  const { link } = crumb;
  if (link === null) return null;
  try {
    if (link.route === 'home') return buildPath('home', language);
    if (link.actorName === null) return null;
    return buildPath(link.route, language, { actorName: link.actorName });
  } catch {
    return null;
  }
}

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
