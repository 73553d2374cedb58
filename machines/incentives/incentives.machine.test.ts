import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, type EventObject } from 'xstate';
import { demoConfig, demoGuest, visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { incentivesMachine } from './incentives.machine.ts';
import { testOffer, testRequest, testSession } from './incentives.testing.ts';
import { selectRegionIncentives } from './incentives.selectors.ts';
import type { Incentive, PageLoadInput } from './incentives.types.ts';

const request = testRequest;
const session = testSession;
const offer = testOffer({ id: 'w', countdown: 3, action: null });
const flush = flushMacrotasks;

function start(loggedIn: boolean, closeSuccess = true) {
  const pageLoads: PageLoadInput[] = [];
  const closes: unknown[] = [];
  const cookies: (readonly string[])[] = [];
  const actor = createActor(
    incentivesMachine.provide({
      actors: {
        readBlockCookie: fromPromise(async () => []),
        loadPageLoad: fromPromise(async ({ input }: { input: PageLoadInput }) => {
          pageLoads.push(input);
          return {
            incentives: pageLoads.length === 1 ? [offer] : [],
            vxpayConfig: {},
            trackingData: {},
          };
        }),
        loadTeasers: fromPromise(async () => ({ teasers: [], banners: [] })),
        closeIncentive: fromPromise(async ({ input }) => {
          closes.push(input);
          return { success: closeSuccess };
        }),
      } as never,
      actions: { writeBlockCookie: (_, params) => cookies.push(params.groups) },
    }),
  ).start();
  actor.send({ type: 'incentives.routeChanged', routeName: 'home', routeArgs: { a: '1' } });
  actor.send({
    type: 'app.ready',
    config: demoConfig,
    session,
    guest: loggedIn ? demoGuest : visitorGuest,
    request,
  });
  return { actor, pageLoads, closes, cookies };
}

/**
 * The incentives machine, answering the page load with `incentives`, under a parent that plays
 * the domain `recipient` (by system id): what the machine tells it is recorded.
 */
function beside(recipient: string, incentives: Incentive[] = []) {
  const received: EventObject[] = [];
  const machine = incentivesMachine.provide({
    actors: {
      readBlockCookie: fromPromise(async () => []),
      loadPageLoad: fromPromise(async () => ({ incentives, vxpayConfig: {}, trackingData: {} })),
      loadTeasers: fromPromise(async () => ({ teasers: [], banners: [] })),
    } as never,
  });
  const parent = createActor(
    setup({
      actors: {
        incentives: machine,
        [recipient]: setup({}).createMachine({
          on: { '*': { actions: ({ event }) => received.push(event) } },
        }),
      } as never,
    }).createMachine({
      invoke: [
        { id: 'incentives', systemId: 'incentives', src: 'incentives' },
        { id: recipient, systemId: recipient, src: recipient },
      ] as never,
    }),
  ).start();
  return { actor: parent.system.get('incentives')!, received };
}

describe('incentives machine', () => {
  it('asks for the route it was told before bootstrap ended, once the guest is known', async () => {
    const { actor, pageLoads } = start(true);
    await flush();
    await flush();
    expect(pageLoads).toEqual([{ request, routeName: 'home', routeArgs: { a: '1' } }]);
    expect(selectRegionIncentives('top')(actor.getSnapshot()).map((each) => each.id)).toEqual([
      'w',
    ]);
  });

  it('counts the countdown down on the engine clock and removes the offer at zero', async () => {
    const { actor } = start(true);
    await flush();
    await flush();
    actor.send({ type: 'xstate.after.second.incentives.ready.clock.counting' } as never);
    expect(actor.getSnapshot().context.incentives[0]?.remaining).toBe(2);
  });

  it('closing removes the incentive, posts the result and reloads on success; blocking writes the cookie', async () => {
    const { actor, pageLoads, closes, cookies } = start(true);
    await flush();
    await flush();
    actor.send({ type: 'ui.incentiveClosed', id: 'w', result: 'blocked' });
    expect(actor.getSnapshot().context.incentives).toEqual([]);
    expect(cookies).toEqual([['welcome']]);
    await flush();
    await flush();
    expect(closes).toMatchObject([{ result: 'blocked', incentive: { id: 'w' } }]);
    expect(pageLoads).toHaveLength(2);
  });

  it('skips the messenger route for visitors', async () => {
    const { actor, pageLoads } = start(false);
    await flush();
    actor.send({ type: 'incentives.routeChanged', routeName: 'messenger', routeArgs: {} });
    await flush();
    expect(pageLoads.map((each) => each.routeName)).toEqual(['home']);
    expect(actor.getSnapshot().matches({ ready: { pageLoad: 'skipped' } })).toBe(true);
  });

  it('opens the box of a modal-region incentive as the page loads; it is no card', async () => {
    const site = testOffer({
      id: 'site',
      region: 'modal',
      uniqueGroup: null,
      countdown: null,
      action: { kind: 'modal', modalId: 'model-sites-conversion' },
    });
    const { actor, received: opened } = beside('modals', [site, offer]);
    actor.send({ type: 'incentives.routeChanged', routeName: 'home', routeArgs: {} });
    actor.send({ type: 'app.ready', config: demoConfig, session, guest: visitorGuest, request });
    await flush();
    await flush();
    expect(opened).toEqual([
      { type: 'modals.open', id: 'model-sites-conversion', props: { incentiveId: 'site' } },
    ]);
    const shown = (actor.getSnapshot().context as { incentives: { id: string }[] }).incentives;
    expect(shown.map((each) => each.id)).toEqual(['w']);
  });
});
