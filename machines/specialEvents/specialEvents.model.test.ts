import { describe, expect, it } from 'vitest';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import {
  easterPage,
  eggCollected,
  eggRefused,
  readyEvent,
  visitorReady,
} from '../rewards/fixtures.testing.ts';
import { rewardsModel } from '../rewards/modelKit.testing.ts';
import { specialEventsMachine } from './specialEvents.machine.ts';
import { selectEventPage } from './specialEvents.selectors.ts';

const { graph, paths, run } = rewardsModel(specialEventsMachine, [
  readyEvent,
  visitorReady,
  { type: 'ui.open', page: { kind: 'easter', qmdate: null } },
  { type: 'ui.close' },
  { type: 'ui.retry' },
  { type: 'ui.act', action: { kind: 'collectEgg', verificationToken: 'egg-1', qmdate: null } },
  { type: 'xstate.done.actor.loadEventPage', output: easterPage },
  { type: 'xstate.error.actor.loadEventPage', error: { message: 'down' } },
  { type: 'xstate.done.actor.runEventAction', output: eggCollected },
  { type: 'xstate.done.actor.runEventAction', output: eggRefused },
  { type: 'xstate.error.actor.runEventAction', error: { message: 'offline' } },
]);

describe('specialEvents model', () => {
  it(
    `runs all ${paths.length} transition paths, each state meaning what it says`,
    { timeout: 120_000 },
    async () => {
      for (const path of paths) {
        const snapshot = await run(path.steps.map((s) => s.event));
        const route = path.steps.map((s) => s.event.type).join(' → ');
        expect(snapshot.value, route).toEqual(path.state.value);
        const view = selectEventPage(snapshot as never);
        if (snapshot.matches({ open: { showing: 'rewarded' } }) && 'page' in view)
          expect(view.page.kind === 'easter' && view.page.event.collectedEggs, route).toBe(1);
        if (snapshot.matches({ open: { showing: 'refused' } }) && 'result' in view)
          expect(view.result?.reason, route).toBe('invalid_token');
      }
    },
  );

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('specialEvents', graph, paths))).toEqual([]);
  });
});
