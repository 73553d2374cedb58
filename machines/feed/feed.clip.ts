import type { ContextArgs } from './feed.context.ts';

/**
 * A feed clip in the one player (seed 001 §3: a clip with poster and sources played with the
 * shared player, `feed.player`): one at a time; it stops when its post leaves the screen or the
 * feed closes. Pure: assigners, guards and the `clip` region, named in feed.machine.ts (which
 * spawns, loads and stops the player).
 */

type ClipEvent = { event: { postId: string; src: string } };

/** Guard `clipLeftScreen`: the playing clip's post is no longer on screen (scrolled away or its feed changed). */
export const clipLeftScreen = ({ context }: ContextArgs, params: { postIds: readonly string[] }) =>
  context.clipPostId !== null && !params.postIds.includes(context.clipPostId);

const PLAY = [
  { type: 'storeClip', params: ({ event }: ClipEvent) => ({ postId: event.postId }) },
  { type: 'loadClip', params: ({ event }: ClipEvent) => ({ src: event.src }) },
] as const;

/** The `clip` region of `ready`. */
export const clipRegion = {
  initial: 'idle',
  states: {
    idle: { on: { 'ui.playClip': { target: 'playing', actions: ['spawnClipPlayer', ...PLAY] } } },
    playing: {
      exit: ['stopClipPlayer', 'forgetClip'],
      on: {
        'ui.playClip': { actions: PLAY },
        'ui.visiblePostsChanged': {
          guard: {
            type: 'clipLeftScreen',
            params: ({ event }: { event: { postIds: readonly string[] } }) => ({
              postIds: event.postIds,
            }),
          },
          target: 'idle',
        },
        'ui.feedClosed': 'idle',
        'ui.boughtClosed': 'idle',
        'feed.queryChanged': 'idle',
      },
    },
  },
} as const;
