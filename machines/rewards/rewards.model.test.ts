import { expect, it } from 'vitest';
import { createActor } from 'xstate';
import { demoGuest, visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { toldOf } from '../app/routeTold.testing.ts';
import { actorIn } from '../shared/actorIn.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { demoEventsList, rewardsInputFor, rewardsRequest } from './fixtures.testing.ts';
import { rewardsMachine } from './rewards.machine.ts';
import { selectEventsMenu } from './rewards.selectors.ts';

// The children start with the request; a visitor (the other input) has no events menu.
defineModelSuite(rewardsMachine, {
  input: rewardsInputFor(demoGuest),
  events: [
    { type: 'ui.menuOpened' },
    { type: 'ui.retry' },
    // The root's route events (the model runs without the children: the benefits page opens
    // none of them; rewards.route.test.ts checks what the others open and close).
    toldOf('rewards', '/en/myvisitx/benefits/').entered,
    toldOf('rewards', '/en/myvisitx/benefits/').left,
    { type: 'xstate.done.actor.loadEvents', output: demoEventsList },
    { type: 'xstate.error.actor.loadEvents', error: { message: 'down' } },
    // Two Berlin days: a reading of the other day than the load's is a new day.
    { type: 'xstate.done.actor.readClock', output: Date.parse('2026-11-23T12:00:00Z') },
    { type: 'xstate.done.actor.readClock', output: Date.parse('2026-11-24T12:00:00Z') },
    { type: 'xstate.error.actor.readClock', error: { message: 'no clock' } },
  ],
  invariants: (snapshot, { route }) => {
    const menu = selectEventsMenu(snapshot);
    if (snapshot.matches('ready')) expect(snapshot.context.request, route).toEqual(rewardsRequest);
    if (snapshot.matches({ ready: 'visitor' })) {
      expect(snapshot.context.loggedIn, route).toBe(false);
      expect(menu.status, route).toBe('none');
    }
    if (snapshot.matches({ ready: 'events' })) expect(snapshot.context.loggedIn, route).toBe(true);
    // Loading means the platform is being asked; the other states ask nothing.
    expect(snapshot.children.loadEvents !== undefined, route).toBe(
      snapshot.matches({ ready: { events: 'loading' } }),
    );
    // The clock is read on the way to a load (the menu says loading) or to check the day.
    expect(snapshot.children.readClock !== undefined, route).toBe(
      snapshot.matches({ ready: { events: 'dating' } }) ||
        snapshot.matches({ ready: { events: 'checkingDay' } }),
    );
    if (snapshot.matches({ ready: { events: 'dating' } }))
      expect(menu.status, route).toBe('loading');
    if (snapshot.matches({ ready: { events: 'failed' } }))
      expect(menu, route).toEqual({ status: 'failed', error: 'down' });
    if (
      snapshot.matches({ ready: { events: 'loaded' } }) ||
      snapshot.matches({ ready: { events: 'checkingDay' } })
    )
      expect(menu, route).toEqual({ status: 'loaded', list: demoEventsList });
  },
  exceptions: {
    'rewards.ready.visitor': 'a visitor is the other input: the test below starts with it',
    'rewards.ready.deciding —always#2→ rewards.ready.visitor': 'the visitor input, as above',
  },
  tests: () => {
    it('a visitor has no events menu, and her children start as a visitor too', async () => {
      const actor = createActor(rewardsMachine, { input: rewardsInputFor(visitorGuest) }).start();
      await flushMacrotasks();
      expect(actor.getSnapshot().matches({ ready: 'visitor' })).toBe(true);
      expect(selectEventsMenu(actor.getSnapshot())).toEqual({ status: 'none' });
      const benefits = actorIn(actor.system, 'benefits');
      expect(benefits?.getSnapshot()).toMatchObject({ value: 'visitor' });
      actor.stop();
    });
  },
});
