import type { SnapshotFrom } from 'xstate';
import type { galleryMachine } from './gallery.machine.ts';
import { breadcrumbKey, type Crumb, type PictureRating } from './gallery.types.ts';

type GallerySnapshot = SnapshotFrom<typeof galleryMachine>;

/** The shown album's pictures' ratings by picture id (empty until `gallery/open` answered). */
export const selectPictureRatings = (snapshot: GallerySnapshot): Record<number, PictureRating> =>
  snapshot.context.pictures;

/** The album's pictures: opening, open, failed (with a retry), or no album. */
export const selectGalleryStatus = (
  snapshot: GallerySnapshot,
): 'idle' | 'opening' | 'open' | 'failed' => {
  const { album } = snapshot.value as { album: 'idle' | 'opening' | 'open' | 'failed' };
  return album;
};

/** The picture whose press is waiting for the gate or the server, or null. */
export const selectPicturePending = (snapshot: GallerySnapshot): number | null =>
  snapshot.context.press?.pictureId ?? null;

/** The last picture press was refused by the server and put back. */
export const selectPictureRefused = (snapshot: GallerySnapshot): boolean =>
  snapshot.matches({ rating: 'refused' });

/** The album's views after this guest's view was recorded (null: not recorded). */
export const selectRecordedViews = (snapshot: GallerySnapshot): number | null =>
  snapshot.context.shown !== null && snapshot.context.views?.albumId === snapshot.context.shown.id
    ? snapshot.context.views.views
    : null;

type ShareStatus = 'idle' | 'asking' | 'waitingForFlow' | 'sending' | 'sent' | 'failed';

/** Where the video's share by e-mail is, and to whom. */
export const selectShare = (
  snapshot: GallerySnapshot,
): { status: ShareStatus; to: string | null } => {
  const { share } = snapshot.value as { share: ShareStatus };
  return { status: share, to: snapshot.context.shareEmail };
};

export const sameShare = (
  a: { status: ShareStatus; to: string | null },
  b: { status: ShareStatus; to: string | null },
) => a.status === b.status && a.to === b.to;

/** The shown item's breadcrumb, or null while it is asked for or when there is none. */
export const selectCrumbs = (snapshot: GallerySnapshot): Crumb[] | null => {
  const { shown, crumbs } = snapshot.context;
  return shown === null ? null : (crumbs[breadcrumbKey(shown)] ?? null);
};

/** The viewer's picture: its number among the page's, and where it is shown from (its blob, if fetched ahead). */
export interface ViewerView {
  id: number;
  number: number;
  count: number;
  src: string;
}

/** The picture viewer's shown picture, or null while it is closed. */
export const selectViewer = (snapshot: GallerySnapshot): ViewerView | null => {
  const { viewer, preloaded } = snapshot.context;
  const picture = viewer?.pictures[viewer.index];
  if (!viewer || !picture) return null;
  return {
    id: picture.id,
    number: viewer.index + 1,
    count: viewer.pictures.length,
    src: preloaded[picture.url] ?? picture.url,
  };
};

export const sameViewer = (a: ViewerView | null, b: ViewerView | null) =>
  a === b || (a !== null && b !== null && a.id === b.id && a.src === b.src && a.count === b.count);
