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
    rewardsClock: async () => now(),
    loadBenefits: async () => world.benefitsOf(state, now()),
    loadGame: async ({ gameType }) => world.gameData(state, gameType, now()),
    useAttempt: async ({ gameId }) => world.useGameAttempt(state, gameId, now()).result,
    loadDailyBonus: async () => dailyBonusWithEffects(state, world.dailyBonusData(state, now())),
    claimDailyBonus: async ({ offerId }) => {
      const { result, effects } = world.claimDailyBonus(state, offerId, balance, now());
      balance += effects.balanceDelta;
      return claimWithEffects(state, result);
    },
    checkBonusCode: async ({ code }) => world.checkBonusCode(state, code),
    redeemBonusCode: async ({ code }) => world.redeemBonusCode(state, code).reply,
    loadRemainingCodes: async () => world.remainingBonusCodes(state),
    loadEventPage: async ({ page }) =>
      (page.kind === 'advent'
        ? advent(page.qmdate, () => world.eventPage(state, page, now(), 'demo'))
        : world.eventPage(state, page, now(), 'demo')) ?? missing('event page'),
    runEventAction: async ({ action }) =>
      (action.kind === 'openDoor'
        ? advent(action.qmdate, () => world.eventAction(state, action, now(), 'demo'))
        : world.eventAction(state, action, now(), 'demo')
      ).result ?? missing('event'),
    loadEvents: async () => world.eventsList(now()),
    markBoxSeen: async ({ key }) => markBoxSeen(state, key),
  };
}
