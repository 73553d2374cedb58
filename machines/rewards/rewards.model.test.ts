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
const { graph, paths, checkPaths } = rewardsModel(rewardsMachine, [appReady]);

describe('rewards model', () => {
  it(
    `runs all ${paths.length} transition paths; ready means every child knows the request`,
    { timeout: 120_000 },
    async () => {
      await checkPaths((snapshot, route) => {
        if (snapshot.matches('ready')) {
          expect(snapshot.context.request, route).toEqual(requestOf(appReady as never));
          expect(snapshot.context.loggedIn, route).toBe(true);
        }
      });
    },
  );

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('rewards', graph, paths))).toEqual([]);
  });
});
