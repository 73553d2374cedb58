import { createTestModel } from '@xstate/graph';
import type { EventObject } from 'xstate';
import { describe, expect, it } from 'vitest';
import { demoConfig, demoGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { bootstrapMachine } from './bootstrap.machine.ts';
import { selectBootPhase } from './bootstrap.selectors.ts';

/**
 * Model-based test: paths generated from the bootstrap statechart itself drive the real machine,
 * whose service calls are deferred so each path decides how they settle.
 */
type Src = 'loadConfig' | 'loadSession' | 'loadGuest' | 'logout' | 'readClock';
const session = { accessToken: 'tok', guestId: 7, expiresIn: 3600 };
const failure = { message: '', code: 'http_500' };
/** The guest's clock when the session's facts are kept: its stamp is an hour later. */
const T0 = Date.parse('2026-11-22T12:00:00Z');

/**
 * Each path runs on the real machine in a recording engine, its calls settled as the path says;
 * a failing path leaves its log in reports/model-failures (`npm run replay -- <file>`).
 */
let reloads = 0;
let sessionEnds = 0;
const { run, inFlight } = recordingRunner('bootstrap', bootstrapMachine(), {
  input: { language: 'en' },
  actions: {
    reloadPage: () => void reloads++,
    announceReady: () => {},
    announceSessionEnded: () => void sessionEnds++,
  },
});

const outputs: Record<Src, unknown> = {
  loadConfig: demoConfig,
  loadSession: session,
  loadGuest: demoGuest,
  logout: null,
  readClock: T0,
};
const srcs = Object.keys(outputs) as Src[];

const graph = modelMachine(bootstrapMachine(), {
  announceReady: () => {},
  announceSessionEnded: () => {},
});
const model = createTestModel(graph, {
  input: { language: 'en' },
  events: [
    { type: 'ui.retryRequested' },
    { type: 'ui.logoutRequested' },
    ...srcs.flatMap((src) => [
      { type: `xstate.done.actor.${src}`, output: outputs[src] },
      { type: `xstate.error.actor.${src}`, error: failure },
    ]),
    // A reading once the hour passed; the watch's wait ends.
    { type: 'xstate.done.actor.readClock', output: T0 + 3600 * 1000 },
    { type: 'xstate.after.untilSessionEnds.bootstrap.ready.watching' },
  ] as never,
});

describe('bootstrap model', () => {
  const paths = model.getShortestPaths({ allowDuplicatePaths: true });

  it('covers the machine at the gate (every state, 95% of transitions)', () => {
    const coverage = measureModelCoverage('bootstrap', graph, paths, { input: { language: 'en' } });
    expect(gateFailures(coverage)).toEqual([]);
  });

  it('covers every state of the machine', () => {
    const reached = new Set(paths.map((path) => JSON.stringify(path.state.value)));
    for (const value of [
      '"loadingConfig"',
      '"loadingSession"',
      '"loadingGuest"',
      '{"ready":"readingClock"}',
      '{"ready":"watching"}',
      '{"ready":"checking"}',
      '{"ready":"ended"}',
      '{"ready":"unwatched"}',
      '"loggingOut"',
      '"reloading"',
      '{"failed":"config"}',
      '{"failed":"session"}',
      '{"failed":"guest"}',
    ]) {
      expect(reached).toContain(value);
    }
  });

  type Snapshot = Awaited<ReturnType<typeof run>>;
  /** What each state means: which call runs, what the guest has, what the page does. */
  const meaning: Record<string, (snapshot: Snapshot) => void> = {
    loadingConfig: (snapshot) => {
      expect(selectBootPhase(snapshot)).toBe('config');
      expect(inFlight()).toEqual(['loadConfig']);
    },
    loadingSession: () => expect(inFlight()).toEqual(['loadSession']),
    loadingGuest: (snapshot) => {
      expect(inFlight()).toEqual(['loadGuest']);
      expect(snapshot.context.session).toEqual(session);
    },
    ready: (snapshot) => {
      expect(snapshot.context.guest?.name).toBe('DemoDan');
      // The stamp is the first reading plus the session's seconds, kept; a watch waits only
      // while the last reading is before it.
      const { sessionEndsAt, clockReadAt } = snapshot.context;
      // (a failed later reading keeps it: unwatched then holds the stamp it had).
      if (snapshot.matches({ ready: 'readingClock' })) expect(sessionEndsAt).toBeNull();
      else if (sessionEndsAt !== null)
        expect([T0 + 3600 * 1000, T0 + 7200 * 1000]).toContain(sessionEndsAt);
      else expect(snapshot.matches({ ready: 'unwatched' })).toBe(true);
      if (snapshot.matches({ ready: 'watching' }))
        expect(clockReadAt!).toBeLessThan(sessionEndsAt!);
      expect(inFlight().includes('readClock')).toBe(
        snapshot.matches({ ready: 'readingClock' }) || snapshot.matches({ ready: 'checking' }),
      );
      expect(sessionEnds).toBe(snapshot.matches({ ready: 'ended' }) ? 1 : 0);
    },
    loggingOut: () => expect(inFlight()).toEqual(['logout']),
    reloading: () => expect(reloads).toBe(1),
    failed: (snapshot) => {
      expect(snapshot.context.failure).toEqual(failure);
      expect(snapshot.can({ type: 'ui.logoutRequested' } as never)).toBe(false);
    },
  };

  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' → ')}`, async () => {
      reloads = 0;
      sessionEnds = 0;
      const snapshot = await run(path.steps.map((step) => step.event as EventObject));
      expect(snapshot.value).toEqual(path.state.value);
      const top =
        typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!;
      expect(meaning[top], `a meaning for ${top}`).toBeDefined();
      meaning[top]!(snapshot);
    });
  }
});
