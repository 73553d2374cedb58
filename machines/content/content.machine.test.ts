import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, sendTo, setup, type EventObject } from 'xstate';
import type { GateAnswerEvent, GateAskEvent } from '../gating/gating.machine.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { readyWith } from '../avs/avs.testing.ts';
import type { PayTourOpenEvent } from '../shared/domainEvents.ts';
import type { Money } from '../shared/money.ts';
import { CONTENT_PLAYER, contentMachine } from './content.machine.ts';
import {
  selectBuyError,
  selectBuying,
  selectContentView,
  selectWatchesWhole,
} from './content.selectors.ts';
import { contentItem } from './content.testing.ts';
import type { BuyDecision, ContentBuyReply, ContentCall, ContentItem } from './content.types.ts';

const PREVIEW = {
  src: '/media/content/video/5101/preview.webm',
  poster: '/media/content/video/5101/1.svg',
};
const video = contentItem({ kind: 'video', id: 5101, preview: PREVIEW });
const album = contentItem({ kind: 'album', id: 6201, preview: null });
const euro = (value: number): Money => ({ value, currency: 'EUR' });
const allowed: BuyDecision = { reason: null, open: null, balance: euro(20) };
const poor: BuyDecision = {
  reason: 'needPurchase',
  open: { type: 'payTour.open', flow: 'moneycharge' },
  balance: euro(1),
};
const unverified: BuyDecision = {
  reason: 'needAgeCheck',
  open: { type: 'payTour.open', flow: 'avs' },
  balance: euro(0),
};
const login: PayTourOpenEvent = { type: 'payTour.open', flow: 'login' };

/**
 * The content machine beside recorders under the system ids it talks to (modals, payTour, avs,
 * guest, incentives, consent); the buy call answers from `answers`, one per call.
 */
function start(item: ContentItem, options: { language?: 'en' | 'es'; answers?: unknown[] } = {}) {
  const told: { to: string; event: EventObject }[] = [];
  const answers = [...(options.answers ?? [])];
  let buys = 0;
  const recorder = (to: string) =>
    setup({}).createMachine({ on: { '*': { actions: ({ event }) => told.push({ to, event }) } } });
  const content = contentMachine.provide({
    actors: {
      loadItem: fromPromise<ContentItem, ContentCall>(async () => item),
      buyItem: fromPromise<ContentBuyReply, ContentCall>(async () => {
        buys += 1;
        const answer = answers.shift() ?? { item: { ...item, bought: true } };
        if (answer instanceof Error || (answer as { code?: string }).code) throw answer;
        return answer as ContentBuyReply;
      }),
    },
  });
  const others = ['modals', 'payTour', 'avs', 'guest', 'incentives', 'consent'] as const;
  // The gate stands in with the decision a test sets (`decide`), answered to the asker at once.
  let decision: BuyDecision = { reason: null, open: null, balance: null };
  const gating = setup({ types: { events: {} as GateAskEvent } }).createMachine({
    on: {
      'gate.ask': {
        actions: sendTo(
          ({ system, event }) => system.get(event.replyTo),
          ({ event }): GateAnswerEvent => ({
            type: 'gate.answer',
            action: event.action,
            ticket: null,
            allowed: decision.reason === null,
            ...decision,
          }),
        ),
      },
    },
  });
  const parent = createActor(
    setup({
      actors: {
        content,
        gating,
        ...Object.fromEntries(others.map((id) => [id, recorder(id)])),
      } as never,
    }).createMachine({
      invoke: [
        { id: 'content', systemId: 'content', src: 'content' },
        { id: 'gating', systemId: 'gating', src: 'gating' },
        ...others.map((id) => ({ id, systemId: id, src: id })),
      ] as never,
    }),
  );
  parent.start();
  const actor = parent.system.get('content')!;
  const ready = readyWith({ avsStatus: 'accepted' });
  actor.send({ ...ready, request: { ...ready.request, language: options.language ?? 'en' } });
  actor.send({ type: 'content.open', kind: item.kind, actorName: 'lanalove', id: item.id });
  return {
    actor,
    told,
    /** What the gate answers from now on. */
    decide: (next: BuyDecision) => void (decision = next),
    buys: () => buys,
    snapshot: () => actor.getSnapshot() as ReturnType<typeof contentMachine.transition>,
    /** What the machine told one system since the page opened (the profile visit left out). */
    to: (system: string) => told.filter((t) => t.to === system).map((t) => t.event),
    purchase: () =>
      (actor.getSnapshot().value as { shown?: { purchase: string } }).shown?.purchase ?? null,
  };
}

const failure = (code: string) => ({ message: '', code });

describe('content machine: the not-enough-money box', () => {
  it('opens with the price and the balance, and a confirmed top-up buys by itself', async () => {
    const c = start(video);
    await flushMacrotasks();
    c.decide(poor);
    c.actor.send({ type: 'content.buy' });
    expect(c.purchase()).toBe('toppingUp');
    expect(c.to('modals')).toEqual([
      {
        type: 'modals.open',
        id: 'not-enough-money',
        props: { price: '4,99 €', balance: '1,00 €' },
        replyTo: 'content',
      },
    ]);
    // The box hands over to the pay tour itself; content never opens the flow directly.
    expect(c.to('payTour')).toEqual([]);
    expect(c.buys()).toBe(0);

    c.actor.send({ type: 'modals.result', id: 'not-enough-money', confirmed: true });
    expect(selectBuying(c.snapshot())).toBe(true);
    await flushMacrotasks();
    expect(c.buys()).toBe(1);
    expect(c.purchase()).toBe('idle');
    expect(selectContentView(c.snapshot())).toMatchObject({ item: { bought: true } });
    expect(c.to('guest')).toEqual([{ type: 'guest.reloadBalance' }]);
  });

  it('closed or cancelled, the page stays as it was and nothing is bought', async () => {
    const c = start(video);
    await flushMacrotasks();
    c.decide(poor);
    c.actor.send({ type: 'content.buy' });
    // Another box's answer is not this one's.
    c.actor.send({ type: 'modals.result', id: 'vip30', confirmed: true });
    expect(c.purchase()).toBe('toppingUp');
    c.actor.send({ type: 'modals.result', id: 'not-enough-money', confirmed: false });
    await flushMacrotasks();
    expect(c.purchase()).toBe('idle');
    expect(c.buys()).toBe(0);
    expect(selectContentView(c.snapshot())).toMatchObject({ item: { bought: false } });
    expect(selectBuyError(c.snapshot())).toBeNull();
  });

  it('opens too when the server answers the buy with a short balance, and buys after the top-up', async () => {
    const c = start(video, { answers: [failure('http_402')] });
    await flushMacrotasks();
    c.decide({ ...allowed, balance: euro(5.5) });
    c.actor.send({ type: 'content.buy' });
    await flushMacrotasks();
    expect(c.purchase()).toBe('toppingUp');
    expect(selectBuyError(c.snapshot())).toBeNull();
    expect(c.to('modals')).toEqual([
      expect.objectContaining({
        id: 'not-enough-money',
        props: { price: '4,99 €', balance: '5,50 €' },
      }),
    ]);
    c.actor.send({ type: 'modals.result', id: 'not-enough-money', confirmed: true });
    await flushMacrotasks();
    expect(c.buys()).toBe(2);
    expect(selectContentView(c.snapshot())).toMatchObject({ item: { bought: true } });
  });

  it('shows the price in coins for a coin balance (4 per euro, rounded up)', async () => {
    const c = start(video);
    await flushMacrotasks();
    c.decide({ ...poor, balance: { value: 12, currency: 'VXC' } });
    c.actor.send({ type: 'content.buy' });
    expect(c.to('modals')[0]).toMatchObject({ props: { price: '20 Coins', balance: '12 Coins' } });
  });

  it('tells the incentives about an album purchase attempt, short of money too', async () => {
    const c = start(album);
    await flushMacrotasks();
    c.decide(poor);
    c.actor.send({ type: 'content.buy' });
    expect(c.to('incentives')).toEqual([
      { type: 'incentives.eventOccurred', event: 'buyImageAlbum', albumId: 6201 },
    ]);
    expect(c.purchase()).toBe('toppingUp');
  });
});

describe('content machine: the age-check box', () => {
  it.each([
    ['en', 'avs'],
    ['es', 'es-avs'],
  ] as const)(
    'on a %s page a buy needing the age check opens %s and awaits the acceptance',
    async (language, id) => {
      const c = start(video, { language });
      await flushMacrotasks();
      c.decide(unverified);
      c.actor.send({ type: 'content.buy' });
      expect(c.purchase()).toBe('checkingAge');
      expect(c.to('avs')).toEqual([
        { type: 'guest.awaitUpdate', update: 'avs', replyTo: 'content' },
      ]);
      expect(c.to('modals')).toEqual([{ type: 'modals.open', id, replyTo: 'content' }]);
      expect(c.to('payTour')).toEqual([]);
      c.actor.send({ type: 'modals.result', id, confirmed: true });
      expect(c.purchase()).toBe('idle');
      // The acceptance arrives for content (no reload); the page just goes on.
      c.actor.send({ type: 'guest.updateArrived', update: 'avs', push: {} });
      expect(c.purchase()).toBe('idle');
      expect(c.buys()).toBe(0);
    },
  );

  it('opens from the gated media button, and a visitor is sent to the login instead', async () => {
    const c = start(video);
    await flushMacrotasks();
    c.decide({ reason: 'needAgeCheck', open: unverified.open, balance: null });
    c.actor.send({ type: 'content.verifyAge' });
    expect(c.to('modals')).toEqual([{ type: 'modals.open', id: 'avs', replyTo: 'content' }]);
    c.actor.send({ type: 'modals.result', id: 'avs', confirmed: false });
    expect(c.purchase()).toBe('idle');

    c.decide({ reason: 'needLogin', open: login, balance: null });
    c.actor.send({ type: 'content.verifyAge' });
    expect(c.purchase()).toBe('restricted');
    expect(c.to('payTour')).toEqual([{ ...login, replyTo: 'content' }]);
    c.actor.send({ type: 'payTour.result', flow: 'login', success: false });
    expect(c.purchase()).toBe('idle');
    // Nothing in the way: nothing to open.
    c.decide({ reason: null, open: null, balance: null });
    c.actor.send({ type: 'content.verifyAge' });
    expect(c.purchase()).toBe('idle');
  });

  it('opens when the server answers the buy with a missing age check', async () => {
    const c = start(video, { answers: [failure('http_403')] });
    await flushMacrotasks();
    c.decide(allowed);
    c.actor.send({ type: 'content.buy' });
    await flushMacrotasks();
    expect(c.purchase()).toBe('checkingAge');
    expect(c.to('modals')).toEqual([{ type: 'modals.open', id: 'avs', replyTo: 'content' }]);
  });

  it('with login turned off, a visitor is offered nothing and the page stays', async () => {
    const c = start(video);
    await flushMacrotasks();
    c.decide({ reason: 'needLogin', open: null, balance: null });
    c.actor.send({ type: 'content.buy' });
    expect(c.purchase()).toBe('idle');
    expect(c.told.filter((t) => t.to !== 'consent')).toEqual([]);
  });
});

describe('content machine: the video-with-player box', () => {
  it('opens with the preview clip and poster; its button buys like the page', async () => {
    const c = start(video);
    await flushMacrotasks();
    c.decide(allowed);
    c.actor.send({ type: 'content.watchPreview' });
    expect(c.purchase()).toBe('watching');
    expect(c.to('modals')).toEqual([
      { type: 'modals.open', id: 'video-with-player', props: PREVIEW, replyTo: 'content' },
    ]);
    c.actor.send({ type: 'modals.result', id: 'video-with-player', confirmed: true });
    await flushMacrotasks();
    expect(c.buys()).toBe(1);
    expect(selectContentView(c.snapshot())).toMatchObject({ item: { bought: true } });
  });

  it('a short balance ends in the not-enough-money box through the server answer', async () => {
    const c = start(video, { answers: [failure('http_402')] });
    await flushMacrotasks();
    c.decide(poor);
    c.actor.send({ type: 'content.watchPreview' });
    c.actor.send({ type: 'modals.result', id: 'video-with-player', confirmed: true });
    await flushMacrotasks();
    expect(c.purchase()).toBe('toppingUp');
    expect(c.to('modals').map((e) => ('id' in e ? e.id : null))).toEqual([
      'video-with-player',
      'not-enough-money',
    ]);
  });

  it('a guest without age check gets the age-check box; closing the player changes nothing', async () => {
    const c = start(video);
    await flushMacrotasks();
    c.decide(unverified);
    c.actor.send({ type: 'content.watchPreview' });
    c.actor.send({ type: 'modals.result', id: 'video-with-player', confirmed: true });
    expect(c.purchase()).toBe('checkingAge');
    c.actor.send({ type: 'modals.result', id: 'avs', confirmed: false });

    c.decide(allowed);
    c.actor.send({ type: 'content.watchPreview' });
    c.actor.send({ type: 'modals.result', id: 'video-with-player', confirmed: false });
    await flushMacrotasks();
    expect(c.purchase()).toBe('idle');
    expect(c.buys()).toBe(0);
  });

  it('a bought video is not bought again, and an album has no player', async () => {
    const c = start({ ...video, bought: true });
    await flushMacrotasks();
    c.decide(allowed);
    c.actor.send({ type: 'content.watchPreview' });
    c.actor.send({ type: 'modals.result', id: 'video-with-player', confirmed: true });
    await flushMacrotasks();
    expect(c.purchase()).toBe('idle');
    expect(c.buys()).toBe(0);

    const a = start(album);
    await flushMacrotasks();
    a.decide(allowed);
    a.actor.send({ type: 'content.watchPreview' });
    expect(a.purchase()).toBe('idle');
    expect(a.to('modals')).toEqual([]);
  });
});

describe('content machine: other buy failures', () => {
  it('keeps the failure code for the page and lets the guest try again', async () => {
    const c = start(video, { answers: [failure('network')] });
    await flushMacrotasks();
    c.decide(allowed);
    c.actor.send({ type: 'content.buy' });
    await flushMacrotasks();
    expect(selectBuyError(c.snapshot())).toBe('network');
    c.decide(allowed);
    c.actor.send({ type: 'content.buy' });
    expect(selectBuyError(c.snapshot())).toBeNull();
    await flushMacrotasks();
    expect(selectContentView(c.snapshot())).toMatchObject({ item: { bought: true } });
  });
});

describe('content machine: the whole video', () => {
  const playback = { src: '/media/content/video/5101/full.m3u8?key=1.ab' };
  const player = (c: ReturnType<typeof start>) => c.actor.system.get(CONTENT_PLAYER);

  it('plays once the purchase returns its playlist, and stops when the page closes', async () => {
    const c = start(video, { answers: [{ item: { ...video, bought: true, playback } }] });
    await flushMacrotasks();
    expect(selectWatchesWhole(c.snapshot())).toBe(false);
    expect(player(c)).toBeUndefined();

    c.decide(allowed);
    c.actor.send({ type: 'content.buy' });
    await flushMacrotasks();
    expect(selectWatchesWhole(c.snapshot())).toBe(true);
    expect(player(c)?.getSnapshot()).toMatchObject({
      value: 'loading',
      context: { src: playback.src, live: false },
    });

    c.actor.send({ type: 'content.close' });
    expect(player(c)).toBeUndefined();
  });

  it('a video opened already bought plays at once; a new page gets a fresh player', async () => {
    const c = start({ ...video, bought: true, playback });
    await flushMacrotasks();
    const first = player(c);
    expect(first?.getSnapshot().context).toMatchObject({ src: playback.src });
    c.actor.send({ type: 'content.open', kind: 'video', actorName: 'lanalove', id: video.id });
    await flushMacrotasks();
    expect(player(c)).toBeDefined();
    expect(player(c)).not.toBe(first);
  });
});
