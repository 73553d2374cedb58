import type { RequestInput } from '../shared/session.types.ts';

/**
 * A photo album's gallery facts (seed 001 §3 album fields, §4 album comment, §5 ratings): its
 * views, likes and dislikes with the guest's own, its first comments and whether the guest may
 * still write one (a guest comments once; a guest blocked for comments never).
 */

/** Seed 001 §8: the album page fetches comments 5 at a time. */
export const COMMENTS_PAGE = 5;

/** The longest comment the platform takes (characters, after trimming). */
export const COMMENT_MAX_LENGTH = 500;

export interface AlbumComment {
  id: number;
  author: string;
  text: string;
  /** ISO time of writing. */
  createdAt: string;
}

/** The album's counts and the guest's own rating (5 like, 1 dislike, null none). */
export interface AlbumRating {
  likes: number;
  dislikes: number;
  guestRating: 5 | 1 | null;
}

export interface AlbumFacts {
  /** Views of logged-in guests (a visitor's are not recorded). */
  views: number;
  rating: AlbumRating;
  /** The newest comments, as many as the album call gives. */
  comments: AlbumComment[];
  commentsTotal: number;
  /** `isGuestAllowedToCommentAlbum`: false for a visitor, once commented, or blocked. */
  canComment: boolean;
}

/** What the gallery calls need: the guest's request facts and the album. */
export interface AlbumCall {
  request: RequestInput;
  albumId: number;
}

export interface CommentsCall extends AlbumCall {
  limit: number;
  offset: number;
}

export interface CommentsPage {
  comments: AlbumComment[];
  total: number;
}

export interface PostCommentCall extends AlbumCall {
  text: string;
}

/** `postComment`'s answer: the new comment and the album's count now. */
export interface PostedComment {
  comment: AlbumComment;
  total: number;
}

export interface RateAlbumCall extends AlbumCall {
  /** 5 like, 1 dislike, 0 take back. */
  rating: 5 | 1 | 0;
}

/** Why the guest cannot write (the form says so): a failure code of `postComment`. */
export const COMMENT_FAILURES = { blocked: 'http_403', commented: 'http_409' } as const;
