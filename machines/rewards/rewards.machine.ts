import { assign, enqueueActions, setup } from 'xstate';
import { benefitsMachine } from '../benefits/benefits.machine.ts';
import { bonusCodeMachine } from '../bonusCode/bonusCode.machine.ts';
import { dailyBonusMachine } from '../dailyBonus/dailyBonus.machine.ts';
import { gameAttemptsMachine } from '../gameAttempts/gameAttempts.machine.ts';
import type { AppReadyEvent } from '../shared/domainEvents.ts';
import { specialEventsMachine } from '../specialEvents/specialEvents.machine.ts';
import type { RewardsRequest } from './rewards.types.ts';

/** The rewards domain's children, each under its own system id (views select them by it). */
export const REWARDS_CHILDREN = [
  'dailyBonus',
  'gameAttempts',
  'bonusCode',
  'benefits',
  'specialEvents',
] as const;

export interface RewardsContext {
  request: RewardsRequest | null;
  loggedIn: boolean;
}

/**
 * The rewards domain (games and events, daily bonus, bonus codes, benefits): it runs one child
 * per area and hands each the request context once the app is ready. The children talk to each
 * other by system id (`benefits.reload` after a win, a claim or a redeemed code).
 */
export const rewardsMachine = setup({
  types: {
    context: {} as RewardsContext,
    events: {} as AppReadyEvent,
    input: {} as { owner?: string } | undefined,
  },
  actors: {
    dailyBonus: dailyBonusMachine,
    gameAttempts: gameAttemptsMachine,
    bonusCode: bonusCodeMachine,
    benefits: benefitsMachine,
    specialEvents: specialEventsMachine,
  },
  actions: {
    storeReady: assign((_, params: { event: AppReadyEvent }) => ({
      request: requestOf(params.event),
      loggedIn: params.event.guest.isLoggedIn && !params.event.guest.isLocked,
    })),
    announceReady: enqueueActions(({ context, enqueue, system }) => {
      if (!context.request) return;
      for (const child of REWARDS_CHILDREN) {
        // A child is missing only where its invocation is stripped (the model's graph).
        const target = system.get(child);
        if (!target) continue;
        const ready = {
          type: 'rewards.ready',
          request: context.request,
          loggedIn: context.loggedIn,
        };
        enqueue.sendTo(target, ready);
      }
    }),
  },
}).createMachine({
  id: 'rewards',
  context: { request: null, loggedIn: false },
  invoke: REWARDS_CHILDREN.map((child) => ({ id: child, systemId: child, src: child })),
  initial: 'waiting',
  states: {
    waiting: {
      on: {
        'app.ready': {
          target: 'ready',
          actions: [{ type: 'storeReady', params: ({ event }) => ({ event }) }, 'announceReady'],
        },
      },
    },
    /** The children know the request context; they do the rest. */
    ready: {},
  },
});

/** Where the rewards calls go: REST base and query service from the config, the session's token. */
export function requestOf(event: AppReadyEvent): RewardsRequest {
  return {
    restBaseUrl: event.config.restBaseUrl,
    queryServiceUrl: event.config.queryServiceUrl,
    ver: event.request.ver,
    language: event.request.language,
    accessToken: event.session.accessToken,
  };
}
