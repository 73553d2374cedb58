import { provide } from '../provide.ts';
import type { SnapshotFrom } from 'xstate';
import { benefitsMachine } from '../../../machines/benefits/benefits.machine.ts';
import {
  VIP30_HISTORY_LIST,
  vip30HistoryListMachine,
  type Vip30Month,
  type Vip30Query,
} from '../../../machines/benefits/vip30History.ts';
import type { FetchPageInput, FetchPageOutput } from '../../../machines/list/list.types.ts';
import { bonusCodeMachine } from '../../../machines/bonusCode/bonusCode.machine.ts';
import { dailyBonusMachine } from '../../../machines/dailyBonus/dailyBonus.machine.ts';
import { gameAttemptsMachine } from '../../../machines/gameAttempts/gameAttempts.machine.ts';
import { rewardsMachine } from '../../../machines/rewards/rewards.machine.ts';
import type {
  AttemptResult,
  Benefits,
  BonusCodeCheck,
  DailyBonusClaimResult,
  DailyBonusData,
  EventAction,
  EventActionResult,
  EventPage,
  EventPageRequest,
  EventsList,
  GameData,
  GameType,
  RedeemReply,
  RemainingBonusCode,
  RewardsRequest,
} from '../../../machines/rewards/rewards.types.ts';
import { specialEventsMachine } from '../../../machines/specialEvents/specialEvents.machine.ts';
import type { RewardsApi } from '../../../services/rewards/rewardsApi.ts';
import type { LazyFeature } from '../domains/feature.ts';
import { readIo, type IoRun } from '../io.ts';
import type { Wiring } from '../wiring.ts';
import type { LiveDeps } from './deps.ts';
import { provideList } from './list.ts';

/**
 * The rewards feature's wiring (games and events, daily bonus, bonus codes, benefits): its
 * services, live, and its machines provided with them. Every answer is recorded,
 * the clock's too, so the daily bonus countdown replays exactly. Its domain starts on first use
 * (decision 0008): the root asks for it once the guest is known to be logged in, a rewards
 * screen through its route; a visitor's other pages load none of this.
 */
export interface RewardsServices {
  rewardsClock: IoRun<number, void>;
  loadBenefits: IoRun<Benefits, RewardsRequest>;
  loadGame: IoRun<GameData, { request: RewardsRequest; gameType: GameType }>;
  useAttempt: IoRun<AttemptResult | null, { request: RewardsRequest; gameId: number }>;
  loadDailyBonus: IoRun<DailyBonusData, RewardsRequest>;
  claimDailyBonus: IoRun<DailyBonusClaimResult, { request: RewardsRequest; offerId: number }>;
  checkBonusCode: IoRun<BonusCodeCheck, { request: RewardsRequest; code: string }>;
  redeemBonusCode: IoRun<RedeemReply, { request: RewardsRequest; code: string }>;
  loadRemainingCodes: IoRun<RemainingBonusCode[], RewardsRequest>;
  loadEventPage: IoRun<EventPage, { request: RewardsRequest; page: EventPageRequest }>;
  runEventAction: IoRun<EventActionResult, { request: RewardsRequest; action: EventAction }>;
  /** The platform's events for the Rewards menu (`get/events`). */
  loadEvents: IoRun<EventsList, RewardsRequest>;
  /** Marks a rewards box as shown (server state); `first` only the first time. */
  markBoxSeen: IoRun<{ first: boolean }, { request: RewardsRequest; key: string }>;
  /** The VIP30 value history (`vip30History`), one list page. */
  loadVip30History: IoRun<FetchPageOutput<Vip30Month>, FetchPageInput<Vip30Query>>;
}

/** The feature's actors by system id, as the views read them. */
export interface RewardsSnapshots {
  rewards: SnapshotFrom<typeof rewardsMachine>;
  dailyBonus: SnapshotFrom<typeof dailyBonusMachine>;
  gameAttempts: SnapshotFrom<typeof gameAttemptsMachine>;
  bonusCode: SnapshotFrom<typeof bonusCodeMachine>;
  benefits: SnapshotFrom<typeof benefitsMachine>;
  specialEvents: SnapshotFrom<typeof specialEventsMachine>;
}

function rewardsActors(wiring: Wiring, services: RewardsServices | null) {
  const rewards = provide(rewardsMachine, {
    actors: {
      loadEvents: wiring.call('rewards.loadEvents', services?.loadEvents),
      readClock: wiring.call('rewards.clock', services?.rewardsClock),
      dailyBonus: provide(dailyBonusMachine, {
        actors: {
          readClock: wiring.call('rewards.clock', services?.rewardsClock),
          loadDailyBonus: wiring.call('rewards.loadDailyBonus', services?.loadDailyBonus),
          claimOffer: wiring.call('rewards.claimDailyBonus', services?.claimDailyBonus),
          visitClock: wiring.call('rewards.clock', services?.rewardsClock),
          visitDailyBonus: wiring.call('rewards.loadDailyBonus', services?.loadDailyBonus),
          markBoxSeen: wiring.call('rewards.markBoxSeen', services?.markBoxSeen),
        },
      }),
      gameAttempts: provide(gameAttemptsMachine, {
        actors: {
          loadGame: wiring.call('rewards.loadGame', services?.loadGame),
          useAttempt: wiring.call('rewards.useAttempt', services?.useAttempt),
        },
      }),
      bonusCode: provide(bonusCodeMachine, {
        actors: {
          checkCode: wiring.call('rewards.checkBonusCode', services?.checkBonusCode),
          redeemCode: wiring.call('rewards.redeemBonus', services?.redeemBonusCode),
          loadRemaining: wiring.call('rewards.remainingBonusCodes', services?.loadRemainingCodes),
        },
      }),
      benefits: provide(benefitsMachine, {
        actors: {
          loadBenefits: wiring.call('rewards.loadBenefits', services?.loadBenefits),
          vip30History: provideList(
            vip30HistoryListMachine,
            wiring,
            VIP30_HISTORY_LIST,
            services && { fetchPage: services.loadVip30History },
          ),
        },
      }),
      specialEvents: provide(specialEventsMachine, {
        actors: {
          loadEventPage: wiring.call('rewards.loadEventPage', services?.loadEventPage),
          runEventAction: wiring.call('rewards.runEventAction', services?.runEventAction),
          markBoxSeen: wiring.call('rewards.markBoxSeen', services?.markBoxSeen),
        },
      }),
    },
  });
  return { rewards };
}

function liveRewardsServices(deps: LiveDeps): RewardsServices {
  // The rewards calls and their schemas load with the first call (not with the page): what the
  // engine records is each call's answer, so replay is the same.
  let loaded: Promise<RewardsApi> | null = null;
  const rewardsApi = () =>
    (loaded ??= import('../../../services/rewards/rewardsApi.ts').then(({ createRewardsApi }) =>
      createRewardsApi(deps.fetch),
    ));
  return {
    rewardsClock: () => readIo(() => Date.now()),
    loadVip30History: async (input, signal) =>
      (await import('../../../services/rewards/vip30Api.ts'))
        .createVip30Api(deps.fetch)
        .fetchHistory(input, signal),
    loadBenefits: async (request, signal) => (await rewardsApi()).loadBenefits(request, signal),
    loadGame: async ({ request, gameType }, signal) =>
      (await rewardsApi()).loadGame(request, gameType, signal),
    useAttempt: async ({ request, gameId }, signal) =>
      (await rewardsApi()).useAttempt(request, gameId, signal),
    loadDailyBonus: async (request, signal) => (await rewardsApi()).loadDailyBonus(request, signal),
    claimDailyBonus: async ({ request, offerId }, signal) =>
      (await rewardsApi()).claimDailyBonus(request, offerId, signal),
    checkBonusCode: async ({ request, code }, signal) =>
      (await rewardsApi()).checkBonusCode(request, code, signal),
    redeemBonusCode: async ({ request, code }, signal) =>
      (await rewardsApi()).redeemBonus(request, code, signal),
    loadRemainingCodes: async (request, signal) =>
      (await rewardsApi()).remainingBonusCodes(request, signal),
    loadEventPage: async ({ request, page }, signal) =>
      (await rewardsApi()).loadEventPage(request, page, signal),
    runEventAction: async ({ request, action }, signal) =>
      (await rewardsApi()).runEventAction(request, action, signal),
    loadEvents: async (request, signal) => (await rewardsApi()).loadEvents(request, signal),
    markBoxSeen: async ({ request, key }, signal) => {
      const { createRewardBoxesApi } = await import('../../../services/rewards/rewardBoxesApi.ts');
      return createRewardBoxesApi(deps.fetch).markBoxSeen(request, key, signal);
    },
  };
}

export const rewardsFeature: LazyFeature<RewardsServices> = {
  actors: rewardsActors,
  live: liveRewardsServices,
};
