import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { coveringPaths } from '../../src/testing/coverage.ts';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import {
  DEFAULT_VOLUME,
  playerMachine,
  RECOVERY_LIMITS,
  type PlayerEvent,
} from './player.machine.ts';
import {
  selectPlayerAttempt,
  selectPlayerError,
  selectPlayerLive,
  selectPlayerRecovery,
  selectPlayerSeek,
  selectPlayerSource,
  selectPlayerStatus,
  selectPlayerVolume,
} from './player.selectors.ts';

type PlayerLoad = Extract<PlayerEvent, { type: 'player.load' }>;

/** Model-based test of the one player: every transition of its statechart, on the real machine. */
const events: (PlayerEvent | EventObject)[] = [
  { type: 'player.load', src: '/media/tv/live/free.m3u8', live: true },
  { type: 'player.unload' },
  { type: 'player.playing' },
  { type: 'player.waiting' },
  { type: 'player.failed', detail: 'manifestLoadError' },
  { type: 'player.ended' },
  { type: 'player.retry' },
  { type: 'player.seek', to: 35 },
  { type: 'player.load', src: '/media/content/video/5101/full.m3u8', live: false },
  { type: 'xstate.after.timeout.player.loading' },
  { type: 'xstate.after.timeout.player.stalled' },
  // Fatal hls.js errors: the recovery policy (media once, network twice, anything else fails).
  { type: 'player.hlsError', errorType: 'mediaError', details: 'bufferAppendError' },
  { type: 'player.hlsError', errorType: 'networkError', details: 'fragLoadError' },
  { type: 'player.hlsError', errorType: 'muxError', details: 'fragParsingError' },
  { type: 'xstate.after.networkRetry.player.recovering.network.waiting' },
  { type: 'xstate.after.timeout.player.recovering' },
  // The volume kept from an earlier visit, or none; the guest's own change.
  { type: 'xstate.done.actor.loadVolume', output: { level: 0.5, muted: false } },
  { type: 'xstate.done.actor.loadVolume', output: null },
  { type: 'xstate.error.actor.loadVolume', error: { message: 'SecurityError' } },
  { type: 'player.volumeChanged', volume: { level: 0.25, muted: false } },
];

// The attempt count is context: part of the key only as "retried or not", so paths stay few.
const serializeState = (s: AnyMachineSnapshot) =>
  JSON.stringify([
    s.value,
    (s.context as { attempt: number }).attempt > 0,
    (s.context as { volume: unknown }).volume,
    (s.context as { live: boolean }).live,
    (s.context as { seek: unknown }).seek !== null,
    (s.context as { recoveries: unknown }).recoveries,
  ]);

// An unreadable stored volume changes nothing (the default stands), so no path can tell the
// transition from its absence; services/media/playerVolume.test.ts covers the unreadable store.
const exceptions = {
  'player —xstate.error.actor.loadVolume→ (stay)': 'leaves the state as it was',
};

defineModelSuite(playerMachine, {
  events,
  serializeState,
  // The shortest paths that take every transition and end in every state the model tells apart.
  paths: (all, { graph, input }) => coveringPaths(graph, all, serializeState, { input }),
  exceptions,
  invariants: (snapshot, { route, path }) => {
    const status = selectPlayerStatus(snapshot);
    // Idle has no source; every other state plays (or failed to play) the loaded one.
    const loaded = path.steps.findLast((step) => step.event.type === 'player.load');
    if (status === 'idle') expect(selectPlayerSource(snapshot), route).toBeNull();
    else expect(selectPlayerSource(snapshot), route).toBe((loaded?.event as PlayerLoad).src);
    // A chosen moment belongs to an on-demand video that is still loaded.
    const seek = selectPlayerSeek(snapshot);
    if (seek !== null) {
      expect(status, route).not.toBe('idle');
      expect(selectPlayerLive(snapshot), route).toBe(false);
      expect(seek.to, route).toBe(35);
    }
    // Only a failure has an error, and it says why.
    if (status === 'failed') expect(selectPlayerError(snapshot), route).not.toBeNull();
    else expect(selectPlayerError(snapshot), route).toBeNull();
    expect(snapshot.hasTag('busy'), route).toBe(
      status === 'loading' || status === 'stalled' || status === 'recovering',
    );
    // Recoveries stay within their limits; the view is asked to act only while it recovers, for
    // the kind of the last fatal error, once per recovery.
    const { recoveries } = snapshot.context;
    expect(recoveries.media, route).toBeLessThanOrEqual(RECOVERY_LIMITS.media);
    expect(recoveries.network, route).toBeLessThanOrEqual(RECOVERY_LIMITS.network);
    const last = path.steps.at(-1)?.event;
    const recovery = selectPlayerRecovery(snapshot);
    if (recovery !== null) {
      expect(status, route).toBe('recovering');
      expect(recovery.n, route).toBe(
        recovery.step === 'recoverMedia' ? recoveries.media : recoveries.network,
      );
    }
    if (last?.type === 'player.hlsError') {
      const { errorType, details } = last as Extract<PlayerEvent, { type: 'player.hlsError' }>;
      if (status === 'recovering')
        expect(recovery?.step ?? 'wait', route).toBe(
          errorType === 'mediaError' ? 'recoverMedia' : 'wait',
        );
      else if (status === 'failed') expect(selectPlayerError(snapshot), route).toBe(details);
    }
    // Each retry counts: a new attempt makes the view attach the source anew.
    const retries = path.steps.filter((step) => step.event.type === 'player.retry').length;
    const lastLoad = path.steps.map((step) => step.event.type).lastIndexOf('player.load');
    const since = path.steps.slice(lastLoad + 1).filter((s) => s.event.type === 'player.retry');
    if (status !== 'idle' && retries === since.length)
      expect(selectPlayerAttempt(snapshot), route).toBe(since.length);
    // The volume is the guest's last change, else the kept one, else muted (autoplay).
    const volumes = path.steps.flatMap(({ event }) => {
      const { volume, output } = event as unknown as { volume?: unknown; output?: unknown };
      if (event.type === 'player.volumeChanged') return [volume];
      return event.type === 'xstate.done.actor.loadVolume' && output ? [output] : [];
    });
    expect(selectPlayerVolume(snapshot), route).toEqual(volumes.at(-1) ?? DEFAULT_VOLUME);
  },
});
