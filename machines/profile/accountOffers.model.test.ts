import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot } from 'xstate';
import { gateFailures, measureModelCoverage, writeCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { MODEL_WALK_HANG_GUARD_MS } from '../../src/testing/modelSuite.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { accountOffersMachine } from './accountOffers.machine.ts';
import { selectAutoRechargeTeaser, selectCancellationOffer } from './profile.selectors.ts';

/** Model-based test: every transition of the offers statechart, run on the real machine. */
const base = {
  request: {
    restBaseUrl: 'http://x/rest/v1',
    ver: 't',
    language: 'en' as const,
    accessToken: 'tok',
  },
  guestId: 3,
};
const offered = {
  ...base,
  cancellationOffer: { text: 'Half price' },
  autoRechargeTeaser: 'visible' as const,
};
const none = { ...base, cancellationOffer: null, autoRechargeTeaser: 'hidden' as const };
const events = [
  { type: 'ui.cancellationOfferAccept' },
  {
    type: 'xstate.done.actor.acceptCancellationOffer',
    output: { acceptedOffer: true, acceptedOfferInfo: 'Done' },
  },
  {
    type: 'xstate.done.actor.acceptCancellationOffer',
    output: { acceptedOffer: false, acceptedOfferInfo: '' },
  },
  { type: 'xstate.error.actor.acceptCancellationOffer', error: { message: 'down' } },
  { type: 'ui.autoRechargeTeaserHide' },
  { type: 'ui.autoRechargeTeaserShow' },
  { type: 'xstate.done.actor.hideTeaser' },
  { type: 'xstate.error.actor.hideTeaser', error: { message: 'down' } },
  { type: 'xstate.done.actor.showTeaser' },
  { type: 'xstate.error.actor.showTeaser', error: { message: 'down' } },
];
const graph = modelMachine(accountOffersMachine);
const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(s.value);
const srcOf = {
  hideTeaser: 'setAutoRechargeTeaserState',
  showTeaser: 'setAutoRechargeTeaserState',
};
// Two starting points: a VIP with an offer and the teaser shown; a guest with neither.
const runs = [offered, none].map((input) => {
  const model = createTestModel(graph, { events: events as never, serializeState, input });
  return {
    input,
    // Each path runs in a recording engine; a failing one leaves its log in reports/model-failures.
    run: recordingRunner('accountOffers', accountOffersMachine, { input, srcOf }).run,
    paths: transitionPaths(model, createActor(graph, { input }).getSnapshot(), serializeState),
  };
});

function both(
  coverage: ReturnType<typeof measureModelCoverage>[],
  kind: 'states' | 'transitions',
): string[] {
  return coverage[0]![kind].uncovered.filter((name) => coverage[1]![kind].uncovered.includes(name));
}

describe('accountOffers model', () => {
  it(
    `runs all ${runs[0]!.paths.length + runs[1]!.paths.length} transition paths on the real machine, each state meaning what it says`,
    { timeout: MODEL_WALK_HANG_GUARD_MS },
    async () => {
      for (const { run, paths } of runs)
        for (const path of paths) {
          const steps = path.steps.map((step) => step.event);
          const snapshot = await run(steps);
          const route = steps.map((e) => e.type).join(' → ');
          expect(snapshot.value, route).toEqual(path.state.value);
          const offer = selectCancellationOffer(snapshot);
          if (snapshot.matches({ cancellation: 'none' })) expect(offer, route).toBeNull();
          if (snapshot.matches({ cancellation: 'accepted' }))
            expect(offer, route).toEqual({ status: 'accepted', info: 'Done' });
          if (snapshot.matches({ cancellation: { offered: 'failed' } }))
            expect(offer, route).toEqual({ status: 'failed', text: 'Half price' });
          const teaser = selectAutoRechargeTeaser(snapshot);
          if (snapshot.matches({ autoRechargeTeaser: 'hidden' }))
            expect(teaser.visible, route).toBe(false);
          if (snapshot.matches({ autoRechargeTeaser: 'visible' }))
            expect(teaser.visible, route).toBe(true);
        }
    },
  );

  it('covers the machine at the gate', () => {
    const coverage = runs.map(({ input, paths }) =>
      measureModelCoverage('accountOffers', graph, paths, { input }),
    );
    // Each start covers its half (the offer and the teaser shown, or neither); together, all.
    const merged = {
      ...coverage[0]!,
      states: { ...coverage[0]!.states, uncovered: both(coverage, 'states') },
      transitions: { ...coverage[0]!.transitions, uncovered: both(coverage, 'transitions') },
    };
    merged.states.covered = merged.states.total - merged.states.uncovered.length;
    merged.transitions.covered = merged.transitions.total - merged.transitions.uncovered.length;
    // The table of `npm run test:model` reads the merged coverage.
    writeCoverage(merged);
    expect(gateFailures(merged)).toEqual([]);
  });
});
