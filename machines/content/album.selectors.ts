import type { SnapshotFrom } from 'xstate';
import type { AlbumComment } from './album.types.ts';
import type { albumCommentsMachine, CommentInvalid } from './albumComments.machine.ts';

type CommentsSnapshot = SnapshotFrom<typeof albumCommentsMachine>;

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
