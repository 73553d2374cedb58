import { describe, expect, it } from 'vitest';
import type { EventObject } from 'xstate';
import { demoBenefits, readyEvent, visitorReady } from '../rewards/fixtures.testing.ts';
import { rewardsModel } from '../rewards/modelKit.testing.ts';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { benefitsMachine } from './benefits.machine.ts';
import { selectBenefitsView } from './benefits.selectors.ts';

const { graph, paths } = rewardsModel(benefitsMachine, [
  readyEvent,
  visitorReady,
  { type: 'xstate.done.actor.loadBenefits', output: demoBenefits } as never,
  { type: 'xstate.error.actor.loadBenefits', error: { message: 'down' } } as never,
  { type: 'benefits.reload' },
  { type: 'ui.retry' },
]);

/** Each path runs in a recording engine; a failing one leaves its log in reports/model-failures. */
const { run } = recordingRunner('benefits', benefitsMachine);

describe('benefits model', () => {
  it(`runs all ${paths.length} transition paths, each state meaning what it says`, async () => {
    for (const path of paths) {
      const snapshot = await run(path.steps.map((s) => s.event as EventObject));
      const route = path.steps.map((s) => s.event.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      const view = selectBenefitsView(snapshot as never);
      if (snapshot.matches('ready') && 'data' in view)
        expect(view.data?.spinwheelSpins, route).toBe(demoBenefits.spinwheelSpins);
      if (snapshot.matches('failed') && 'error' in view) expect(view.error, route).toBe('down');
      if (snapshot.matches('visitor')) expect(view.status, route).toBe('visitor');
    }
  });

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('benefits', graph, paths))).toEqual([]);
  });
});
