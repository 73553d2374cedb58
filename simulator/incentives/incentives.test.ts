import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatorContext } from '../context.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { Store } from '../store/index.ts';
import { openTestStore, tempDir } from '../testing.ts';
import { WELCOME_OFFER_SECONDS } from './catalog.ts';
import { registerIncentivesSimulator } from './index.ts';

const data = tempDir('incentives-sim-');
let store: Store;
let app: FastifyInstance;
let clock = Date.UTC(2026, 10, 22, 8, 0, 0);

beforeAll(async () => {
  store = openTestStore(data.path, () => clock);
  app = Fastify();
  const ctx = { store, distDir: '', runtime: () => ({}) } as unknown as SimulatorContext;
  registerIncentivesSimulator(app, ctx, {} as RealtimeHub, () => clock);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  store.close();
  data.remove();
});

const tokenOf = (login: string | null) => {
  const account = login === null ? null : store.accounts.findByLogin(login)!;
  return store.sessions.create(account?.id ?? null).accessToken;
};
const post = (path: string, token: string, payload: unknown) =>
  app.inject({
    method: 'POST',
    url: `/rest/v1/${path}?language=en&ver=t&access_token=${token}`,
    payload: payload as object,
  });
const pageLoad = async (token: string, routeName: string) => {
  const response = await post('page-load-incentives', token, { routeName, routeArgs: '{}' });
  expect(response.statusCode).toBe(200);
  return response.json<{
    success: boolean;
    data: { incentives: { id: string; countdown: number | null }[] };
  }>();
};

describe('conversion simulator', () => {
  it('offers a new guest the welcome top-up with a countdown that runs from the first sight', async () => {
    const token = tokenOf('newbie');
    const first = await pageLoad(token, 'home');
    expect(first.success).toBe(true);
    const welcome = first.data.incentives.find((each) => each.id === 'welcome-topup');
    expect(welcome?.countdown).toBe(WELCOME_OFFER_SECONDS);
    clock += 60_000;
    const later = await pageLoad(token, 'home');
    expect(later.data.incentives.find((each) => each.id === 'welcome-topup')?.countdown).toBe(
      WELCOME_OFFER_SECONDS - 60,
    );
    // VIP30 for a guest who is not VIP, the refill reminder with an empty balance.
    expect(later.data.incentives.map((each) => each.id)).toEqual(
      expect.arrayContaining(['vip30', 'refill']),
    );
  });

  it('offers no VIP30 to a VIP and nothing timed to a paying guest', async () => {
    const ids = (await pageLoad(tokenOf('vip'), 'home')).data.incentives.map((each) => each.id);
    expect(ids).not.toContain('vip30');
    expect(ids).not.toContain('welcome-topup');
  });

  it('keeps a closed incentive closed for that guest', async () => {
    const token = tokenOf('demo');
    expect((await pageLoad(token, 'home')).data.incentives.map((each) => each.id)).toContain(
      'vip30',
    );
    const closed = await post('close-incentive', token, {
      result: 'dismissed',
      incentive: { id: 'vip30' },
    });
    expect(closed.json()).toEqual({ data: { success: true } });
    expect((await pageLoad(token, 'home')).data.incentives.map((each) => each.id)).not.toContain(
      'vip30',
    );
  });

  it('hides the refill window for its interval in days', async () => {
    const token = tokenOf('newbie');
    const hidden = await post('set-refill-window-hidden', token, {
      incentiveType: 'refill',
      interval: 1,
    });
    expect(hidden.json()).toEqual({ data: { success: true } });
    expect((await pageLoad(token, 'home')).data.incentives.map((each) => each.id)).not.toContain(
      'refill',
    );
    clock += 86_400_000 + 1000;
    expect((await pageLoad(token, 'home')).data.incentives.map((each) => each.id)).toContain(
      'refill',
    );
  });

  it('turns a visitor signup offer into a login offer once they say they have an account', async () => {
    const token = tokenOf(null);
    expect((await pageLoad(token, 'home')).data.incentives.map((each) => each.id)).toEqual([
      'visitor-signup',
    ]);
    await post('set-guest-info', token, { type: 'guestAlreadySignedUp', value: '1' });
    expect((await pageLoad(token, 'home')).data.incentives.map((each) => each.id)).toEqual([
      'visitor-login',
    ]);
  });

  it('answers the incentives of an album event and the teasers and banners of the home page', async () => {
    const token = tokenOf('demo');
    const album = await app.inject({
      url: `/rest/v1/buy-image-album-incentives/42?access_token=${token}`,
    });
    const albumReply = album.json<{ data: { incentives: unknown[] } }>();
    expect(albumReply.data.incentives[0]).toMatchObject({
      id: 'buyImageAlbum-42',
      event: 'buyImageAlbum',
    });
    const teasers = await post('teaser/getTeasers', token, { routeName: 'home', routeArgs: '{}' });
    const home = teasers.json<{ data: { teasers: unknown[]; banners: unknown[] } }>();
    expect(home.data.teasers.length).toBeGreaterThan(0);
    expect(home.data.banners[0]).toMatchObject({
      onClickType: 'modal',
      onClickUrl: 'vxcoin-info',
    });
  });

  it('adds the Halloween banners 559 and 560 to the home page while that campaign runs (seed 001 §9)', async () => {
    const token = tokenOf('demo');
    const bannerIds = async () =>
      (await post('teaser/getTeasers', token, { routeName: 'home', routeArgs: '{}' }))
        .json<{ data: { banners: { id: number }[] } }>()
        .data.banners.map((banner) => banner.id);
    const campaign = (query: string) =>
      app.inject({ method: 'POST', url: `/dev/conversion/campaign?${query}` });
    expect((await campaign('halloween=on')).json()).toMatchObject({ halloween: 'on' });
    expect(await bannerIds()).toEqual([1, 559, 560]);
    expect((await campaign('halloween=off')).json()).toMatchObject({ halloween: 'off' });
    expect(await bannerIds()).toEqual([1]);
    expect((await campaign('halloween=maybe')).statusCode).toBe(400);
    expect((await campaign('')).statusCode).toBe(400);
    await campaign('halloween=auto');
  });

  it('starts a demo account afresh on the dev reset: closed offers return, the countdown restarts', async () => {
    const token = tokenOf('demo');
    await post('close-incentive', token, { result: 'dismissed', incentive: { id: 'vip30' } });
    expect((await pageLoad(token, 'home')).data.incentives.map((each) => each.id)).not.toContain(
      'vip30',
    );
    const reset = await app.inject({ method: 'POST', url: '/dev/conversion/reset?as=demo' });
    expect(reset.json()).toEqual({ success: true });
    expect((await pageLoad(token, 'home')).data.incentives.map((each) => each.id)).toContain(
      'vip30',
    );
    const unknown = await app.inject({ method: 'POST', url: '/dev/conversion/reset?as=nobody' });
    expect(unknown.statusCode).toBe(404);
  });

  it("answers getIncentivesByEvent by the event's name: a live preview's end offers the top-up once", async () => {
    const token = tokenOf('demo');
    const byEvent = (event: string, as = token) =>
      app.inject({ url: `/rest/v1/getIncentivesByEvent/${event}?access_token=${as}` });
    const ids = async (event: string) =>
      (await byEvent(event))
        .json<{ success: boolean; data: { incentives: { id: string; event: string }[] } }>()
        .data.incentives.map((each) => `${each.event}:${each.id}`);
    expect(await ids('livePreviewEnd')).toEqual(['livePreviewEnd:livePreviewEnd-topup']);
    expect(await ids('liveChatEnd')).toEqual([]);
    // Closed, it stays closed for that guest.
    await post('close-incentive', token, {
      result: 'dismissed',
      incentive: { id: 'livePreviewEnd-topup' },
    });
    expect(await ids('livePreviewEnd')).toEqual([]);
    expect((await byEvent('login')).statusCode).toBe(400);
    expect((await byEvent('livePreviewEnd', 'nope')).statusCode).toBe(401);
    await app.inject({ method: 'POST', url: '/dev/conversion/reset?as=demo' });
  });

  it('refuses bad input and unknown tokens with clear errors', async () => {
    expect(
      (await post('page-load-incentives', 'nope', { routeName: 'home', routeArgs: '{}' }))
        .statusCode,
    ).toBe(401);
    const bad = await post('page-load-incentives', tokenOf('demo'), {
      routeName: 'home',
      routeArgs: '{',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ error: 'routeArgs is not JSON' });
    const album = await app.inject({
      url: `/rest/v1/video-preview-end-incentives/x?access_token=${tokenOf('demo')}`,
    });
    expect(album.statusCode).toBe(400);
  });

  it('runs a conversion chat from the developer control until the guest answers it', async () => {
    const countdownEnd = () =>
      store.accounts.findByLogin('demo')!.state.conversionChatCountdownEnd ?? null;
    const started = await app.inject({
      method: 'POST',
      url: '/dev/conversion/chat?as=demo&seconds=90',
    });
    expect(started.statusCode).toBe(200);
    expect(countdownEnd()).toBe(new Date(clock + 90_000).toISOString());
    const token = tokenOf('demo');
    expect((await post('conversionChat', token, { action: 'maybe' })).statusCode).toBe(400);
    expect((await post('conversionChat', tokenOf(null), { action: 'disable' })).statusCode).toBe(
      401,
    );
    const declined = await post('conversionChat', token, { action: 'disable' });
    expect(declined.json()).toEqual({ success: true });
    expect(countdownEnd()).toBeNull();
    // Taken: answered as well; a reset of the conversion state ends a running chat.
    await app.inject({ method: 'POST', url: '/dev/conversion/chat?as=demo' });
    expect((await post('conversionChat', token, { action: 'enable' })).json()).toEqual({
      success: true,
    });
    expect(countdownEnd()).toBeNull();
    await app.inject({ method: 'POST', url: '/dev/conversion/chat?as=demo' });
    await app.inject({ method: 'POST', url: '/dev/conversion/reset?as=demo' });
    expect(countdownEnd()).toBeNull();
    const bad = await app.inject({ method: 'POST', url: '/dev/conversion/chat?as=demo&seconds=x' });
    expect(bad.statusCode).toBe(400);
  });

  it('offers the Black Friday box to logged-in guests while the campaign runs', async () => {
    const ids = async (login: string | null) =>
      (await pageLoad(tokenOf(login), 'home')).data.incentives.map((each) => each.id);
    const campaign = (value: string) =>
      app.inject({ method: 'POST', url: `/dev/conversion/campaign?blackFriday=${value}` });
    // 22 November 2026 is before Black Friday (the 27th).
    expect(await ids('vip')).not.toContain('black-friday');
    expect((await campaign('on')).json()).toEqual({ success: true, blackFriday: 'on' });
    const on = await pageLoad(tokenOf('vip'), 'home');
    expect(on.data.incentives.find((each) => each.id === 'black-friday')).toMatchObject({
      region: 'top',
      action: { kind: 'modal', modalId: 'black-friday-2020' },
    });
    expect(await ids(null)).not.toContain('black-friday');
    expect((await campaign('maybe')).statusCode).toBe(400);
    await campaign('auto');
    expect(await ids('vip')).not.toContain('black-friday');
  });

  it('shows visitors of the model sites through a performer link their box, once', async () => {
    const site = (query: string) =>
      app.inject({ method: 'POST', url: `/dev/conversion/site${query}` });
    const visitor = tokenOf(null);
    const ids = async (token: string, route = 'videos') =>
      (await pageLoad(token, route)).data.incentives.map((each) => each.id);
    expect(await ids(visitor)).not.toContain('model-sites-conversion');
    await site('?variant=modelsites&subref=newsletter');
    expect(await ids(visitor)).not.toContain('model-sites-conversion');
    expect((await site('?variant=modelsites&subref=actor-site')).json()).toEqual({
      success: true,
      variant: 'modelsites',
      subref: 'actor-site',
    });
    const first = await pageLoad(visitor, 'videos');
    expect(
      first.data.incentives.find((each) => each.id === 'model-sites-conversion'),
    ).toMatchObject({
      region: 'modal',
      action: { kind: 'modal', modalId: 'model-sites-conversion' },
    });
    expect(await ids(visitor, 'home')).not.toContain('model-sites-conversion');
    expect(await ids(tokenOf('demo'))).not.toContain('model-sites-conversion');
    await site('');
    expect(await ids(tokenOf(null))).not.toContain('model-sites-conversion');
  });
});
