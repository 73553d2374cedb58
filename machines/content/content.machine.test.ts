import { describe, expect, it } from 'vitest';
import {
  createActor,
  enqueueActions,
  fromPromise,
  setup,
  type ActorRefFrom,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import type {
  GateAnswerEvent,
  GateAskEvent,
  GateUnwatchEvent,
  GateWatchEvent,
} from '../gating/gating.machine.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import type { PayTourOpenEvent } from '../shared/domainEvents.ts';
import type { Money } from '../shared/money.ts';
import { CONTENT_PLAYER, contentMachine } from './content.machine.ts';
import { CONTENT_ASKS, CONTENT_GATE_TICKETS } from './content.gate.ts';
import { CONTENT_SCRUB, type previewScrubMachine } from './previewScrub.machine.ts';
import type { playerMachine } from '../player/player.machine.ts';
import {
  selectBuyError,
  selectBuyGateReason,
  selectBuying,
  selectMediaAllowed,
  selectMediaGateReason,
  selectContentView,
  selectCanJoinVip30,
  selectCanUseVoucher,
  selectVip30Included,
  selectVouchersLeft,
  selectWatchesWhole,
} from './content.selectors.ts';
import { albumFacts } from './album.testing.ts';
import { contentInput, contentItem, VIDEO_5101_TRACKED } from './content.testing.ts';
import type {
  BuyDecision,
  ContentBuyCall,
  ContentBuyReply,
  ContentCall,
  ContentItem,
  GuestVoucher,
  VoucherCall,
} from './content.types.ts';
import { videoOffersMachine } from './videoOffers.machine.ts';
import { failureError } from '../../src/testing/failureError.ts';

const PREVIEW = {
  src: '/media/content/video/5101/preview.webm',
  poster: '/media/content/video/5101/1.svg',
};
const video = contentItem({ kind: 'video', id: 5101, preview: PREVIEW });
const album = contentItem({ kind: 'album', id: 6201, preview: null });
const euro = (value: number): Money => ({ value, currency: 'EUR' });
/** What the stand-in gate answers (the action is the ask's). */
type Decision = Omit<BuyDecision, 'action'>;
const allowed: Decision = { reason: null, open: null, balance: euro(20) };
const poor: Decision = {
  reason: 'needPurchase',
  open: { type: 'payTour.open', flow: 'moneycharge' },
  balance: euro(1),
};
const unverified: Decision = {
  reason: 'needAgeCheck',
  open: { type: 'payTour.open', flow: 'avs' },
  balance: euro(0),
};
const login: PayTourOpenEvent = { type: 'payTour.open', flow: 'login' };
/** The gate's word that the flow it opened for the purchase ended (and the facts followed). */
const resumed = (success: boolean, action: 'buy' | 'avsContent' = 'buy') =>
  ({
    type: 'gate.resumed',
    action,
    ticket: CONTENT_ASKS[action].open.ticket,
    success,
  }) as const;

/**
 * The content machine beside recorders under the system ids it talks to (modals, payTour, avs,
 * guest, incentives, consent); the buy call answers from `answers`, one per call.
 */
function start(
  item: ContentItem,
  options: {
    language?: 'en' | 'es';
    answers?: unknown[];
    videoRating?: AnyStateMachine;
    albumComments?: AnyStateMachine;
    /** The clock's reading and the guest's vouchers, for a video's buying options. */
    offers?: { now: number; vouchers: GuestVoucher[] };
    /** What loading the item again answers (a VIP30 offer after the VIP subscription). */
    reloaded?: ContentItem;
  } = {},
) {
  const told: { to: string; event: EventObject }[] = [];
  const answers = [...(options.answers ?? [])];
  let buys = 0;
  const paidWith: string[] = [];
  let vouchers = [...(options.offers?.vouchers ?? [])];
  // A logged-in guest's page asks the pay tour for a purchase kept over a login (`takeAct`):
  // recorded apart, so the tests below see only what the purchase tells.
  const actAsks: EventObject[] = [];
  const recorder = (to: string) =>
    setup({}).createMachine({
      on: {
        '*': {
          actions: ({ event }) =>
            event.type === 'payTour.takeAct' ? actAsks.push(event) : told.push({ to, event }),
        },
      },
    });
  const content = contentMachine.provide({
    actors: {
      loadItem: fromPromise<ContentItem, ContentCall>(() => Promise.resolve(item)),
      buyItem: fromPromise<ContentBuyReply, ContentBuyCall>(({ input }) => {
        buys += 1;
        paidWith.push(input.payWith);
        if (input.payWith === 'voucher')
          vouchers = vouchers.map((v) => (v.type === 1 ? { ...v, amount: v.amount - 1 } : v));
        const answer = answers.shift() ?? { item: { ...item, bought: true } };
        if (answer instanceof Error) return Promise.reject(answer);
        if ((answer as { code?: string }).code) return Promise.reject(failureError(answer));
        return Promise.resolve(answer as ContentBuyReply);
      }),
      ...(options.videoRating ? { videoRating: options.videoRating as never } : {}),
      ...(options.albumComments ? { albumComments: options.albumComments as never } : {}),
      ...(options.reloaded
        ? {
            reloadItem: fromPromise<ContentItem, ContentCall>(() =>
              Promise.resolve(options.reloaded!),
            ),
          }
        : {}),
      ...(options.offers
        ? {
            videoOffers: videoOffersMachine.provide({
              actors: {
                readClock: fromPromise<number, void>(() => Promise.resolve(options.offers!.now)),
                loadVouchers: fromPromise<GuestVoucher[], VoucherCall>(() =>
                  Promise.resolve(vouchers),
                ),
              },
            }),
          }
        : {}),
    },
  });
  const others = ['modals', 'payTour', 'avs', 'guest', 'incentives', 'consent'] as const;
  // The gate stands in with the decision a test sets (`decide`), answered to the asker at once
  // (asks and standing asks alike); what it was asked is recorded as told to `gating`.
  let decision: Decision = { reason: null, open: null, balance: null };
  const gating = setup({
    types: { events: {} as GateAskEvent | GateWatchEvent | GateUnwatchEvent },
  }).createMachine({
    on: {
      '*': {
        actions: enqueueActions(({ event, enqueue, system }) => {
          told.push({ to: 'gating', event });
          if (event.type === 'gate.unwatch') return;
          // The platform's refusal told with the ask stands, as at the real gate.
          const refused = event.type === 'gate.ask' ? event.refused : undefined;
          const decided: Decision = refused
            ? {
                ...decision,
                reason: refused,
                open: {
                  type: 'payTour.open',
                  flow: refused === 'needAgeCheck' ? 'avs' : 'moneycharge',
                },
              }
            : decision;
          const answer: GateAnswerEvent = {
            type: 'gate.answer',
            action: event.action,
            ticket: event.ticket ?? null,
            allowed: decided.reason === null,
            ...decided,
          };
          enqueue.sendTo(system.get(event.replyTo), answer);
        }),
      },
    },
  });
  const parent = createActor(
    setup({
      actors: {
        content,
        gating,
        ...Object.fromEntries(others.map((id) => [id, recorder(id)])),
      },
    }).createMachine({
      invoke: [
        {
          id: 'content',
          systemId: 'content',
          src: 'content',
          input: contentInput(options.language),
        },
        { id: 'gating', systemId: 'gating', src: 'gating' },
        ...others.map((id) => ({ id, systemId: id, src: id })),
      ] as never,
    }),
  );
  parent.start();
  const actor = parent.system.get('content') as ActorRefFrom<typeof contentMachine>;
  actor.send({ type: 'content.open', kind: item.kind, actorName: 'lanalove', id: item.id });
  return {
    actor,
    told,
    actAsks,
    /** What the gate answers from now on. */
    decide: (next: Decision) => void (decision = next),
    buys: () => buys,
    /** How each purchase was paid, in order. */
    paidWith: () => paidWith,
    snapshot: () => actor.getSnapshot(),
    /** What the machine told one system since the page opened (the profile visit left out). */
    to: (system: string) => told.filter((t) => t.to === system).map((t) => t.event),
    /** The asks of the gate (standing asks left out). */
    asks: () =>
      told
        .filter((t) => t.to === 'gating' && t.event.type === 'gate.ask')
        .map((t) => t.event as GateAskEvent),
    /** The last ask that has the gate open what stands in the way (`openFlow`), its boxes. */
    opened: () => {
      const ask = told
        .filter((t) => t.to === 'gating' && t.event.type === 'gate.ask')
        .map((t) => t.event as GateAskEvent)
        .findLast((a) => a.openFlow === true);
      return ask?.openFlow === true ? ask : null;
    },
    purchase: () =>
      (actor.getSnapshot().value as { shown?: { purchase: string } }).shown?.purchase ?? null,
  };
}

const failure = (code: string) => ({ message: '', code });

/** What the page tracked through consent (the profile visit left out). */
const tracked = (c: ReturnType<typeof start>) =>
  c.to('consent').filter((e) => e.type === 'tracking.track');

describe('content machine: purchases tracked (seed 000 §3 video, image_album)', () => {
  it('tracks a bought video and a bought album once each, and nothing refused or failed', async () => {
    const v = start(video);
    await flushMacrotasks();
    v.decide(allowed);
    v.actor.send({ type: 'ui.buy' });
    await flushMacrotasks();
    expect(tracked(v)).toEqual([VIDEO_5101_TRACKED]);

    const a = start(album, { answers: [failure('network')] });
    await flushMacrotasks();
    a.decide(poor);
    a.actor.send({ type: 'ui.buy' });
    a.actor.send(resumed(false));
    a.decide(allowed);
    a.actor.send({ type: 'ui.buy' });
    await flushMacrotasks();
    expect(a.buys()).toBe(1);
    expect(tracked(a)).toEqual([]);
    a.actor.send({ type: 'ui.buy' });
    await flushMacrotasks();
    expect(tracked(a)).toMatchObject([{ eventContext: 'image_album', eventData: { id: 6201 } }]);
  });
});

describe('content machine: the not-enough-money box, opened by the gate', () => {
  it('goes with the ask, with the price and the balance; once the top-up went through the purchase goes on', async () => {
    const c = start(video);
    await flushMacrotasks();
    c.decide(poor);
    c.actor.send({ type: 'ui.buy' });
    expect(c.purchase()).toBe('restricted');
    expect(c.opened()).toMatchObject({
      action: 'buy',
      price: euro(4.99),
      boxes: {
        needPurchase: { id: 'not-enough-money', props: { price: '4,99 €', balance: '1,00 €' } },
      },
    });
    // The gate opens the box, which hands over to the pay tour: content opens neither.
    expect(c.to('modals')).toEqual([]);
    expect(c.to('payTour')).toEqual([]);
    expect(c.buys()).toBe(0);

    // The top-up went through and the balance followed: the gate resumes the purchase.
    c.decide(allowed);
    c.actor.send(resumed(true));
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
    c.actor.send({ type: 'ui.buy' });
    // Another ask's resumption, or a box's answer, is not this one's.
    c.actor.send({ ...resumed(true), ticket: 'content.vipFlow', action: 'vipContent' });
    c.actor.send({ type: 'modals.result', id: 'not-enough-money', confirmed: true });
    expect(c.purchase()).toBe('restricted');
    c.actor.send(resumed(false));
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
    c.actor.send({ type: 'ui.buy' });
    await flushMacrotasks();
    expect(c.purchase()).toBe('restricted');
    expect(selectBuyError(c.snapshot())).toBeNull();
    // The platform's refusal goes with the ask: the gate's facts may be older.
    expect(c.opened()).toMatchObject({
      refused: 'needPurchase',
      boxes: { needPurchase: { props: { price: '4,99 €', balance: '5,50 €' } } },
    });
    c.actor.send(resumed(true));
    await flushMacrotasks();
    expect(c.buys()).toBe(2);
    expect(selectContentView(c.snapshot())).toMatchObject({ item: { bought: true } });
    // Asked again after the flow: the refusal is not told a second time.
    expect(c.asks().at(-1)).not.toHaveProperty('refused');
  });

  it('shows the price in coins for a coin balance (4 per euro, rounded up)', async () => {
    const c = start(video);
    await flushMacrotasks();
    c.decide({ ...poor, balance: { value: 12, currency: 'VXC' } });
    c.actor.send({ type: 'ui.buy' });
    expect(c.opened()?.boxes?.needPurchase).toMatchObject({
      props: { price: '20 Coins', balance: '12 Coins' },
    });
  });

  it('tells the incentives about an album purchase attempt, short of money too', async () => {
    const c = start(album);
    await flushMacrotasks();
    c.decide(poor);
    c.actor.send({ type: 'ui.buy' });
    expect(c.to('incentives')).toEqual([
      { type: 'incentives.eventOccurred', event: 'buyImageAlbum', albumId: 6201 },
    ]);
    expect(c.purchase()).toBe('restricted');
  });
});

describe('content machine: the age-check box, opened by the gate', () => {
  it.each([
    ['en', 'avs'],
    ['es', 'es-avs'],
  ] as const)(
    'on a %s page a buy needing the age check has the gate open %s, awaits the acceptance and buys after it',
    async (language, id) => {
      const c = start(video, { language });
      await flushMacrotasks();
      c.decide(unverified);
      c.actor.send({ type: 'ui.buy' });
      expect(c.purchase()).toBe('restricted');
      expect(c.to('avs')).toEqual([
        { type: 'guest.awaitUpdate', update: 'avs', replyTo: 'content' },
      ]);
      expect(c.opened()?.boxes?.needAgeCheck).toEqual({ id });
      expect(c.to('modals')).toEqual([]);
      expect(c.to('payTour')).toEqual([]);
      // The acceptance arrives for content (no reload); the gate resumes the purchase.
      c.actor.send({ type: 'guest.updateArrived', update: 'avs', push: {} });
      expect(c.purchase()).toBe('restricted');
      c.decide(allowed);
      c.actor.send(resumed(true));
      await flushMacrotasks();
      expect(c.buys()).toBe(1);
      expect(selectContentView(c.snapshot())).toMatchObject({ item: { bought: true } });
    },
  );

  it('opens from the gated media button, and a visitor is sent to the login instead', async () => {
    const c = start(video);
    await flushMacrotasks();
    c.decide({ reason: 'needAgeCheck', open: unverified.open, balance: null });
    c.actor.send({ type: 'ui.verifyAge' });
    expect(c.opened()).toMatchObject({
      action: 'avsContent',
      boxes: { needAgeCheck: { id: 'avs' } },
    });
    c.actor.send(resumed(false, 'avsContent'));
    expect(c.purchase()).toBe('idle');

    c.decide({ reason: 'needLogin', open: login, balance: null });
    c.actor.send({ type: 'ui.verifyAge' });
    expect(c.purchase()).toBe('restricted');
    // The gate opens the login (asked again with `openFlow`); content never opens it itself.
    expect(c.to('payTour')).toEqual([]);
    expect(c.asks().at(-1)).toMatchObject({
      type: 'gate.ask',
      action: 'avsContent',
      replyTo: 'content',
      ticket: CONTENT_ASKS.avsContent.open.ticket,
      openFlow: true,
    });
    c.actor.send(resumed(false, 'avsContent'));
    expect(c.purchase()).toBe('idle');
    // Nothing in the way: nothing to open.
    c.decide({ reason: null, open: null, balance: null });
    c.actor.send({ type: 'ui.verifyAge' });
    expect(c.purchase()).toBe('idle');
  });

  it('opens when the server answers the buy with a missing age check', async () => {
    const c = start(video, { answers: [failure('http_403')] });
    await flushMacrotasks();
    c.decide(allowed);
    c.actor.send({ type: 'ui.buy' });
    await flushMacrotasks();
    expect(c.purchase()).toBe('restricted');
    expect(c.opened()).toMatchObject({
      refused: 'needAgeCheck',
      boxes: { needAgeCheck: { id: 'avs' } },
    });
    expect(c.to('avs')).toEqual([{ type: 'guest.awaitUpdate', update: 'avs', replyTo: 'content' }]);
  });

  it('with login turned off, a visitor is offered nothing and the page stays', async () => {
    const c = start(video);
    await flushMacrotasks();
    c.decide({ reason: 'needLogin', open: null, balance: null });
    c.actor.send({ type: 'ui.buy' });
    expect(c.purchase()).toBe('idle');
    expect(c.told.filter((t) => t.to !== 'consent' && t.to !== 'gating')).toEqual([]);
    expect(c.asks().filter((a) => a.openFlow)).toEqual([]);
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
    expect(c.purchase()).toBe('restricted');
    expect(c.to('modals').map((e) => ('id' in e ? e.id : null))).toEqual(['video-with-player']);
    expect(c.opened()?.boxes?.needPurchase).toMatchObject({ id: 'not-enough-money' });
  });

  it('a guest without age check gets the age-check box; closing the player changes nothing', async () => {
    const c = start(video);
    await flushMacrotasks();
    c.decide(unverified);
    c.actor.send({ type: 'content.watchPreview' });
    c.actor.send({ type: 'modals.result', id: 'video-with-player', confirmed: true });
    expect(c.purchase()).toBe('restricted');
    c.actor.send(resumed(false));

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
    c.actor.send({ type: 'ui.buy' });
    await flushMacrotasks();
    expect(selectBuyError(c.snapshot())).toBe('network');
    c.decide(allowed);
    c.actor.send({ type: 'ui.buy' });
    expect(selectBuyError(c.snapshot())).toBeNull();
    await flushMacrotasks();
    expect(selectContentView(c.snapshot())).toMatchObject({ item: { bought: true } });
  });
});

describe('content machine: the whole video', () => {
  const playback = { src: '/media/content/video/5101/full.m3u8?key=1.ab' };
  const player = (c: ReturnType<typeof start>) =>
    c.actor.system.get(CONTENT_PLAYER) as ActorRefFrom<typeof playerMachine> | undefined;

  it('plays once the purchase returns its playlist, and stops when the page closes', async () => {
    const c = start(video, { answers: [{ item: { ...video, bought: true, playback } }] });
    await flushMacrotasks();
    expect(selectWatchesWhole(c.snapshot())).toBe(false);
    expect(player(c)).toBeUndefined();

    c.decide(allowed);
    c.actor.send({ type: 'ui.buy' });
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

  it('plays from the moment the guest chose on the preview thumbnails; a preview stays a preview', async () => {
    const choose = (c: ReturnType<typeof start>) =>
      (
        c.actor.system.get(CONTENT_SCRUB) as ActorRefFrom<typeof previewScrubMachine> | undefined
      )?.send({ type: 'ui.scrubChosen', slot: 6, videoId: video.id, duration: 60 });
    const preview = start(video);
    await flushMacrotasks();
    expect(preview.actor.system.get(CONTENT_SCRUB)).toBeDefined();
    choose(preview);
    expect(player(preview)).toBeUndefined();
    expect(preview.snapshot().matches({ shown: { watch: 'locked' } })).toBe(true);

    const c = start({ ...video, bought: true, playback });
    await flushMacrotasks();
    choose(c);
    // Slot 6 of the 12 of a one-minute video: 0:30.
    expect(player(c)?.getSnapshot().context.seek).toEqual({ to: 30, n: 1 });
  });
});

describe('content machine: the gate opens what comes first, and the purchase resumes', () => {
  it('a visitor: the gate opens the login, and after it succeeds the item is bought', async () => {
    const c = start(video);
    await flushMacrotasks();
    c.decide({ reason: 'needLogin', open: login, balance: null });
    c.actor.send({ type: 'ui.buy' });
    expect(c.purchase()).toBe('restricted');
    expect(c.asks().map((a) => [a.action, a.ticket ?? null, a.openFlow ?? false])).toEqual([
      ['buy', CONTENT_ASKS.buy.decide.ticket, false],
      ['buy', CONTENT_ASKS.buy.open.ticket, true],
    ]);
    expect(c.to('modals')).toEqual([]);
    expect(c.buys()).toBe(0);

    // The login succeeded: the gate's facts now let the purchase through.
    c.decide(allowed);
    c.actor.send(resumed(true));
    expect(selectBuying(c.snapshot())).toBe(true);
    await flushMacrotasks();
    expect(c.buys()).toBe(1);
    expect(selectContentView(c.snapshot())).toMatchObject({ item: { bought: true } });
  });

  it('one path for every guest: the visitor, the unverified guest and the one short of money each have the gate open what stands in the way', async () => {
    for (const decision of [
      { reason: 'needLogin', open: login, balance: null } as const,
      unverified,
      poor,
    ]) {
      const c = start(video);
      await flushMacrotasks();
      c.decide(decision);
      c.actor.send({ type: 'ui.buy' });
      expect(c.purchase()).toBe('restricted');
      expect(c.asks().map((a) => [a.ticket ?? null, a.openFlow ?? false])).toEqual([
        [CONTENT_ASKS.buy.decide.ticket, false],
        [CONTENT_ASKS.buy.open.ticket, true],
      ]);
      // Content opens nothing itself: the gate opens the flow, or content's box for it.
      expect(c.to('modals')).toEqual([]);
      expect(c.to('payTour')).toEqual([]);
      // Through, and the facts followed: the gate resumes, and the purchase goes on.
      c.decide(allowed);
      c.actor.send(resumed(true));
      await flushMacrotasks();
      expect(c.buys()).toBe(1);
    }
  });

  it('after the login the purchase goes on to a box of its own, or is given up', async () => {
    const c = start(video);
    await flushMacrotasks();
    c.decide({ reason: 'needLogin', open: login, balance: null });
    c.actor.send({ type: 'ui.buy' });
    // Logged in, but short of money: the top-up box, then the purchase.
    c.decide(poor);
    c.actor.send(resumed(true));
    expect(c.purchase()).toBe('restricted');
    expect(c.opened()?.boxes?.needPurchase).toMatchObject({ id: 'not-enough-money' });
    c.decide(allowed);
    c.actor.send(resumed(true));
    await flushMacrotasks();
    expect(c.buys()).toBe(1);

    const d = start(video);
    await flushMacrotasks();
    d.decide({ reason: 'needLogin', open: login, balance: null });
    d.actor.send({ type: 'ui.buy' });
    // The page is leaving for the login's reload: still a visitor, nothing is opened twice.
    d.actor.send(resumed(true));
    expect(d.purchase()).toBe('idle');
    expect(d.asks().filter((a) => a.openFlow)).toHaveLength(1);
    // A closed flow gives the purchase up.
    d.actor.send({ type: 'ui.buy' });
    d.actor.send(resumed(false));
    expect(d.purchase()).toBe('idle');
    expect(d.buys()).toBe(0);
  });

  it('holds the standing answers for the shown item: the label and the gated media', async () => {
    const c = start(video);
    await flushMacrotasks();
    expect(c.to('gating').filter((e) => e.type === 'gate.watch')).toEqual([
      {
        type: 'gate.watch',
        action: 'buy',
        price: video.price,
        replyTo: 'content',
        ticket: CONTENT_GATE_TICKETS.buy,
      },
      {
        type: 'gate.watch',
        action: 'avsContent',
        replyTo: 'content',
        ticket: CONTENT_GATE_TICKETS.media,
      },
    ]);
    expect(selectBuyGateReason(c.snapshot())).toBeNull();
    expect(selectMediaAllowed(c.snapshot())).toBe(true);

    // The facts changed (the gate answers a standing ask again): the page follows.
    const answer = (ticket: string, reason: 'needLogin' | 'needPurchase') =>
      c.actor.send({
        type: 'gate.answer',
        action: ticket === CONTENT_GATE_TICKETS.buy ? 'buy' : 'avsContent',
        ticket,
        allowed: false,
        reason,
        open: null,
        balance: null,
      });
    answer(CONTENT_GATE_TICKETS.buy, 'needPurchase');
    answer(CONTENT_GATE_TICKETS.media, 'needLogin');
    expect(selectBuyGateReason(c.snapshot())).toBe('needPurchase');
    expect(selectMediaAllowed(c.snapshot())).toBe(false);
    expect(selectMediaGateReason(c.snapshot())).toBe('needLogin');
    // A standing answer is no answer to a press: the purchase stays idle.
    expect(c.purchase()).toBe('idle');

    c.actor.send({ type: 'content.close' });
    expect(c.to('gating').filter((e) => e.type === 'gate.unwatch')).toEqual([
      { type: 'gate.unwatch', replyTo: 'content', ticket: CONTENT_GATE_TICKETS.buy },
      { type: 'gate.unwatch', replyTo: 'content', ticket: CONTENT_GATE_TICKETS.media },
    ]);
    expect(c.snapshot().context.gates).toEqual({ buy: null, media: null, vip: null });
  });
});

/** A child that breaks as it starts (a bug in it). */
const brokenChild = (message: string) =>
  setup({}).createMachine({
    entry: () => {
      throw new Error(message);
    },
  });

describe('content machine: a broken rating', () => {
  it('takes only the rating away; the video page stays and can be bought', async () => {
    const page = start(video, { videoRating: brokenChild('rating broke') });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.actor.getSnapshot().status).toBe('active');
    expect(page.snapshot().matches({ shown: { rating: 'none' } })).toBe(true);
  });
});

describe('content machine: a broken album child', () => {
  it('takes only the album’s comments and likes away; the album page stays and can be bought', async () => {
    const page = start(album, { albumComments: brokenChild('comments broke') });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.actor.getSnapshot().status).toBe('active');
    expect(page.snapshot().matches({ shown: { rating: 'none' } })).toBe(true);
    expect(page.snapshot().children['content.albumRating']).toBeUndefined();
  });

  it('gives an album its comments and likes beside the page, from the album’s facts', async () => {
    const page = start({ ...album, album: albumFacts() });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(page.snapshot().matches({ shown: { rating: 'album' } })).toBe(true);
    const comments = page.snapshot().children['content.albumComments'];
    expect((comments?.getSnapshot() as { context: unknown }).context).toMatchObject({
      total: 7,
      canComment: true,
    });
  });
});

describe('content machine: the video buying options', () => {
  const NOON = Date.UTC(2026, 0, 11, 12);
  const daily = contentItem({
    kind: 'video',
    id: 5104,
    dailyBonusPrice: { value: 1.99, currency: 'EUR', day: '2026-01-11' },
  });

  it('asks the gate at the daily-bonus price on its day, and the regular price the day after', async () => {
    const today = start(daily, { offers: { now: NOON, vouchers: [] } });
    await flushMacrotasks();
    today.decide(allowed);
    today.actor.send({ type: 'ui.buy' });
    expect(today.asks().at(-1)?.price).toEqual({ value: 1.99, currency: 'EUR' });
    // The buy button's standing answer is asked again once the day is known, at that price.
    const watches = today.to('gating').filter((e) => e.type === 'gate.watch') as GateWatchEvent[];
    expect(watches.filter((w) => w.ticket === CONTENT_GATE_TICKETS.buy).at(-1)?.price).toEqual({
      value: 1.99,
      currency: 'EUR',
    });

    const tomorrow = start(daily, { offers: { now: NOON + 86_400_000, vouchers: [] } });
    await flushMacrotasks();
    tomorrow.decide(allowed);
    tomorrow.actor.send({ type: 'ui.buy' });
    expect(tomorrow.asks().at(-1)?.price).toEqual({ value: 4.99, currency: 'EUR' });
  });

  it('buys with a video voucher through the gate (no money asked), and the vouchers load again', async () => {
    const c = start(video, {
      offers: { now: NOON, vouchers: [{ type: 1, amount: 2, actorName: null }] },
    });
    await flushMacrotasks();
    expect(c.snapshot().context.vouchers).toBe(2);
    c.decide(allowed);
    c.actor.send({ type: 'ui.buyWithVoucher' });
    expect(c.asks().at(-1)).toMatchObject({
      action: 'buy',
      price: { value: 0, currency: 'EUR' },
    });
    await flushMacrotasks();
    expect(c.paidWith()).toEqual(['voucher']);
    expect(c.snapshot().context.item?.bought).toBe(true);
    expect(tracked(c)).toMatchObject([
      { eventContext: 'video', eventData: { amount: 0, payWith: 'voucher' } },
    ]);
    // No balance to reload: the vouchers are counted again, one fewer.
    expect(c.to('guest')).toEqual([]);
    await flushMacrotasks();
    expect(c.snapshot().context.vouchers).toBe(1);
  });

  it('counts the vouchers left from the first view, and one fewer after one is used', async () => {
    const c = start(video, {
      offers: { now: NOON, vouchers: [{ type: 1, amount: 2, actorName: null }] },
    });
    await flushMacrotasks();
    expect(selectVouchersLeft(c.snapshot())).toBe(2);
    c.decide(allowed);
    c.actor.send({ type: 'ui.buyWithVoucher' });
    await flushMacrotasks();
    await flushMacrotasks();
    expect(selectVouchersLeft(c.snapshot())).toBe(1);
    const none = start(video, { offers: { now: NOON, vouchers: [] } });
    await flushMacrotasks();
    expect(selectVouchersLeft(none.snapshot())).toBeNull();
  });

  it('offers no voucher without one, nor to an album', async () => {
    const none = start(video, {
      offers: { now: NOON, vouchers: [{ type: 4, amount: 1, actorName: null }] },
    });
    await flushMacrotasks();
    expect(none.snapshot().context.vouchers).toBe(0);
    expect(none.snapshot().can({ type: 'ui.buyWithVoucher' })).toBe(false);
    const album = start(contentItem({ kind: 'album', id: 6201 }));
    await flushMacrotasks();
    expect(album.snapshot().can({ type: 'ui.buyWithVoucher' })).toBe(false);
  });

  const vip = contentItem({ kind: 'video', id: 5105, isVip30Offer: true });
  const vipabo = { type: 'payTour.open', flow: 'vipabo' } as const;

  it('a VIP30 offer: the gate opens the VIP subscription, and after it the video loads again to be watched', async () => {
    const playback = { src: '/media/content/video/5105/full.m3u8?key=1.ab' };
    const c = start(vip, { reloaded: { ...vip, playback } });
    await flushMacrotasks();
    // The standing answer about watching it as a VIP30 subscriber is held for the page.
    c.decide({ reason: 'needAbo', open: vipabo, balance: null });
    c.actor.send({ type: 'ui.joinVip30' });
    expect(c.asks().map((ask) => [ask.action, ask.openFlow ?? false])).toEqual([
      ['vipContent', false],
      ['vipContent', true],
    ]);
    expect(c.purchase()).toBe('restricted');
    c.actor.send({
      type: 'gate.resumed',
      action: 'vipContent',
      ticket: CONTENT_ASKS.vipContent.open.ticket,
      success: true,
    });
    expect(c.purchase()).toBe('reloading');
    await flushMacrotasks();
    expect(c.purchase()).toBe('idle');
    expect(c.snapshot().matches({ shown: { watch: 'watching' } })).toBe(true);
    expect(c.buys()).toBe(0);
  });

  it('a VIP30 subscriber has nothing to buy of a VIP30 offer: it plays whole, no price, no voucher', async () => {
    const playback = { src: '/media/content/video/5105/full.m3u8?key=1.ab' };
    const c = start(
      { ...vip, playback },
      { offers: { now: NOON, vouchers: [{ type: 1, amount: 2, actorName: null }] } },
    );
    await flushMacrotasks();
    const shown = c.snapshot();
    expect(selectVip30Included(shown)).toBe(true);
    expect(selectWatchesWhole(shown)).toBe(true);
    expect(shown.can({ type: 'ui.buy' })).toBe(false);
    expect(selectCanUseVoucher(shown)).toBe(false);
    // It plays already: Watch has nothing more to do.
    expect(selectCanJoinVip30(shown)).toBe(false);
    // Her vouchers stay hers, and are still counted.
    expect(selectVouchersLeft(shown)).toBe(2);
    c.actor.send({ type: 'ui.buy' });
    c.actor.send({ type: 'ui.buyWithVoucher' });
    expect(c.purchase()).toBe('idle');
    expect(c.asks()).toEqual([]);
  });

  it('a VIP30 subscriber whose offer came without its playlist presses Watch: it loads again and plays', async () => {
    const playback = { src: '/media/content/video/5105/full.m3u8?key=1.ab' };
    const c = start(vip, { reloaded: { ...vip, playback } });
    await flushMacrotasks();
    expect(selectVip30Included(c.snapshot())).toBe(true);
    expect(selectCanJoinVip30(c.snapshot())).toBe(true);
    c.actor.send({ type: 'ui.joinVip30' });
    await flushMacrotasks();
    expect(selectWatchesWhole(c.snapshot())).toBe(true);
    expect(c.buys()).toBe(0);
  });

  it('a guest who is no VIP30 subscriber keeps the buying options and the offer', async () => {
    const c = start(vip, {
      offers: { now: NOON, vouchers: [{ type: 1, amount: 1, actorName: null }] },
    });
    c.decide({ reason: 'needAbo', open: vipabo, balance: euro(20) });
    await flushMacrotasks();
    expect(selectVip30Included(c.snapshot())).toBe(false);
    expect(c.snapshot().can({ type: 'ui.buy' })).toBe(true);
    expect(selectCanUseVoucher(c.snapshot())).toBe(true);
    expect(selectCanJoinVip30(c.snapshot())).toBe(true);
  });

  it('a VIP30 subscriber is let through at once; a video that is no VIP30 offer ignores the intent', async () => {
    const c = start(vip, { reloaded: vip });
    await flushMacrotasks();
    c.decide(allowed);
    expect(c.snapshot().context.gates.vip).toEqual({ allowed: true, reason: null });
    c.actor.send({ type: 'ui.joinVip30' });
    expect(c.purchase()).toBe('reloading');
    const plain = start(video);
    await flushMacrotasks();
    expect(plain.snapshot().can({ type: 'ui.joinVip30' })).toBe(false);
    expect(plain.snapshot().context.gates.vip).toBeNull();
  });
});

describe("content machine: a visitor's purchase survives the login's reload", () => {
  it('goes with the ask that opens the login, and the page shown again after it takes it back and buys', async () => {
    const before = start(video);
    await flushMacrotasks();
    before.decide({ reason: 'needLogin', open: login, balance: null });
    before.actor.send({ type: 'ui.buy' });
    expect(before.asks().at(-1)).toMatchObject({
      openFlow: true,
      loginAction: {
        type: 'resumeAct',
        params: {
          act: { client: 'content', name: 'buy', target: 'video:5101', data: { payment: 'money' } },
        },
      },
    });

    // After the reload: the logged-in guest's page asks for an act kept for the video.
    const after = start(video);
    await flushMacrotasks();
    expect(after.actAsks).toEqual([
      { type: 'payTour.takeAct', replyTo: 'content', target: 'video:5101' },
    ]);
    after.decide(allowed);
    // Another act, or one not to carry out, buys nothing.
    after.actor.send({ type: 'payTour.actTaken', act: null, shouldOpen: false });
    after.actor.send({
      type: 'payTour.actTaken',
      act: { client: 'content', name: 'buy', target: 'video:5101', data: { payment: 'money' } },
      shouldOpen: false,
    });
    expect(after.purchase()).toBe('idle');
    after.actor.send({
      type: 'payTour.actTaken',
      act: { client: 'content', name: 'buy', target: 'video:5101', data: { payment: 'money' } },
      shouldOpen: true,
    });
    await flushMacrotasks();
    expect(after.buys()).toBe(1);
    expect(after.paidWith()).toEqual(['money']);
  });
});
