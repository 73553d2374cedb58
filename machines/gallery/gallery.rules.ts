import { RATINGS } from '../content/rating.machine.ts';
import type { RouteEnteredEvent } from '../shell/shell.route.ts';
import type {
  GalleryItem,
  PictureChoice,
  PicturePress,
  PictureRating,
  PictureRatingValue,
} from './gallery.types.ts';

/** An address the share form sends to: something@somewhere.tld, no spaces (the server checks more). */
export const SHARE_EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The item a route names: a photo album's or a video's page; any other route names none. */
export function itemOfRoute(event: RouteEnteredEvent): GalleryItem | null {
  const actorName = event.params.actorName ?? '';
  const id = Number(
    event.name === 'actorPhotoAlbum'
      ? event.params.albumId
      : event.name === 'actorVideoDetails'
        ? event.params.videoId
        : Number.NaN,
  );
  if (!Number.isSafeInteger(id) || id <= 0 || actorName === '') return null;
  return { kind: event.name === 'actorPhotoAlbum' ? 'album' : 'video', id, actorName };
}

/** A press on like or dislike: the same choice again takes the guest's rating back (0). */
export function ratingOfPress(before: PictureRating, choice: PictureChoice): PicturePress {
  const rating: PictureRatingValue = before.guestRating === RATINGS[choice] ? 0 : RATINGS[choice];
  return { pictureId: before.pictureId, rating, before };
}
