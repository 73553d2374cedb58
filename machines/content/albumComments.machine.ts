import { assign, setup } from 'xstate';
import type { RequestInput } from '../shared/session.types.ts';
import type { GateAnswerEvent, GateResumedEvent } from '../gating/gating.machine.ts';
import { gateClient } from '../gating/gateClient.ts';
import { resumeAfterLogin } from '../payTour/payTour.act.ts';
import type { ActTakenEvent } from '../payTour/payTour.loginAct.ts';
import { toSystem } from '../shared/domainEvents.ts';
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
  | GateResumedEvent
  /** The pay tour hands back the comment a visitor wrote before her login's reload. */
  | ActTakenEvent;

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

/** The act a visitor's comment is kept as over her login's reload, and its target. */
const COMMENT_ACT = 'comment';
const actTargetOf = (albumId: number) => `album:${albumId}`;

/** The text of a comment act handed back, or null when the act is none or not a comment. */
function actText(event: ActTakenEvent): string | null {
  const text = event.act?.name === COMMENT_ACT ? event.act.data?.text : undefined;
  return typeof text === 'string' && commentProblem(text) === null ? text : null;
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
    /**
     * A visitor's login reloads the page: the comment goes with the ask as the act to resume
     * after it (payTour.act.ts), taken back once the album shows again (`takeAct`).
     */
    askGate: commentGate.askWith(({ context }: { context: AlbumCommentsContext }) => ({
      loginAction: resumeAfterLogin({
        client: ALBUM_COMMENTS,
        name: COMMENT_ACT,
        target: actTargetOf(context.albumId),
        data: { text: context.text.trim() },
      }),
    })),
    /** A logged-in guest's album page asks whether a comment of hers waits from before a login. */
    takeAct: toSystem('payTour', ({ context }: { context: AlbumCommentsContext }) =>
      context.isLoggedIn
        ? [
            {
              type: 'payTour.takeAct' as const,
              replyTo: ALBUM_COMMENTS,
              target: actTargetOf(context.albumId),
            },
          ]
        : [],
    ),
    storeActText: assign((_, params: { event: ActTakenEvent }) => ({
      text: actText(params.event) ?? '',
      invalid: null,
      postFailed: false,
    })),
  },
  guards: {
    hasMore: ({ context }) => context.comments.length < context.total,
    isBlocked: ({ context }) => context.blocked,
    hasCommented: ({ context }) => context.isLoggedIn && !context.canComment,
    isInvalid: (_, params: { text: string }) => commentProblem(params.text) !== null,
    /** The pay tour handed back a comment to post now (or to put back in the form). */
    isCommentAct: (_, params: { event: ActTakenEvent }) => actText(params.event) !== null,
    isCommentToPost: (_, params: { event: ActTakenEvent }) =>
      actText(params.event) !== null && params.event.shouldOpen,
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
  entry: 'takeAct',
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
        open: {
          on: {
            'ui.comment': SEND,
            // Her comment from before the login's reload: posted (the gate asked again), or
            // put back in the form to confirm.
            'payTour.actTaken': [
              {
                guard: { type: 'isCommentToPost', params: ({ event }) => ({ event }) },
                target: 'asking',
                actions: { type: 'storeActText', params: ({ event }) => ({ event }) },
              },
              {
                guard: { type: 'isCommentAct', params: ({ event }) => ({ event }) },
                actions: { type: 'storeActText', params: ({ event }) => ({ event }) },
              },
            ],
          },
        },
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
