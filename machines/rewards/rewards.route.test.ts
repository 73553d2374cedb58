import { describe, expect, it } from 'vitest';
import { createActor, type AnyActorRef } from 'xstate';
import { demoGuest, visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { toldOf } from '../app/routeTold.testing.ts';
import { rewardsInputFor } from './fixtures.testing.ts';
import { rewardsMachine } from './rewards.machine.ts';

function start(guest = demoGuest) {
  const actor = createActor(rewardsMachine, { input: rewardsInputFor(guest) }).start();
  const child = (id: string) =>
    (actor.getSnapshot().children[id] as AnyActorRef).getSnapshot() as {
      matches: (state: unknown) => boolean;
      context: Record<string, unknown>;
    };
  return { actor, child };
}

describe('rewards: the root tells the domain of its routes', () => {
  it('opens the daily bonus on its route and closes it when the guest leaves', () => {
    const { actor, child } = start();
    expect(child('dailyBonus').matches({ page: 'closed' })).toBe(true);
    const route = toldOf('rewards', '/en/daily-bonus/');
    actor.send(route.entered);
    expect(child('dailyBonus').matches({ page: 'open' })).toBe(true);
    actor.send(route.left);
    expect(child('dailyBonus').matches({ page: 'closed' })).toBe(true);
  });

  it('opens the game of a game route and the event of an event route, with the address’s qmdate', () => {
    const { actor, child } = start();
    actor.send(toldOf('rewards', '/en/myvisitx/spinwheel/').entered);
    expect(child('gameAttempts').matches('open')).toBe(true);
    expect(child('gameAttempts').context.gameType).toBe('spinwheel');
    const easter = toldOf('rewards', '/en/magazine/easter/?qmdate=2026-04-05&page=2');
    actor.send(easter.entered);
    expect(child('specialEvents').matches('open')).toBe(true);
    expect(child('specialEvents').context.pageRequest).toEqual({
      kind: 'easter',
      qmdate: '2026-04-05',
    });
    actor.send(easter.left);
    expect(child('specialEvents').matches('closed')).toBe(true);
    // The game's route was left before (the root tells each domain of the route it left).
    expect(child('gameAttempts').matches('open')).toBe(true);
  });

  it('opens nothing for a visitor but what the page shows her (its login prompt)', () => {
    const { actor, child } = start(visitorGuest);
    actor.send(toldOf('rewards', '/en/daily-bonus/').entered);
    expect(child('dailyBonus').matches({ page: 'visitor' })).toBe(true);
  });
});
