import * as bonusCodes from '../../../../simulator/rewards/bonusCodes.ts';
import * as events from '../../../../simulator/rewards/events.ts';
import * as games from '../../../../simulator/rewards/games.ts';
import { newRewardsWorld } from '../../../../simulator/rewards/world.ts';
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
  const state: BoxWorldState = newRewardsWorld();
  /** Calendar calls run on their edition's doors, as the simulator's. */
  const advent = <T>(qmdate: string | null, run: () => T) =>
    inAdventEdition(state, events.eventNow(now(), qmdate), run);
  let balance = 100;
  const now = () => Date.now();
  const missing = (what: string) => Promise.reject(new Error(`${what} not found`));
  return {
    rewardsClock: () => Promise.resolve(now()),
    loadBenefits: () => Promise.resolve(bonusCodes.benefitsOf(state, now())),
    // Half a year of a demo VIP's months, two VIP30 videos at 4.99 € each.
    loadVip30History: ({ limit }) => {
      const items = Array.from({ length: limit }, (_, back) => {
        const date = new Date(now());
        const month = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() - back, 1));
        return { id: month.toISOString().slice(0, 7), videos: 2, value: 9.98, currency: 'EUR' };
      });
      return Promise.resolve({ items, total: items.length });
    },
    loadGame: ({ gameType }) => Promise.resolve(games.gameData(state, gameType, now())),
    useAttempt: ({ gameId }) => Promise.resolve(games.useGameAttempt(state, gameId, now()).result),
    loadDailyBonus: () =>
      Promise.resolve(dailyBonusWithEffects(state, games.dailyBonusData(state, now()))),
    claimDailyBonus: ({ offerId }) => {
      const { result, effects } = games.claimDailyBonus(state, offerId, balance, now());
      balance += effects.balanceDelta;
      return Promise.resolve(claimWithEffects(state, result));
    },
    checkBonusCode: ({ code }) => Promise.resolve(bonusCodes.checkBonusCode(state, code)),
    redeemBonusCode: ({ code }) => Promise.resolve(bonusCodes.redeemBonusCode(state, code).reply),
    loadRemainingCodes: () => Promise.resolve(bonusCodes.remainingBonusCodes(state)),
    loadEventPage: async ({ page }) =>
      (page.kind === 'advent'
        ? advent(page.qmdate, () => events.eventPage(state, page, now(), 'demo'))
        : events.eventPage(state, page, now(), 'demo')) ?? missing('event page'),
    runEventAction: async ({ action }) =>
      (action.kind === 'openDoor'
        ? advent(action.qmdate, () => events.eventAction(state, action, now(), 'demo'))
        : events.eventAction(state, action, now(), 'demo')
      ).result ?? missing('event'),
    loadEvents: () => Promise.resolve(events.eventsList(now())),
    markBoxSeen: ({ key }) => Promise.resolve(markBoxSeen(state, key)),
  };
}
