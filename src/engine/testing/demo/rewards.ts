import * as world from '../../../../simulator/rewards/world.ts';
import {
  claimWithEffects,
  dailyBonusWithEffects,
  inAdventEdition,
  markBoxSeen,
  type BoxWorldState,
} from '../../../../simulator/rewards/worldBoxes.ts';
import type { RewardsServices } from '../../features/rewards.ts';

/**
 * Answers at once with demo data: tests, tools and the benchmark run the real system on these.
 * One demo guest's rewards live in memory (the same rules the simulator applies), with 100 €.
 */
export function demoRewardsServices(): RewardsServices {
  const state: BoxWorldState = world.newRewardsWorld();
  /** Calendar calls run on their edition's doors, as the simulator's. */
  const advent = <T>(qmdate: string | null, run: () => T) =>
    inAdventEdition(state, world.eventNow(now(), qmdate), run);
  let balance = 100;
  const now = () => Date.now();
  const missing = (what: string) => Promise.reject(new Error(`${what} not found`));
  return {
    rewardsClock: () => Promise.resolve(now()),
    loadBenefits: () => Promise.resolve(world.benefitsOf(state, now())),
    loadGame: ({ gameType }) => Promise.resolve(world.gameData(state, gameType, now())),
    useAttempt: ({ gameId }) => Promise.resolve(world.useGameAttempt(state, gameId, now()).result),
    loadDailyBonus: () =>
      Promise.resolve(dailyBonusWithEffects(state, world.dailyBonusData(state, now()))),
    claimDailyBonus: ({ offerId }) => {
      const { result, effects } = world.claimDailyBonus(state, offerId, balance, now());
      balance += effects.balanceDelta;
      return Promise.resolve(claimWithEffects(state, result));
    },
    checkBonusCode: ({ code }) => Promise.resolve(world.checkBonusCode(state, code)),
    redeemBonusCode: ({ code }) => Promise.resolve(world.redeemBonusCode(state, code).reply),
    loadRemainingCodes: () => Promise.resolve(world.remainingBonusCodes(state)),
    loadEventPage: async ({ page }) =>
      (page.kind === 'advent'
        ? advent(page.qmdate, () => world.eventPage(state, page, now(), 'demo'))
        : world.eventPage(state, page, now(), 'demo')) ?? missing('event page'),
    runEventAction: async ({ action }) =>
      (action.kind === 'openDoor'
        ? advent(action.qmdate, () => world.eventAction(state, action, now(), 'demo'))
        : world.eventAction(state, action, now(), 'demo')
      ).result ?? missing('event'),
    loadEvents: () => Promise.resolve(world.eventsList(now())),
    markBoxSeen: ({ key }) => Promise.resolve(markBoxSeen(state, key)),
  };
}
