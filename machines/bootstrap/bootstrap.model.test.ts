import { createTestModel } from '@xstate/graph';
import { createActor, fromPromise, type EventObject } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import { demoConfig, demoGuest } from '../../fixtures/guestStates.ts';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { bootstrapMachine } from './bootstrap.machine.ts';
import { selectBootPhase } from './bootstrap.selectors.ts';

/**
 * Model-based test: paths generated from the bootstrap statechart itself drive the real machine,
 * whose service calls are deferred so each path decides how they settle.
 */
type Src = 'loadConfig' | 'loadSession' | 'loadGuest' | 'logout';
const session = { accessToken: 'tok', guestId: 7, expiresIn: 3600 };
const failure = { message: '', code: 'http_500' };

function createSystemUnderTest() {
  const pending = new Map<Src, { resolve: (v: unknown) => void; reject: (e: unknown) => void }>();
  const call = (src: Src) =>
    fromPromise(() => new Promise((resolve, reject) => pending.set(src, { resolve, reject })));
  const reloadPage = vi.fn();
  const announceReady = vi.fn();
  const actor = createActor(
    bootstrapMachine.provide({
      actors: {
        loadConfig: call('loadConfig'),
        loadSession: call('loadSession'),
        loadGuest: call('loadGuest'),
        logout: call('logout'),
      } as never,
      actions: { reloadPage, announceReady },
    }),
    { input: { language: 'en' } },
  ).start();
  const settle = async (
    src: Src,
    outcome: { ok: true; output: unknown } | { ok: false; error: unknown },
  ) => {
    const deferred = pending.get(src);
    expect(deferred, `a call to ${src} is in flight`).toBeDefined();
    pending.delete(src);
    if (outcome.ok) deferred!.resolve(outcome.output);
    else deferred!.reject(outcome.error);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, pending, settle, reloadPage };
}

const outputs: Record<Src, unknown> = {
  loadConfig: demoConfig,
  loadSession: session,
  loadGuest: demoGuest,
  logout: null,
};
const srcs = Object.keys(outputs) as Src[];

const graph = modelMachine(bootstrapMachine, { announceReady: () => {} });
const model = createTestModel(graph, {
  input: { language: 'en' },
  events: [
    { type: 'ui.retryRequested' },
    { type: 'ui.logoutRequested' },
    ...srcs.flatMap((src) => [
      { type: `xstate.done.actor.${src}`, output: outputs[src] },
      { type: `xstate.error.actor.${src}`, error: failure },
    ]),
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
      '"ready"',
      '"loggingOut"',
      '"reloading"',
      '{"failed":"config"}',
      '{"failed":"session"}',
      '{"failed":"guest"}',
    ]) {
      expect(reached).toContain(value);
    }
  });

  for (const path of paths) {
    it(`reaches ${JSON.stringify(path.state.value)} by ${path.steps.map((step) => step.event.type.replace('xstate.', '')).join(' → ')}`, async () => {
      const sut = createSystemUnderTest();
      await path.test({
        events: Object.fromEntries([
          ['ui.retryRequested', () => sut.actor.send({ type: 'ui.retryRequested' })],
          ['ui.logoutRequested', () => sut.actor.send({ type: 'ui.logoutRequested' })],
          ...srcs.flatMap((src) => [
            [`xstate.done.actor.${src}`, () => sut.settle(src, { ok: true, output: outputs[src] })],
            [`xstate.error.actor.${src}`, () => sut.settle(src, { ok: false, error: failure })],
          ]),
        ]) as never,
        states: {
          loadingConfig: () => {
            expect(selectBootPhase(sut.actor.getSnapshot())).toBe('config');
            expect(sut.pending.has('loadConfig')).toBe(true);
          },
          loadingSession: () => expect(sut.pending.has('loadSession')).toBe(true),
          loadingGuest: () => {
            expect(sut.pending.has('loadGuest')).toBe(true);
            expect(sut.actor.getSnapshot().context.session).toEqual(session);
          },
          ready: () => expect(sut.actor.getSnapshot().context.guest?.name).toBe('DemoDan'),
          loggingOut: () => expect(sut.pending.has('logout')).toBe(true),
          reloading: () => expect(sut.reloadPage).toHaveBeenCalledTimes(1),
          failed: () => {
            const snapshot = sut.actor.getSnapshot();
            expect(snapshot.context.failure).toEqual(failure);
            expect(snapshot.can({ type: 'ui.logoutRequested' } as EventObject as never)).toBe(
              false,
            );
          },
        },
      });
      expect(sut.actor.getSnapshot().value).toEqual(path.state.value);
    });
  }
});
