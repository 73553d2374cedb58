import { assign, setup } from 'xstate';
import type { RequestInput } from '../bootstrap/bootstrap.types.ts';
import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import { gateClient } from '../gating/gateClient.ts';
import { failureCode } from '../shared/failure.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import {
  COMMENT_FAILURES,
  COMMENT_MAX_LENGTH,
  COMMENTS_PAGE,
  type AlbumComment,
  type AlbumFacts,
  type CommentsCall,
  type CommentsPage,
  type PostCommentCall,
  type PostedComment,
} from './album.types.ts';

/** The system id of the album page's comments (a child of `content`). */
export const ALBUM_COMMENTS = 'content.albumComments';

/** Why a text is not sent: nothing in it, or more than the platform takes. */
export type CommentInvalid = 'empty' | 'tooLong';

export type AlbumCommentsEvent =
  /** "Show more": the next 5 comments. */
  | { type: 'ui.showMoreComments' }
  /** The guest sends the comment form's text. */
  | { type: 'ui.comment'; text: string }
  | GateAnswerEvent
  | GateResumedEvent;

export interface AlbumCommentsInput {
  request: RequestInput;
  albumId: number;
  album: AlbumFacts;
  /** A visitor may write once logged in; the gate opens the login first. */
  isLoggedIn: boolean;
  /** The guest's state says `isBlockedForComments`. */
  blocked: boolean;
}

export interface AlbumCommentsContext {
  request: RequestInput;
  albumId: number;
  comments: AlbumComment[];
  total: number;
  /** The album's `isGuestAllowedToCommentAlbum` as it came. */
  canComment: boolean;
  isLoggedIn: boolean;
  blocked: boolean;
  /** The text the guest sent last (kept for the flow's resume and shown back on a refusal). */
  text: string;
  invalid: CommentInvalid | null;
  /** The comment could not be sent (the text stays): the form says so. */
  postFailed: boolean;
  /** The next comments could not be read: "show more" tries again. */
  moreFailed: boolean;
}

/** Writing needs a login: a visitor is sent to login or signup by the gate, then it resumes. */
const commentGate = gateClient({
  ticket: 'albumComment',
  replyTo: ALBUM_COMMENTS,
  action: 'favorite',
});

/** What a sent text is: nothing, too long, or a comment (trimmed) to send. */
export function commentProblem(text: string): CommentInvalid | null {
  const trimmed = text.trim();
  if (trimmed.length === 0) return 'empty';
  if (trimmed.length > COMMENT_MAX_LENGTH) return 'tooLong';
  return null;
}

/** A page of comments after the ones shown, without any shown already (one written meanwhile). */
function appended(shown: AlbumComment[], page: AlbumComment[]): AlbumComment[] {
  const ids = new Set(shown.map((comment) => comment.id));
  return [...shown, ...page.filter((comment) => !ids.has(comment.id))];
}

/** The form's answers to a sent text: refused with its reason, or on to the gate. */
const SEND = [
  {
    guard: {
      type: 'isInvalid' as const,
      params: ({ event }: { event: { text: string } }) => event,
    },
    actions: {
      type: 'refuseText' as const,
      params: ({ event }: { event: { text: string } }) => event,
    },
  },
  {
    target: 'asking' as const,
    actions: {
      type: 'storeText' as const,
      params: ({ event }: { event: { text: string } }) => event,
    },
  },
];

/**
 * An album's comments (seed 001 §4, §7, §8): the newest come with the album, "show more" reads
 * the next 5 (`getComments` by offset); the guest writes once (`postComment`), after which the
 * album says `isGuestAllowedToCommentAlbum` false and the form is closed with the reason; a guest
 * blocked for comments never writes. An empty or too long text is refused here and kept in the
 * form. Writing asks the gate: a visitor is sent to login or signup, and the comment is sent once
 * that flow succeeds.
 */
export const albumCommentsMachine = setup({
  types: {
    context: {} as AlbumCommentsContext,
    events: {} as AlbumCommentsEvent,
    input: {} as AlbumCommentsInput,
    tags: {} as 'busy',
  },
  actors: {
    loadComments: placeholderCall<CommentsPage, CommentsCall>('content.loadComments'),
    postComment: placeholderCall<PostedComment, PostCommentCall>('content.postComment'),
  },
  actions: {
    storePage: assign(({ context }, params: { page: CommentsPage }) => ({
      comments: appended(context.comments, params.page.comments),
      total: params.page.total,
      moreFailed: false,
    })),
    markMoreFailed: assign({ moreFailed: true }),
    refuseText: assign((_, params: { text: string }) => ({
      text: params.text,
      invalid: commentProblem(params.text),
      postFailed: false,
    })),
    storeText: assign((_, params: { text: string }) => ({
      text: params.text,
      invalid: null,
      postFailed: false,
    })),
    storePosted: assign(({ context }, params: { posted: PostedComment }) => ({
      comments: [
        params.posted.comment,
        ...context.comments.filter((comment) => comment.id !== params.posted.comment.id),
      ],
      total: params.posted.total,
      canComment: false,
      text: '',
    })),
    markCommented: assign({ canComment: false }),
    markBlocked: assign({ blocked: true }),
    markPostFailed: assign({ postFailed: true }),
    askGate: commentGate.ask(),
  },
  guards: {
    hasMore: ({ context }) => context.comments.length < context.total,
    isBlocked: ({ context }) => context.blocked,
    hasCommented: ({ context }) => context.isLoggedIn && !context.canComment,
    isInvalid: (_, params: { text: string }) => commentProblem(params.text) !== null,
    isAllowed: commentGate.allowed,
    opensFlow: commentGate.refusedWithFlow,
    isOurAnswer: commentGate.answered,
    isResumed: commentGate.resumed,
    isOurFlowEnd: commentGate.flowEnded,
    failedWith: (_, params: { error: unknown; code: string }) =>
      failureCode(params.error) === params.code,
  },
}).createMachine({
  id: 'albumComments',
  context: ({ input }) => ({
    request: input.request,
    albumId: input.albumId,
    comments: input.album.comments,
    total: input.album.commentsTotal,
    canComment: input.album.canComment,
    isLoggedIn: input.isLoggedIn,
    blocked: input.blocked,
    text: '',
    invalid: null,
    postFailed: false,
    moreFailed: false,
  }),
  type: 'parallel',
  states: {
    list: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'ui.showMoreComments': { guard: 'hasMore', target: 'loadingMore' } },
        },
        loadingMore: {
          tags: 'busy',
          invoke: {
            id: 'loadComments',
            src: 'loadComments',
            input: ({ context }) => ({
              request: context.request,
              albumId: context.albumId,
              limit: COMMENTS_PAGE,
              offset: context.comments.length,
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'storePage', params: ({ event }) => ({ page: event.output }) },
            },
            onError: { target: 'idle', actions: 'markMoreFailed' },
          },
        },
      },
    },
    form: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            { guard: 'isBlocked', target: 'blocked' },
            { guard: 'hasCommented', target: 'commented' },
            { target: 'open' },
          ],
        },
        open: { on: { 'ui.comment': SEND } },
        /** The gate decides: a guest writes; a visitor gets the login or signup first. */
        asking: {
          tags: 'busy',
          entry: 'askGate',
          on: {
            'gate.answer': [
              { guard: 'isAllowed', target: 'posting' },
              { guard: 'opensFlow', target: 'waitingForFlow' },
              // Refused with nothing to open (login turned off): the text stays.
              { guard: 'isOurAnswer', target: 'open' },
            ],
          },
        },
        waitingForFlow: {
          on: {
            'gate.resumed': [
              { guard: 'isResumed', target: 'posting' },
              { guard: 'isOurFlowEnd', target: 'open' },
            ],
            'ui.comment': SEND,
          },
        },
        posting: {
          tags: 'busy',
          invoke: {
            id: 'postComment',
            src: 'postComment',
            input: ({ context }) => ({
              request: context.request,
              albumId: context.albumId,
              text: context.text.trim(),
            }),
            onDone: {
              target: 'commented',
              actions: { type: 'storePosted', params: ({ event }) => ({ posted: event.output }) },
            },
            onError: [
              {
                guard: {
                  type: 'failedWith',
                  params: ({ event }) => ({ error: event.error, code: COMMENT_FAILURES.blocked }),
                },
                target: 'blocked',
                actions: 'markBlocked',
              },
              {
                guard: {
                  type: 'failedWith',
                  params: ({ event }) => ({
                    error: event.error,
                    code: COMMENT_FAILURES.commented,
                  }),
                },
                target: 'commented',
                actions: 'markCommented',
              },
              { target: 'open', actions: 'markPostFailed' },
            ],
          },
        },
        /** The guest's one comment is written: the form stays closed with the reason. */
        commented: {},
        /** The guest is blocked for comments: the form stays closed with the reason. */
        blocked: {},
      },
    },
  },
});
