import type { ContextArgs } from './feed.context.ts';
import type { FeedAction, PostPanel } from './feed.types.ts';

/**
 * What the guest has open on each post: its comments or its tip panel, and the comment her next
 * comment replies to. A fact of the domain, not of the post's component: the feed's first posts
 * are shown before the virtualized grid, which then takes over and mounts them again (issue 50
 * §5), and the replay shows the same post as the guest saw it. Pure: assigners and config
 * pieces, named in feed.machine.ts. The comment's text being typed stays in its field (typing is
 * ephemeral, DESIGN §3).
 */

type PostEvent = { postId: string };

const withKey = <T>(record: Record<string, T>, key: string, value: T): Record<string, T> => ({
  ...record,
  [key]: value,
});

export const withoutKey = <T>(record: Record<string, T>, key: string): Record<string, T> =>
  Object.fromEntries(Object.entries(record).filter(([each]) => each !== key));

/** Assigner of `openPanel`: one panel a post (the tip panel closes its comments and back). */
export const openPanel = ({ context }: ContextArgs, params: PostEvent & { panel: PostPanel }) => ({
  panels: withKey(context.panels, params.postId, params.panel),
});

/** Assigner of `closePanel`: the post's panel closes, and a reply it was writing is dropped. */
export const closePanel = ({ context }: ContextArgs, params: PostEvent) => ({
  panels: withoutKey(context.panels, params.postId),
  replyTargets: withoutKey(context.replyTargets, params.postId),
});

/** Assigner of `chooseReply`: the comment the post's next comment answers, or none. */
export const chooseReply = (
  { context }: ContextArgs,
  params: PostEvent & { commentId: string | null },
) => ({
  replyTargets:
    params.commentId === null
      ? withoutKey(context.replyTargets, params.postId)
      : withKey(context.replyTargets, params.postId, params.commentId),
});

/** A comment that goes out takes its reply target with it (the form starts afresh). */
export const replySent = ({ context }: ContextArgs, action: FeedAction) =>
  action.kind === 'comment'
    ? { replyTargets: withoutKey(context.replyTargets, action.postId) }
    : {};

/** A comment that could not be sent answers the same comment again from its form. */
export const replyKept = ({ context }: ContextArgs, action: FeedAction | undefined) =>
  action?.kind === 'comment' && action.replyTo !== null
    ? { replyTargets: withKey(context.replyTargets, action.postId, action.replyTo) }
    : {};

const post = ({ event }: { event: PostEvent }) => ({ postId: event.postId });

/** The panels' intents, on `ready` (opening the comments also loads them: feed.comments.ts). */
export const panelIntents = {
  'ui.tipOpened': {
    actions: {
      type: 'openPanel',
      params: ({ event }: { event: PostEvent }) => ({
        postId: event.postId,
        panel: 'tip' as const,
      }),
    },
  },
  'ui.panelClosed': { actions: { type: 'closePanel', params: post } },
  'ui.replyChosen': {
    actions: {
      type: 'chooseReply',
      params: ({ event }: { event: PostEvent & { commentId: string | null } }) => ({
        postId: event.postId,
        commentId: event.commentId,
      }),
    },
  },
} as const;
