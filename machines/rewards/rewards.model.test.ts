import { describe, expect, it } from 'vitest';
import { demoGuest } from '../../fixtures/guestStates.ts';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { rewardsModel } from './modelKit.testing.ts';
import { requestOf, rewardsMachine } from './rewards.machine.ts';

const appReady = {
  type: 'app.ready',
  config: { restBaseUrl: 'http://x/rest/v1', queryServiceUrl: 'http://x/graphql/query' },
  session: { accessToken: 'tok', guestId: 1, expiresIn: 60 },
  guest: demoGuest,
  request: { restBaseUrl: 'http://x/rest/v1', ver: 't', language: 'en', accessToken: 'tok' },
};
const { graph, paths, run } = rewardsModel(rewardsMachine, [appReady]);

describe('rewards model', () => {
  it(
    `runs all ${paths.length} transition paths; ready means every child knows the request`,
    { timeout: 120_000 },
    async () => {
      for (const path of paths) {
        const snapshot = await run(path.steps.map((s) => s.event));
        expect(snapshot.value).toEqual(path.state.value);
        if (snapshot.matches('ready')) {
          expect(snapshot.context.request).toEqual(requestOf(appReady as never));
          expect(snapshot.context.loggedIn).toBe(true);
        }
      }
    },
  );

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('rewards', graph, paths))).toEqual([]);
  });
});
