import { assign, enqueueActions, setup } from 'xstate';
import { placeholderCall } from '../shared/placeholder.ts';

/**
 * The media element's facts as the view reports them (views/media/HlsPlayer.tsx): only changes
 * of state, never `timeupdate`, so the log stays small. Non-fatal hls.js errors are hls.js's own
 * to handle and are not sent; fatal ones are (`player.hlsError`), and the machine decides.
 */
export type PlayerEvent =
  /** Play this source (a playlist URL); `live` streams have no end. */
  | { type: 'player.load'; src: string; live: boolean }
  | { type: 'player.unload' }
  | { type: 'player.playing' }
  /** The element waits for data (`waiting`, hls.js buffer stall). */
  | { type: 'player.waiting' }
  /** A failure no recovery can help (no HLS in this browser, the element's own error, …). */
  | { type: 'player.failed'; detail: string }
  /**
   * A fatal hls.js error: its `type` (`mediaError`, `networkError`, …) and `details`. The machine
   * says what the view does about it (`selectPlayerRecovery`) or gives up.
   */
  | { type: 'player.hlsError'; errorType: string; details: string }
  | { type: 'player.ended' }
  /** The guest asks to try again after a failure. */
  | { type: 'player.retry' }
  /** Play an on-demand video from `to` seconds (a moment chosen on its preview thumbnails). */
  | { type: 'player.seek'; to: number }
  /** The guest changed the volume or (un)muted on the element's controls. */
  | { type: 'player.volumeChanged'; volume: PlayerVolume }
  /** The volume kept from an earlier visit (seed 000 §9 local items), read at start. */
  | { type: 'xstate.done.actor.loadVolume'; output: PlayerVolume | null }
  | { type: 'xstate.error.actor.loadVolume'; error: unknown };

/** The element's volume (0 to 1) and whether it is muted. */
export interface PlayerVolume {
  level: number;
  muted: boolean;
}

/** Until the guest chooses: muted, so a player may start by itself (browsers' autoplay rule). */
export const DEFAULT_VOLUME: PlayerVolume = { level: 1, muted: true };

export interface PlayerContext {
  src: string | null;
  live: boolean;
  /** Bumped by each retry: the view attaches the source anew when it changes. */
  attempt: number;
  /** Recoveries from fatal hls.js errors in this attempt, by kind (each kind has its limit). */
  recoveries: PlayerRecoveries;
  error: string | null;
  volume: PlayerVolume;
  /** The last moment asked for, numbered so the view seeks once per ask; null until one is. */
  seek: PlayerSeek | null;
}

interface PlayerRecoveries {
  media: number;
  network: number;
}

/** What the view does to the hls.js instance, once per `n` (the `n`-th recovery of its kind). */
export interface PlayerRecovery {
  step: 'recoverMedia' | 'startLoad';
  n: number;
}

/** A seek the view applies to the element: `to` seconds, the `n`-th ask. */
interface PlayerSeek {
  to: number;
  n: number;
}

/** How long loading or a stall may last before the player shows the failure with retry. */
const PLAYER_TIMEOUT_MS = 20_000;
/**
 * Fatal hls.js errors the player recovers from before the failure shows, per attempt: a media
 * error once (`recoverMediaError`, hls.js's advice), a network error twice (`startLoad` again,
 * {@link NETWORK_RETRY_MS} later, so a short outage passes).
 */
export const RECOVERY_LIMITS: Readonly<PlayerRecoveries> = { media: 1, network: 2 };
const NETWORK_RETRY_MS = 2_000;
const NO_RECOVERIES: PlayerRecoveries = { media: 0, network: 0 };

/**
 * What a fatal hls.js error leads to: a recovery while the attempt has one left of its kind,
 * else the failure with its details.
 */
const hlsErrorPolicy = [
  {
    guard: {
      type: 'mayRecover' as const,
      params: ({ event }: { event: { errorType: string } }) => ({
        kind: 'media' as const,
        errorType: event.errorType,
      }),
    },
    target: '#player.recovering.media',
    actions: { type: 'countRecovery' as const, params: { kind: 'media' as const } },
  },
  {
    guard: {
      type: 'mayRecover' as const,
      params: ({ event }: { event: { errorType: string } }) => ({
        kind: 'network' as const,
        errorType: event.errorType,
      }),
    },
    target: '#player.recovering.network',
    actions: { type: 'countRecovery' as const, params: { kind: 'network' as const } },
  },
  {
    target: '#player.failed',
    actions: {
      type: 'storeError' as const,
      params: ({ event }: { event: { details: string } }) => ({ detail: event.details }),
    },
  },
];

/** A fatal error: the element's own, or hls.js's under the recovery policy. */
const failures = {
  'player.failed': {
    target: '#player.failed',
    actions: {
      type: 'storeError' as const,
      params: ({ event }: { event: { detail: string } }) => ({ detail: event.detail }),
    },
  },
  'player.hlsError': hlsErrorPolicy,
};

/** Waiting for data (a stall, a recovery) outlasted the timeout: the failure shows. */
const STALLED = {
  target: '#player.failed',
  actions: { type: 'storeError' as const, params: { detail: 'stalled' } },
};

/**
 * One player's playback (generic: TV livestream, mediathek video, live chat): idle until a
 * source is loaded; loading until the element plays; stalled while it waits for data;
 * recovering after a fatal hls.js error it may still recover from ({@link RECOVERY_LIMITS});
 * failed on any other fatal error or when loading, a stall or a recovery outlasts
 * {@link PLAYER_TIMEOUT_MS}; ended when an on-demand video or a stream ends. Retry loads the same
 * source again, with its recoveries anew.
 */
export const playerMachine = setup({
  types: {
    context: {} as PlayerContext,
    events: {} as PlayerEvent,
    tags: {} as 'busy',
  },
  actions: {
    storeSource: assign((_, params: { src: string; live: boolean }) => ({
      src: params.src,
      live: params.live,
      attempt: 0,
      recoveries: NO_RECOVERIES,
      error: null,
      seek: null,
    })),
    clearSource: assign({
      src: null,
      error: null,
      attempt: 0,
      recoveries: NO_RECOVERIES,
      seek: null,
    }),
    storeSeek: assign(({ context }, params: { to: number }) => ({
      seek: { to: Math.max(0, params.to), n: (context.seek?.n ?? 0) + 1 },
    })),
    storeError: assign((_, params: { detail: string }) => ({ error: params.detail })),
    nextAttempt: assign(({ context }) => ({
      attempt: context.attempt + 1,
      recoveries: NO_RECOVERIES,
      error: null,
    })),
    countRecovery: assign(({ context }, params: { kind: keyof PlayerRecoveries }) => ({
      recoveries: { ...context.recoveries, [params.kind]: context.recoveries[params.kind] + 1 },
    })),
    storeVolume: assign((_, params: { volume: PlayerVolume | null }) =>
      params.volume ? { volume: clampVolume(params.volume) } : {},
    ),
    /** A change the guest made is kept on this device for every player and the next visit. */
    saveVolume: enqueueActions(({ enqueue }, params: { volume: PlayerVolume }) => {
      enqueue.spawnChild('saveVolume', { input: clampVolume(params.volume) });
    }),
  },
  actors: {
    loadVolume: placeholderCall<PlayerVolume | null, null>('player.loadVolume'),
    saveVolume: placeholderCall<void, PlayerVolume>('player.saveVolume'),
  },
  guards: {
    /** A fatal error of this kind, and recoveries of it left in this attempt. */
    mayRecover: ({ context }, params: { kind: keyof PlayerRecoveries; errorType: string }) =>
      params.errorType === `${params.kind}Error` &&
      context.recoveries[params.kind] < RECOVERY_LIMITS[params.kind],
    /** A loaded source that is no live stream (which has no moments to go to). */
    isOnDemand: ({ context }) => context.src !== null && !context.live,
    isNewVolume: ({ context }, params: { volume: PlayerVolume }) => {
      const next = clampVolume(params.volume);
      return next.level !== context.volume.level || next.muted !== context.volume.muted;
    },
  },
  delays: { timeout: PLAYER_TIMEOUT_MS, networkRetry: NETWORK_RETRY_MS },
}).createMachine({
  id: 'player',
  context: {
    src: null,
    live: false,
    attempt: 0,
    recoveries: NO_RECOVERIES,
    error: null,
    volume: DEFAULT_VOLUME,
    seek: null,
  },
  initial: 'idle',
  invoke: {
    id: 'loadVolume',
    src: 'loadVolume',
    input: null,
    onDone: { actions: { type: 'storeVolume', params: ({ event }) => ({ volume: event.output }) } },
    // Storage unreadable: the default stands (handled, so the player goes on).
    onError: { actions: [] },
  },
  on: {
    'player.volumeChanged': {
      guard: { type: 'isNewVolume', params: ({ event }) => ({ volume: event.volume }) },
      actions: [
        { type: 'storeVolume', params: ({ event }) => ({ volume: event.volume }) },
        { type: 'saveVolume', params: ({ event }) => ({ volume: event.volume }) },
      ],
    },
    'player.load': {
      target: '.loading',
      reenter: true,
      actions: {
        type: 'storeSource',
        params: ({ event }) => ({ src: event.src, live: event.live }),
      },
    },
    'player.unload': { target: '.idle', actions: 'clearSource' },
    // While it loads, plays or waits for data: the element jumps there and plays on.
    'player.seek': {
      guard: 'isOnDemand',
      actions: { type: 'storeSeek', params: ({ event }) => event },
    },
  },
  states: {
    idle: {},
    loading: {
      tags: 'busy',
      after: {
        timeout: {
          target: 'failed',
          actions: { type: 'storeError', params: { detail: 'timeout' } },
        },
      },
      on: {
        'player.playing': 'playing',
        ...failures,
      },
    },
    playing: {
      on: {
        'player.waiting': 'stalled',
        'player.ended': 'ended',
        ...failures,
      },
    },
    stalled: {
      tags: 'busy',
      after: { timeout: STALLED },
      on: {
        'player.playing': 'playing',
        'player.ended': 'ended',
        ...failures,
      },
    },
    /**
     * After a fatal hls.js error: the view recovers its media (`recoverMediaError`) or, a moment
     * later, loads again (`startLoad`); playing again ends it, as outlasting the timeout fails it.
     */
    recovering: {
      tags: 'busy',
      initial: 'media',
      after: { timeout: STALLED },
      on: {
        'player.playing': 'playing',
        'player.ended': 'ended',
        ...failures,
      },
      states: {
        media: {},
        network: {
          initial: 'waiting',
          states: {
            waiting: { after: { networkRetry: 'reloading' } },
            reloading: {},
          },
        },
      },
    },
    failed: {
      on: { 'player.retry': { target: 'loading', actions: 'nextAttempt' } },
    },
    /** Over: a retry plays it again from the start, a seek from the moment chosen. */
    ended: {
      on: {
        'player.retry': { target: 'loading', actions: 'nextAttempt' },
        'player.seek': {
          guard: 'isOnDemand',
          target: 'playing',
          actions: { type: 'storeSeek', params: ({ event }) => event },
        },
      },
    },
  },
});

/** A volume as the element takes it: a level from 0 to 1 in hundredths. */
function clampVolume(volume: PlayerVolume): PlayerVolume {
  const level = Number.isFinite(volume.level) ? Math.min(1, Math.max(0, volume.level)) : 1;
  return { level: Math.round(level * 100) / 100, muted: volume.muted === true };
}
