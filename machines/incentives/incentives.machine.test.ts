import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import type { surveyMachine } from '../survey/survey.machine.ts';
import { SURVEY } from '../survey/survey.types.ts';
import { incentivesMachine } from './incentives.machine.ts';
import { testInput, testOffer, testRequest } from './incentives.testing.ts';
import { selectRegionIncentives } from './incentives.selectors.ts';
import type { Incentive, PageLoadInput } from './incentives.types.ts';

const request = testRequest;
const offer = testOffer({ id: 'w', countdown: 3, action: null });
const flush = flushMacrotasks;
/** When the page-load replies arrive, by the wall clock. */
const ARRIVED = Date.parse('2026-01-01T12:00:00Z');

afterEach(() => vi.useRealTimers());

function start(
  loggedIn: boolean,
  closeSuccess = true,
  replies: Incentive[][] = [[offer]],
  byEvent: Incentive[] = [],
) {
  const pageLoads: PageLoadInput[] = [];
  const closes: unknown[] = [];
  const cookies: (readonly string[])[] = [];
  const actor = createActor(
    incentivesMachine().provide({
      actors: {
        readBlockCookie: fromPromise(() => Promise.resolve([])),
        loadPageLoad: fromPromise(({ input }: { input: PageLoadInput }) => {
          pageLoads.push(input);
          return Promise.resolve({
            incentives: replies[pageLoads.length - 1] ?? [],
            vxpayConfig: {},
            trackingData: {},
            receivedAt: ARRIVED + (pageLoads.length - 1) * 1000,
          });
        }),
        loadTeasers: fromPromise(() => Promise.resolve({ teasers: [], banners: [] })),
        loadEventIncentives: fromPromise(() =>
          Promise.resolve({
            incentives: byEvent,
            receivedAt: ARRIVED,
          }),
        ),
        closeIncentive: fromPromise(({ input }) => {
          closes.push(input);
          return Promise.resolve({ success: closeSuccess });
        }),
      } as never,
      actions: { writeBlockCookie: (_, params) => cookies.push(params.groups) },
    }),
    { input: testInput(loggedIn, { routeName: 'home', routeArgs: { a: '1' } }) },
  ).start();
  return { actor, pageLoads, closes, cookies };
}

/**
 * The incentives machine, answering the page load with `incentives`, under a parent that plays
 * the domain `recipient` (by system id): what the machine tells it is recorded.
 */
function beside(recipient: string, incentives: Incentive[] = []) {
  const received: EventObject[] = [];
  const machine = incentivesMachine().provide({
    actors: {
      readBlockCookie: fromPromise(() => Promise.resolve([])),
      loadPageLoad: fromPromise(() =>
        Promise.resolve({
          incentives,
          vxpayConfig: {},
          trackingData: {},
          receivedAt: ARRIVED,
        }),
      ),
      loadTeasers: fromPromise(() => Promise.resolve({ teasers: [], banners: [] })),
    } as never,
  });
  const parent = createActor(
    setup({
      actors: {
        incentives: machine,
        [recipient]: setup({}).createMachine({
          on: { '*': { actions: ({ event }) => received.push(event) } },
        }),
      },
    }).createMachine({
      invoke: [
        { id: 'incentives', systemId: 'incentives', src: 'incentives', input: testInput(false) },
        { id: recipient, systemId: recipient, src: recipient },
      ] as never,
    }),
  ).start();
  return {
    actor: parent.system.get('incentives') as ActorRefFrom<ReturnType<typeof incentivesMachine>>,
    received,
  };
}

describe('incentives machine', () => {
  it('asks for the route it starts on, with the session’s request', async () => {
    const { actor, pageLoads } = start(true);
    await flush();
    await flush();
    expect(pageLoads).toEqual([{ request, routeName: 'home', routeArgs: { a: '1' } }]);
    expect(selectRegionIncentives('top')(actor.getSnapshot()).map((each) => each.id)).toEqual([
      'w',
    ]);
  });

  it('keeps when an offer ends and removes it then, on one timer (views count the seconds)', async () => {
    vi.useFakeTimers();
    const { actor } = start(true);
    await vi.advanceTimersByTimeAsync(0);
    const shown = () => actor.getSnapshot().context.incentives;
    expect(shown()).toMatchObject([{ id: 'w', endsAt: ARRIVED + 3000 }]);
    expect(actor.getSnapshot().hasTag('countingDown')).toBe(true);
    await vi.advanceTimersByTimeAsync(2999);
    expect(shown()).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(shown()).toEqual([]);
    expect(actor.getSnapshot().hasTag('countingDown')).toBe(false);
  });

  it('a later reply with an offer ending sooner moves the timer to that end', async () => {
    vi.useFakeTimers();
    const late = testOffer({ id: 'late', countdown: 60, uniqueGroup: null, action: null });
    const soon = testOffer({ id: 'soon', countdown: 2, event: 'buyImageAlbum', uniqueGroup: null });
    const { actor } = start(true, true, [[late]], [soon]);
    await vi.advanceTimersByTimeAsync(0);
    actor.send({ type: 'incentives.eventOccurred', event: 'buyImageAlbum', albumId: 1 });
    const ids = () => actor.getSnapshot().context.incentives.map((each) => each.id);
    await vi.advanceTimersByTimeAsync(0);
    expect(ids()).toEqual(['late', 'soon']);
    await vi.advanceTimersByTimeAsync(2000);
    expect(ids()).toEqual(['late']);
    await vi.advanceTimersByTimeAsync(58_000 - 1);
    expect(ids()).toEqual(['late']);
    await vi.advanceTimersByTimeAsync(1);
    expect(ids()).toEqual([]);
  });

  it("an event's incentives and a reload ask again in their own region only", async () => {
    const { actor, pageLoads } = start(true);
    await flush();
    const regions = () => (actor.getSnapshot().value as { ready: Record<string, string> }).ready;
    actor.send({ type: 'incentives.eventOccurred', event: 'buyImageAlbum', albumId: 1 });
    expect(regions()).toMatchObject({ byEvent: 'loading', pageLoad: 'idle', teasers: 'idle' });
    await flush();
    actor.send({ type: 'incentives.reload' });
    expect(regions()).toMatchObject({ pageLoad: 'loading', teasers: 'idle' });
    await flush();
    expect(pageLoads).toHaveLength(2);
  });

  it('hands an ended live chat to its survey', async () => {
    const { actor } = start(true);
    await flush();
    const survey = () =>
      (
        actor.system.get(SURVEY) as ActorRefFrom<ReturnType<typeof surveyMachine>> | undefined
      )?.getSnapshot();
    expect(survey()?.value).toBe('idle');
    actor.send({ type: 'incentives.chatEnded', chatId: 'c1', exitCode: 101 });
    expect(survey()?.value).toBe('checkingChatExit');
  });

  it("asks a live preview's and a chat's end by name (getIncentivesByEvent), not a refused start", async () => {
    const asked: unknown[] = [];
    const topUp = testOffer({ id: 'p', event: 'livePreviewEnd', countdown: null });
    const actor = createActor(
      incentivesMachine().provide({
        actors: {
          readBlockCookie: fromPromise(() => Promise.resolve([])),
          loadPageLoad: fromPromise(() =>
            Promise.resolve({ incentives: [], vxpayConfig: {}, trackingData: {}, receivedAt: 0 }),
          ),
          loadTeasers: fromPromise(() => Promise.resolve({ teasers: [], banners: [] })),
          loadEventIncentives: fromPromise(({ input }: { input: { event: string } }) => {
            asked.push(input);
            return Promise.resolve({
              incentives: input.event === 'livePreviewEnd' ? [topUp] : [],
              receivedAt: ARRIVED,
            });
          }),
        } as never,
      }),
      { input: testInput(true) },
    ).start();
    await flush();
    actor.send({ type: 'incentives.chatEnded', chatId: 'c1', exitCode: 904 });
    await flush();
    expect(asked).toEqual([]);
    actor.send({ type: 'incentives.chatEnded', chatId: 'c2', exitCode: 501 });
    expect(actor.getSnapshot().matches({ ready: { byEvent: 'loading' } })).toBe(true);
    await flush();
    expect(actor.getSnapshot().context.incentives.map((each) => each.id)).toEqual(['p']);
    // A chat's end asks too; its empty answer leaves the preview's offer (another event).
    actor.send({ type: 'incentives.chatEnded', chatId: 'c3', exitCode: 100 });
    await flush();
    expect(asked).toEqual([
      { request, event: 'livePreviewEnd', albumId: null },
      { request, event: 'liveChatEnd', albumId: null },
    ]);
    expect(actor.getSnapshot().context.incentives.map((each) => each.id)).toEqual(['p']);
    actor.stop();
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

  it('posts a close made while another posts after it, in order, each once', async () => {
    const other = testOffer({ id: 'v', uniqueGroup: 'other', countdown: 3, action: null });
    const { actor, closes } = start(true, false, [[offer, other]]);
    await flush();
    await flush();
    actor.send({ type: 'ui.incentiveClosed', id: 'w', result: 'dismissed' });
    actor.send({ type: 'ui.incentiveAccepted', id: 'v' });
    expect(actor.getSnapshot().context.closeQueue).toHaveLength(2);
    await flush();
    await flush();
    expect(closes).toMatchObject([
      { result: 'dismissed', incentive: { id: 'w' } },
      { result: 'accepted', incentive: { id: 'v' } },
    ]);
    expect(actor.getSnapshot().context.closeQueue).toEqual([]);
    expect(actor.getSnapshot().matches({ ready: { closing: 'idle' } })).toBe(true);
    actor.stop();
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
    await flush();
    await flush();
    expect(opened).toEqual([
      { type: 'modals.open', id: 'model-sites-conversion', props: { incentiveId: 'site' } },
    ]);
    const shown = (actor.getSnapshot().context as { incentives: { id: string }[] }).incentives;
    expect(shown.map((each) => each.id)).toEqual(['w']);
  });

  it('posts what each call is about: the hidden refill window, the event, the visitor’s account', async () => {
    const calls: [string, unknown][] = [];
    const answer =
      <T>(name: string, reply: T) =>
      ({ input }: { input: unknown }) => {
        calls.push([name, input]);
        return Promise.resolve(reply);
      };
    const machine = incentivesMachine().provide({
      actors: {
        readBlockCookie: fromPromise(() => Promise.resolve([])),
        loadPageLoad: fromPromise(
          answer('pageLoad', { incentives: [], vxpayConfig: {}, trackingData: {}, receivedAt: 0 }),
        ),
        loadTeasers: fromPromise(answer('teasers', { teasers: [], banners: [] })),
        setRefillHidden: fromPromise(answer('refill', { success: true })),
        loadEventIncentives: fromPromise(answer('byEvent', { incentives: [], receivedAt: 0 })),
        setGuestInfo: fromPromise(answer('guestInfo', { success: true })),
      } as never,
    });
    const actor = createActor(machine, {
      input: testInput(false, { routeName: 'videos', routeArgs: {} }),
    }).start();
    await flush();
    // A route the guest goes to: its incentives and teasers are asked for.
    actor.send({ type: 'incentives.routeChanged', routeName: 'home', routeArgs: {} });
    actor.send({ type: 'ui.refillWindowHidden', incentiveType: 'refill', interval: 7 });
    actor.send({ type: 'incentives.eventOccurred', event: 'buyImageAlbum', albumId: 3 });
    actor.send({ type: 'ui.alreadySignedUp', id: 'none' });
    await flush();
    const route = (routeName: string) => ({ request, routeName, routeArgs: {} });
    expect(calls).toHaveLength(7);
    expect(calls).toEqual(
      expect.arrayContaining([
        ['pageLoad', route('videos')],
        ['teasers', route('videos')],
        ['pageLoad', route('home')],
        ['teasers', route('home')],
        ['refill', { request, incentiveType: 'refill', interval: 7 }],
        ['byEvent', { request, event: 'buyImageAlbum', albumId: 3 }],
        ['guestInfo', { request, type: 'guestAlreadySignedUp', value: '1' }],
      ]),
    );
  });

  it('starts a visitor on the messenger with nothing asked for the page', async () => {
    const { actor, pageLoads } = start(false);
    await flush();
    const messenger = createActor(
      incentivesMachine().provide({
        actors: {
          readBlockCookie: fromPromise(() => Promise.resolve([])),
          loadPageLoad: fromPromise(() => Promise.reject(new Error('asked'))),
          loadTeasers: fromPromise(() => Promise.resolve({ teasers: [], banners: [] })),
        } as never,
      }),
      { input: testInput(false, { routeName: 'messenger', routeArgs: {} }) },
    ).start();
    await flush();
    expect(messenger.getSnapshot().matches({ ready: { pageLoad: 'skipped' } })).toBe(true);
    expect(messenger.getSnapshot().context.lastError).toBeNull();
    expect(pageLoads).toHaveLength(1);
    actor.stop();
    messenger.stop();
  });
});
