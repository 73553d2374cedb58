import { expect } from 'vitest';
import { demoGuest, visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { appReadyFor, demoEventsList } from './fixtures.testing.ts';
import { requestOf, rewardsMachine } from './rewards.machine.ts';
import { selectEventsMenu } from './rewards.selectors.ts';

const appReady = appReadyFor(demoGuest);
const visitorReady = { ...appReady, guest: visitorGuest };
// Ready means every child knows the request.
defineModelSuite(rewardsMachine, {
  timeout: 120_000,
  events: [
    appReady,
    visitorReady,
    { type: 'ui.menuOpened' },
    { type: 'ui.retry' },
    { type: 'xstate.done.actor.loadEvents', output: demoEventsList },
    { type: 'xstate.error.actor.loadEvents', error: { message: 'down' } },
    // Two Berlin days: a reading of the other day than the load's is a new day.
    { type: 'xstate.done.actor.readClock', output: Date.parse('2026-11-23T12:00:00Z') },
    { type: 'xstate.done.actor.readClock', output: Date.parse('2026-11-24T12:00:00Z') },
    { type: 'xstate.error.actor.readClock', error: { message: 'no clock' } },
  ],
  invariants: (snapshot, { route }) => {
    const menu = selectEventsMenu(snapshot);
    if (snapshot.matches('ready'))
      expect(snapshot.context.request, route).toEqual(requestOf(appReady as never));
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
});
