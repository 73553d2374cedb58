import type { SnapshotFrom } from 'xstate';
import type { AlbumComment } from './album.types.ts';
import type { albumCommentsMachine, CommentInvalid } from './albumComments.machine.ts';
import type { albumRatingMachine } from './albumRating.machine.ts';

type CommentsSnapshot = SnapshotFrom<typeof albumCommentsMachine>;
type RatingSnapshot = SnapshotFrom<typeof albumRatingMachine>;

/** The like and dislike buttons of an album: counts, the guest's own, busy, refused. */
export interface AlbumRatingView {
  likes: number;
  dislikes: number;
  liked: boolean;
  disliked: boolean;
  busy: boolean;
  /** The last rating was refused and put back: an error line. */
  refused: boolean;
}

const NO_RATING: AlbumRatingView = {
  likes: 0,
  dislikes: 0,
  liked: false,
  disliked: false,
  busy: true,
  refused: false,
};

export function selectAlbumRatingView(snapshot: RatingSnapshot | undefined): AlbumRatingView {
  if (!snapshot) return NO_RATING;
  const { rating, failed } = snapshot.context;
  return {
    likes: rating.likes,
    dislikes: rating.dislikes,
    liked: rating.guestRating === 5,
    disliked: rating.guestRating === 1,
    busy: snapshot.hasTag('busy'),
    refused: failed,
  };
}

/**
 * The comment form: `open` takes a text (a visitor's goes through the login first); `sending`
 * while the gate or the server decides; closed with its reason once the guest commented or while
 * blocked for comments.
 */
type CommentFormState = 'open' | 'sending' | 'commented' | 'blocked';

export interface AlbumCommentsView {
  comments: AlbumComment[];
  total: number;
  /** "Show more" is there: more comments than shown, none being read. */
  canShowMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  form: CommentFormState;
  /** Why the sent text was refused (the form keeps it). */
  invalid: CommentInvalid | null;
  /** The comment could not be sent: an error line, the text stays. */
  postFailed: boolean;
  /** The text the guest sent last (put back into the form after a refusal). */
  text: string;
  /** A visitor: sending opens the login first (the button says so). */
  loginFirst: boolean;
}

const views = new WeakMap<object, AlbumCommentsView>();

function formOf(snapshot: CommentsSnapshot): CommentFormState {
  if (snapshot.matches({ form: 'blocked' })) return 'blocked';
  if (snapshot.matches({ form: 'commented' })) return 'commented';
  if (snapshot.matches({ form: 'open' }) || snapshot.matches({ form: 'deciding' })) return 'open';
  // A visitor at the login keeps an open form (the login may be closed).
  if (snapshot.matches({ form: 'waitingForFlow' })) return 'open';
  return 'sending';
}

export function selectAlbumCommentsView(
  snapshot: CommentsSnapshot | undefined,
): AlbumCommentsView | null {
  if (!snapshot) return null;
  // One view per context and state: the same object while nothing changed.
  const key = snapshot.context;
  const form = formOf(snapshot);
  const loadingMore = snapshot.matches({ list: 'loadingMore' });
  const cached = views.get(key);
  if (cached && cached.form === form && cached.loadingMore === loadingMore) return cached;
  const { comments, total, moreFailed, invalid, postFailed, text } = snapshot.context;
  const view: AlbumCommentsView = {
    comments,
    total,
    canShowMore: snapshot.can({ type: 'ui.showMoreComments' }),
    loadingMore,
    moreFailed,
    form,
    invalid,
    postFailed,
    text,
    loginFirst: !snapshot.context.isLoggedIn,
  };
  views.set(key, view);
  return view;
}

/** Two rating views are the same when every field is (the selector builds a new object). */
export const sameAlbumRatingView = (a: AlbumRatingView, b: AlbumRatingView) =>
  (Object.keys(a) as (keyof AlbumRatingView)[]).every((key) => a[key] === b[key]);
