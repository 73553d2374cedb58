import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import type { RouteToldEvent } from '../shell/shell.route.ts';
import type { ServiceRequest } from '../shared/serviceRequest.ts';

/**
 * The gallery domain (decision 0037): what a video's or a photo album's page does beside showing
 * and selling it (that is `content`'s): the album's pictures opened with their ratings
 * (`gallery/open`), a picture rated (`setPictureGuestRating`), a logged-in guest's album view
 * recorded on the query service, a video shared by e-mail (`sendVideoShareEmail`), a whole
 * video's start (`watch/start`), the page's breadcrumb (`breadcrumb/{type}`) and the album's
 * picture viewer, whose next pictures are fetched ahead as blobs.
 */

/** Seed 001 §5: a like is rating 5, a dislike 1; 0 takes the guest's rating back. */
export type PictureRatingValue = 5 | 1 | 0;
export type PictureChoice = 'like' | 'dislike';

/** The item the page shows, from its route. */
export interface GalleryItem {
  kind: 'video' | 'album';
  id: number;
  actorName: string;
}

/** One picture's counts and the guest's own rating (null: none, or a visitor). */
export interface PictureRating {
  pictureId: number;
  likes: number;
  dislikes: number;
  guestRating: 5 | 1 | null;
}

/** `gallery/open`: the pictures of the album the guest may see, each with its rating. */
export interface OpenedGallery {
  albumId: number;
  pictures: PictureRating[];
}

/** The routes a breadcrumb may link (any other is shown as text). */
export const CRUMB_ROUTES = ['home', 'actorProfile', 'actorVideos'] as const;
export type CrumbRoute = (typeof CRUMB_ROUTES)[number];

/** One step of `breadcrumb/{type}`'s `data.breadcrumb`: a label, and where it leads (the last: nowhere). */
export interface Crumb {
  label: string;
  link: { route: CrumbRoute; actorName: string | null } | null;
}

export interface GalleryCall {
  request: ServiceRequest;
  albumId: number;
}

export interface PictureRateCall extends GalleryCall {
  pictureId: number;
  rating: PictureRatingValue;
}

export interface ShareCall {
  request: ServiceRequest;
  videoId: number;
  email: string;
}

export interface WatchCall {
  request: ServiceRequest;
  videoId: number;
}

export interface BreadcrumbCall {
  request: ServiceRequest;
  type: GalleryItem['kind'];
  payload: { id: number; actorName: string };
}

/** A picture of the page, as the picture viewer steps through them. */
interface ViewerPicture {
  id: number;
  url: string;
}

/** The picture viewer: the page's pictures and the one shown. */
interface PictureViewer {
  pictures: ViewerPicture[];
  index: number;
}

/** A picture fetched ahead as a blob (seed 001 §7 "preloaded media fetched as blob"). */
export interface PreloadCall {
  url: string;
}

export interface PreloadedPicture {
  url: string;
  /** The blob's object URL, or null when it could not be fetched (the picture's own URL serves). */
  objectUrl: string | null;
}

/** `recordAlbumView` on the query service: the album's views now. */
export interface AlbumViews {
  albumId: number;
  views: number;
}

/** The picture press waiting for the gate or the server (one at a time). */
export interface PicturePress {
  pictureId: number;
  rating: PictureRatingValue;
  /** The picture's rating before the press, put back if the server refuses it. */
  before: PictureRating;
}

export interface GalleryContext {
  request: ServiceRequest;
  loggedIn: boolean;
  shown: GalleryItem | null;
  /** The shown album's pictures' ratings by picture id (`gallery/open`). */
  pictures: Record<number, PictureRating>;
  press: PicturePress | null;
  /** The shown album's views after this guest's view was recorded. */
  views: AlbumViews | null;
  /** Breadcrumbs by key (`breadcrumbKey`): asked once per item in a visit. */
  crumbs: Record<string, Crumb[]>;
  /** The address the video is being or was shared with (what the page confirms). */
  shareEmail: string | null;
  /** Videos whose whole playing start was told (`watch/start`), once each per visit. */
  watched: number[];
  /** The picture viewer while it is open. */
  viewer: PictureViewer | null;
  /** The viewer's pictures fetched ahead, by URL: the blob's object URL, or null (under way, failed). */
  preloaded: Record<string, string | null>;
}

export type GalleryEvent =
  /** The guest presses like or dislike under a picture; pressing the one given takes it back. */
  | { type: 'ui.ratePicture'; pictureId: number; choice: PictureChoice }
  /** Open the album's pictures again after `gallery/open` failed. */
  | { type: 'ui.galleryRetry' }
  /** The guest sends the video's link to an address. */
  | { type: 'ui.shareVideo'; email: string }
  /** The share form is closed or begun again: the last outcome is forgotten. */
  | { type: 'ui.shareReset' }
  /** The whole video started playing (the player's first play). */
  | { type: 'ui.watchStarted'; videoId: number }
  /** A picture of the album is opened in the viewer, among the page's pictures. */
  | { type: 'ui.pictureOpened'; pictures: ViewerPicture[]; index: number }
  /** The viewer shows the next (1) or the previous (-1) picture. */
  | { type: 'ui.pictureStepped'; by: 1 | -1 }
  | { type: 'ui.viewerClosed' }
  | GateAnswerEvent
  | GateResumedEvent
  | RouteToldEvent;

/** The cache key of an item's breadcrumb (its type and payload, as the call names them). */
export const breadcrumbKey = (item: GalleryItem): string =>
  `${item.kind}:${item.actorName.toLowerCase()}:${item.id}`;
