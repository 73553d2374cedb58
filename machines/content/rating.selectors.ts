import { RATINGS, type Rating } from './rating.machine.ts';

/** What the selectors read of a video's or an album's rating snapshot. */
interface RatingSnapshot {
  context: { rating: Rating };
  matches(state: 'loading' | 'failed'): boolean;
  hasTag(tag: 'busy' | 'refused'): boolean;
}

export interface RatingView {
  /** An album's counts come with it: always `shown`. */
  status: 'loading' | 'failed' | 'shown';
  likes: number;
  dislikes: number;
  liked: boolean;
  disliked: boolean;
  /** The gate or the server is deciding a press: the buttons wait. */
  busy: boolean;
  /** The last rating was refused and put back: an error line. */
  refused: boolean;
}

const NONE: RatingView = {
  status: 'loading',
  likes: 0,
  dislikes: 0,
  liked: false,
  disliked: false,
  busy: true,
  refused: false,
};

/** What the like and dislike buttons show; loading while the rating actor is not there yet. */
export function selectRatingView(snapshot: RatingSnapshot | undefined): RatingView {
  if (!snapshot) return NONE;
  const { rating } = snapshot.context;
  const status = snapshot.matches('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : 'shown';
  return {
    status,
    likes: rating.likes,
    dislikes: rating.dislikes,
    liked: rating.guestRating === RATINGS.like,
    disliked: rating.guestRating === RATINGS.dislike,
    busy: snapshot.hasTag('busy'),
    refused: snapshot.hasTag('refused'),
  };
}

/** Two views are the same when every field is (the selector builds a new object each time). */
export const sameRatingView = (a: RatingView, b: RatingView) =>
  (Object.keys(a) as (keyof RatingView)[]).every((key) => a[key] === b[key]);
