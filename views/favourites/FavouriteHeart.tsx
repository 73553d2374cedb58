import { useTranslation } from '../../src/i18n/react.ts';
import { selectIsLoggedIn } from '../../machines/bootstrap/bootstrap.selectors.ts';
import {
  HEART_NOT_STARTED,
  sameHeart,
  selectHeart,
  VISITOR_HEART_NOT_STARTED,
  type HeartView,
} from '../../machines/favourites/favourites.selectors.ts';
import type { FavouriteTarget } from '../../machines/shared/favouriteTarget.ts';
import {
  useEngine,
  useOptionalSystemSelector,
  useSystemSelector,
} from '../../src/engine/react.tsx';
import { useDomainWanted } from '../pages/DomainGate.tsx';
import './favourites.css';

/** The texts of a heart by what it pins: an actor by name, an album or a picture. */
const LABELS = {
  actor: { add: 'favourites.heart.addActor', remove: 'favourites.heart.removeActor' },
  album: { add: 'favourites.heart.addAlbum', remove: 'favourites.heart.removeAlbum' },
  sedcards: { add: 'favourites.heart.addAlbum', remove: 'favourites.heart.removeAlbum' },
  picture: { add: 'favourites.heart.addPicture', remove: 'favourites.heart.removePicture' },
} as const;

/**
 * The heart that pins an actor, an album or a picture: a toggle button (`aria-pressed`) named by
 * what it does ("Add LanaLove to favourites"). A logged-in guest's starts the favourites domain
 * (which asks for her pins; a visitor's press starts it) and reads its heart selector; a press
 * sends the intent the selector offers
 * (pin, unpin, or the retry when the favourites could not be loaded). A change the server did not
 * confirm, or a login that is not offered, is said beside it. The `header` variant (a profile's
 * header) also says when her favourites could not be loaded.
 */
export function FavouriteHeart({
  target,
  name,
  variant = 'tile',
  known,
}: {
  target: FavouriteTarget;
  /** What it pins, as the guest knows it (an actor's or album's name, a picture's number). */
  name: string;
  variant?: 'tile' | 'header';
  /**
   * Whether it is pinned as the page's own answer says (a profile's `modelGuestRelation
   * .isFavorite`), shown until the guest's favourites are known.
   */
  known?: boolean;
}) {
  const { t } = useTranslation();
  const engine = useEngine();
  // A visitor has no pins: her page does not start the domain; her press does (to the gate).
  const loggedIn = useSystemSelector('bootstrap', selectIsLoggedIn);
  useDomainWanted('favourites', loggedIn);
  const view: HeartView = useOptionalSystemSelector(
    'favourites',
    (snapshot) => selectHeart(snapshot, target),
    loggedIn ? HEART_NOT_STARTED : VISITOR_HEART_NOT_STARTED,
    sameHeart,
  );
  const failed = view.status === 'failed';
  const pinned = view.status === 'waiting' && !view.pinned ? (known ?? false) : view.pinned;
  const labels = LABELS[target.targetType];
  const label = failed
    ? t('favourites.heart.retry')
    : t(pinned ? labels.remove : labels.add, { name });
  const press = () => {
    if (failed) engine.send('favourites', { type: 'ui.retry' });
    else engine.send('favourites', { type: view.pinned ? 'ui.unpin' : 'ui.pin', ...target });
  };
  const note =
    view.status === 'undone'
      ? t(view.pinned ? 'favourites.heart.unpinUndone' : 'favourites.heart.pinUndone')
      : view.status === 'declined'
        ? t('favourites.heart.declined')
        : failed && variant === 'header'
          ? t('favourites.failed')
          : null;
  return (
    <span className={`favourite-heart-wrap favourite-heart-${variant}`}>
      <button
        type="button"
        className="favourite-heart"
        aria-label={label}
        aria-pressed={failed ? undefined : pinned}
        aria-busy={view.status === 'saving' || view.status === 'waiting' ? true : undefined}
        data-status={view.status}
        disabled={!view.enabled}
        onClick={press}
      >
        <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d="M12 20.6 10.6 19.3C5.4 14.6 2 11.5 2 7.8 2 4.8 4.4 2.4 7.4 2.4c1.7 0 3.4.8 4.6 2.1 1.2-1.3 2.9-2.1 4.6-2.1 3 0 5.4 2.4 5.4 5.4 0 3.7-3.4 6.8-8.6 11.5L12 20.6Z" />
        </svg>
      </button>
      {/* Always there, so a note that comes is announced. */}
      <span className="favourite-heart-note" role="status">
        {note}
      </span>
    </span>
  );
}
