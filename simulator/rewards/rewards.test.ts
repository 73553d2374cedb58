import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSimulator } from '../server.ts';
import { loginAs, restUrl, startTestSimulator, tempDir } from '../testing.ts';
import { eventsListSchema } from '../../services/rewards/schemas.ts';
import { print } from 'graphql';
import { REWARDS_DOCUMENTS as D } from '../../services/rewards/rewardsApi.ts';
import type {
  AttemptResult,
  Benefits,
  BonusCodeCheck,
  DailyBonusClaimResult,
  DailyBonusData,
  EventActionResult,
  EventPage,
  GameData,
  RedeemReply,
  RemainingBonusCode,
} from '../../machines/rewards/rewards.types.ts';

/** Each operation's data as the client reads it (services/rewards/schemas.ts checks the same). */
interface Data {
  benefits: { benefits: Benefits };
  game: { game: GameData };
  useAttempt: { useAttempt: AttemptResult | null };
  dailyBonus: { dailyBonus: DailyBonusData };
  claimDailyBonus: { claimDailyBonus: DailyBonusClaimResult };
  bonusCode: { bonusCode: BonusCodeCheck };
  remainingBonusCodes: { remainingBonusCodes: RemainingBonusCode[] };
  easterEvent: { easterEvent: EventPage };
  actorGiftCalendar: { actorGiftCalendar: EventPage };
  specialEventActivity: { specialEventActivity: EventActionResult };
}

/** A page of the kind the test asked for; another kind fails the test. */
function pageOf<K extends EventPage['kind']>(page: EventPage, kind: K) {
  expect(page.kind).toBe(kind);
  return page as Extract<EventPage, { kind: K }>;
}

describe('rewards simulator', () => {
  const dir = tempDir();
  let sim: RunningSimulator;
  let token: string;
  let cookie: string;
  beforeAll(async () => {
    sim = await startTestSimulator({ dataDir: dir.path });
    ({ accessToken: token, cookie } = await loginAs(sim, 'demo'));
  });
  afterAll(async () => {
    await sim.close();
    dir.remove();
  });

  /** Runs one of the client's own rewards operations (services/rewards/rewardsApi.ts). */
  const gql = async <K extends keyof Data & keyof typeof D>(
    operation: K,
    variables: Record<string, unknown> = {},
    bearer = token,
  ) => {
    const response = await fetch(`${sim.config.queryServiceUrl}?language=en&ver=t`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(bearer ? { authorization: `Bearer ${bearer}` } : {}),
      },
      body: JSON.stringify({ query: print(D[operation]), variables }),
    });
    const body = (await response.json()) as { data: Data[K]; errors?: { message: string }[] };
    return { status: response.status, body };
  };
  /** A REST call, its reply read as the type the client reads it by. */
  const post = async <T>(path: string, body: unknown) => {
    const response = await fetch(restUrl(sim, path, { access_token: token }), {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as T };
  };

  it('refuses the query service without a token', async () => {
    const { status, body } = await gql('benefits', {}, '');
    expect(status).toBe(401);
    expect(body.errors?.[0]?.message).toBe('Missing Vxql-Token');
  });

  it('spends a spin on the wheel and keeps the change in the store', async () => {
    const before = (await gql('benefits')).body.data.benefits.spinwheelSpins;
    const game = (await gql('game', { gameType: 'spinwheel' })).body.data.game;
    expect(game.guestInfo.attemptsLeftToday).toBe(before);
    const attempt = (await gql('useAttempt', { gameId: game.config.id })).body.data.useAttempt!;
    expect(attempt.errorMessage).toBeNull();
    const bonusSpins = attempt.reward?.type === 'SPINS' ? attempt.reward.value : 0;
    expect(attempt.guestInfo.attemptsLeftToday).toBe(before - 1 + bonusSpins);
    const after = (await gql('benefits')).body.data.benefits.spinwheelSpins;
    expect(after).toBe(before - 1 + bonusSpins);
  });

  it('answers an unknown game attempt with null', async () => {
    expect((await gql('useAttempt', { gameId: 999 })).body.data.useAttempt).toBeNull();
  });

  it('checks and redeems a bonus code once, with its benefits', async () => {
    const check = (await gql('bonusCode', { code: 'FREEMSG5' })).body.data.bonusCode;
    expect(check.canRedeem).toEqual({ success: true, reason: null });
    const messagesBefore = (await gql('benefits')).body.data.benefits.freeMessagesCount;
    const redeemed = await post<RedeemReply>('redeemBonus', { code: 'freemsg5' });
    expect(redeemed.body.success).toBe(true);
    expect(redeemed.body.bonus?.benefits.map((b) => b.kind)).toEqual([
      'FreeMessages',
      'VoucherVideo',
    ]);
    expect((await gql('benefits')).body.data.benefits.freeMessagesCount).toBe(messagesBefore + 5);
    const again = (await gql('bonusCode', { code: 'FREEMSG5' })).body.data.bonusCode;
    expect(again.canRedeem).toEqual({ success: false, reason: 'already_redeemed' });
    expect((await post<RedeemReply>('redeemBonus', { code: 'FREEMSG5' })).body.success).toBe(false);
    expect((await post<unknown>('redeemBonus', { code: '  ' })).status).toBe(400);
    const remaining = (await gql('remainingBonusCodes')).body.data.remainingBonusCodes;
    expect(remaining.map((r) => r.code)).not.toContain('FREEMSG5');
  });

  it('starts a demo account afresh on the dev reset: a redeemed code can be redeemed again', async () => {
    const reset = await fetch(`${sim.appUrl}/dev/rewards/reset?as=demo`, { method: 'POST' });
    expect(await reset.json()).toEqual({ success: true });
    const check = (await gql('bonusCode', { code: 'FREEMSG5' })).body.data.bonusCode;
    expect(check.canRedeem).toEqual({ success: true, reason: null });
    const unknown = await fetch(`${sim.appUrl}/dev/rewards/reset?as=nobody`, { method: 'POST' });
    expect(unknown.status).toBe(404);
  });

  it('refuses expired and unknown codes with a reason', async () => {
    const expired = (await gql('bonusCode', { code: 'OLD2020' })).body.data.bonusCode;
    expect(expired.canRedeem).toEqual({ success: false, reason: 'expired' });
    const unknown = (await gql('bonusCode', { code: 'NOPE' })).body.data.bonusCode;
    expect(unknown).toEqual({
      canRedeem: { success: false, reason: 'unknown_code' },
      bonusCode: null,
    });
  });

  it('collects the Easter egg of the day once, with its token', async () => {
    const page = pageOf(
      (await gql('easterEvent', { qmdate: '2026-04-05' })).body.data.easterEvent,
      'easter',
    );
    expect(page.event.egg?.verificationToken).toMatch(/^egg-/);
    const wrong = await post<EventActionResult>('specialevents/easter/collectEgg', {
      verificationToken: 'x',
      qmdate: '2026-04-05',
    });
    expect(wrong.body).toMatchObject({ success: false, reason: 'invalid_token' });
    const collected = await post<EventActionResult>('specialevents/easter/collectEgg', {
      verificationToken: page.event.egg?.verificationToken,
      qmdate: '2026-04-05',
    });
    expect(collected.body.success).toBe(true);
    const after = pageOf(collected.body.page, 'easter');
    expect(after.event.collectedEggs).toBe(page.event.collectedEggs + 1);
    expect(after.event.egg).toBeNull();
  });

  it('claims the daily bonus once and opens only today’s advent door', async () => {
    const data = (await gql('dailyBonus')).body.data.dailyBonus;
    const claim = (await gql('claimDailyBonus', { offerId: data.today!.id })).body.data
      .claimDailyBonus;
    expect(claim.success).toBe(true);
    expect(claim.offer?.purchased).toBe(true);
    const again = (await gql('claimDailyBonus', { offerId: data.today!.id })).body.data
      .claimDailyBonus;
    expect(again.errorCode).toBe('already_claimed');
    const notToday = await post<EventActionResult>('specialevents/adventcalendar', { day: 1 });
    expect(notToday.body).toMatchObject({ success: false, reason: 'not_today' });
    const today = await post<EventActionResult>('specialevents/adventcalendar', { day: 10 });
    expect(today.body.success).toBe(true);
  });

  const get = async <T>(path: string, query: Record<string, string> = {}) => {
    const response = await fetch(restUrl(sim, path, { access_token: token, ...query }));
    return { status: response.status, body: (await response.json()) as T };
  };

  it('names the Berlin date of the call on the calendars: the one door and gift day to claim', async () => {
    const advent = await get<EventPage>('specialevents/adventcalendar', { qmdate: '2026-12-05' });
    expect(pageOf(advent.body, 'advent').calendar.today).toBe('2026-12-05');
    const gifts = pageOf(
      (
        await gql('actorGiftCalendar', {
          actorName: 'LunaLove',
          qmdate: '2026-12-05',
        })
      ).body.data.actorGiftCalendar,
      'giftCalendar',
    );
    expect(gifts.calendar.today).toBe('2026-12-05');
    expect(gifts.calendar.days.map((d) => d.qmday)).toContain('2026-12-05');
  });

  it("names a known actor's gift calendar as the platform spells her, any other as asked", async () => {
    const nameOf = async (actorName: string) =>
      pageOf(
        (await gql('actorGiftCalendar', { actorName })).body.data.actorGiftCalendar,
        'giftCalendar',
      ).calendar.actorName;
    expect(await nameOf('lanalove')).toBe('LanaLove');
    expect(await nameOf('LanaLove')).toBe('LanaLove');
    expect(await nameOf('SomeActor')).toBe('SomeActor');
    expect(await nameOf('someactor')).toBe('someactor');
  });

  it.each([
    [40, 'Halloween'],
    [41, 'Wet and wild'],
    [42, 'Kick it 2025'],
    [43, 'Gold rush'],
  ])('runs event %i (%s) around today, claimable only with the points', async (id, name) => {
    const page = await get<EventPage>(`specialevents/getData/${id}`);
    expect(page.status).toBe(200);
    const event = pageOf(page.body, 'event').event;
    expect(event).toMatchObject({ id, name, points: 0 });
    expect(event.start < event.end).toBe(true);
    expect(event.activities.length).toBeGreaterThan(0);
    const first = [...event.rewards].sort((a, b) => a.requiredPoints - b.requiredPoints)[0]!;
    const early = await post<EventActionResult>(`specialevents/getReward/${id}`, {
      rewardId: first.id,
    });
    expect(early.body).toMatchObject({ success: false, reason: 'not_enough_points' });
    const activity = event.activities[0]!;
    let points = 0;
    for (let i = 0; i < activity.limitPerDay && points < first.requiredPoints; i += 1) {
      const done = (
        await gql('specialEventActivity', {
          eventId: id,
          activityId: activity.id,
        })
      ).body.data.specialEventActivity;
      expect(done.success).toBe(true);
      points = pageOf(done.page, 'event').event.points;
    }
    expect(points).toBeGreaterThanOrEqual(first.requiredPoints);
    const claimed = await post<EventActionResult>(`specialevents/getReward/${id}`, {
      rewardId: first.id,
    });
    expect(claimed.body.success).toBe(true);
  });

  it('lists the events around today: running ones with pages, ended and coming ones, to guests only', async () => {
    const list = await get<unknown>('specialevents/get/events');
    expect(list.status).toBe(200);
    const { today, events } = eventsListSchema.parse(list.body);
    const running = events.filter((e) => e.start <= today && today <= e.end).map((e) => e.id);
    expect(running).toEqual(expect.arrayContaining([22, 30, 7, 6, 40, 41, 42, 43]));
    expect(events.some((e) => e.end < today)).toBe(true);
    expect(events.some((e) => e.start > today)).toBe(true);
    for (const e of events)
      expect(e.start <= e.end && e.end <= e.rewardClaimEnd, e.name).toBe(true);
    // The list's dates are the event pages' own.
    const halloween = pageOf(
      (await get<EventPage>('specialevents/getData/40')).body,
      'event',
    ).event;
    expect(events.find((e) => e.id === 40)).toMatchObject({
      type: 'halloween',
      start: halloween.start,
      end: halloween.end,
      rewardClaimEnd: halloween.rewardClaimEnd,
    });
    const visitor = await fetch(restUrl(sim, 'specialevents/get/events', {}));
    expect(visitor.status).toBe(401);
  });

  it('sends the daily bonus event: a background it draws, and the redirect a dev control sets', async () => {
    const before = (await gql('dailyBonus')).body.data.dailyBonus.event;
    expect(before).toMatchObject({ redirect: null, hidesPage: false });
    expect(before.backgroundImage).toMatch(/^\/media\/rewards\/daily-bonus\/\w+\.svg$/);
    const image = await fetch(`${sim.appUrl}${before.backgroundImage}`);
    expect(image.headers.get('content-type')).toContain('image/svg+xml');
    expect(await image.text()).toMatch(/^<svg /);
    expect((await fetch(`${sim.appUrl}/media/rewards/daily-bonus/nope.svg`)).status).toBe(404);

    const bad = await fetch(`${sim.appUrl}/dev/rewards/dailyEvent?as=demo&redirect=javascript:x`, {
      method: 'POST',
    });
    expect(bad.status).toBe(400);
    const set = await fetch(
      `${sim.appUrl}/dev/rewards/dailyEvent?as=demo&redirect=/en/events/halloween/&hidesPage=true`,
      { method: 'POST' },
    );
    expect(set.ok).toBe(true);
    const after = (await gql('dailyBonus')).body.data.dailyBonus.event;
    expect(after).toMatchObject({ redirect: '/en/events/halloween/', hidesPage: true });
  });
});
