import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { accessTokenOf, resolveCaller, stringParam, type Caller } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import {
  MAIN_SITE,
  NAMED_EVENTS,
  WELCOME_OFFER_SECONDS,
  eventIncentive,
  namedEventIncentives,
  pageLoadIncentives,
  routeTeasers,
} from './catalog.ts';
import {
  CAMPAIGN_SWITCHES,
  campaignRuns,
  type CampaignSwitch,
  type CampaignSwitches,
} from './campaigns.ts';
import { registerConversionChatSimulator } from './conversionChat.ts';
import { ConversionStore } from './store.ts';
import { registerSurveySimulator } from './surveys.ts';

const routeBody = z.object({ routeName: z.string().min(1), routeArgs: z.string() });
const closeBody = z.object({
  result: z.enum(['dismissed', 'accepted', 'blocked', 'alreadySignedUp']),
  incentive: z.object({ id: z.string().min(1) }).passthrough(),
});
const refillBody = z.object({
  incentiveType: z.string().min(1),
  interval: z.number().int().positive(),
});
const guestInfoBody = z.object({ type: z.string().min(1), value: z.string() });
const albumParams = z.object({ albumId: z.coerce.number().int().positive() });
const eventParams = z.object({ event: z.enum(NAMED_EVENTS) });

/**
 * The conversion calls of seed 000 §7 with their state in the store: page-load incentives per
 * route and guest (closed ones stay closed), close, refill window hidden for an interval in
 * days, guest info, the video-preview-end and buy-image-album incentives, any other event's by
 * name (`getIncentivesByEvent`), and teasers and
 * banners, and the surveys (surveys.ts). Visitors are keyed by their session, guests by their
 * account.
 */
export function registerIncentivesSimulator(
  app: FastifyInstance,
  ctx: SimulatorContext,
  hub: RealtimeHub,
  now: () => number = Date.now,
  /** The campaigns' switches at start (`campaignSwitchOf`); the dev control moves them. */
  startSwitches: CampaignSwitches = { blackFriday: 'auto', halloween: 'auto' },
): void {
  const store = new ConversionStore(ctx.store.db);
  registerSurveySimulator(app, ctx, store, hub, now);
  registerConversionChatSimulator(app, ctx, store, now);
  markOnboardingSeen(ctx);
  const keyOf = (caller: Exclude<Caller, { kind: 'invalid' }>) =>
    caller.kind === 'guest' ? `account:${caller.account.id}` : `session:${caller.session.sid}`;

  // Developer control: a demo account's conversion state starts afresh (closed offers come back,
  // the welcome countdown restarts, no conversion chat runs), so e2e runs on a kept data
  // directory see the same offers.
  app.post('/dev/conversion/reset', async (request, reply) => {
    const login = stringParam(request.query, 'as');
    const account = login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
    if (!account) return reply.code(404).send({ error: `no demo account ${login ?? '(none)'}` });
    store.reset(`account:${account.id}`);
    ctx.store.accounts.patchState(account.id, { conversionChatCountdownEnd: null });
    return { success: true };
  });

  // Developer control: the site variant the simulator plays and the sub-reference its visitors
  // came through (the platform knows them from the domain and the partner link); no query is the
  // main site again.
  let site = MAIN_SITE;
  app.post('/dev/conversion/site', (request) => {
    site = {
      variant: stringParam(request.query, 'variant') ?? MAIN_SITE.variant,
      subref: stringParam(request.query, 'subref') ?? null,
    };
    return { success: true, ...site };
  });

  // Developer control: a campaign (`blackFriday`, `halloween`) on, off, or by the calendar
  // (`auto`); each one named in the query moves.
  const switches: CampaignSwitches = { ...startSwitches };
  app.post('/dev/conversion/campaign', async (request, reply) => {
    const asked = (['blackFriday', 'halloween'] as const).flatMap((campaign) => {
      const switched = stringParam(request.query, campaign);
      return switched === undefined ? [] : [[campaign, switched] as const];
    });
    if (
      asked.length === 0 ||
      asked.some(([, to]) => !CAMPAIGN_SWITCHES.includes(to as CampaignSwitch))
    )
      return reply.code(400).send({ error: 'blackFriday or halloween must be on, off or auto' });
    for (const [campaign, to] of asked) switches[campaign] = to as CampaignSwitch;
    return { success: true, ...Object.fromEntries(asked) };
  });

  app.register(
    (rest, _options, done) => {
      const callerOf = (request: FastifyRequest) =>
        resolveCaller(ctx.store, accessTokenOf(request));

      rest.post('/page-load-incentives', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
        const body = routeBody.safeParse(request.body);
        if (!body.success)
          return reply
            .code(400)
            .send({ error: 'routeName and routeArgs (a JSON string) are required' });
        try {
          JSON.parse(body.data.routeArgs);
        } catch {
          return reply.code(400).send({ error: 'routeArgs is not JSON' });
        }
        const key = keyOf(caller);
        const at = now();
        const started = store.offerStart(key, 'welcome', at);
        const account = caller.kind === 'guest' ? caller.account : null;
        const closed = store.closedIds(key);
        const incentives = pageLoadIncentives(body.data.routeName, {
          account,
          welcome: {
            remaining: Math.max(0, WELCOME_OFFER_SECONDS - Math.floor((at - started) / 1000)),
            startedAt: new Date(started).toISOString(),
          },
          refillHidden: store.isRefillHidden(key, 'refill', at),
          alreadySignedUp: store.guestInfo(key, 'guestAlreadySignedUp') === '1',
          blackFriday: campaignRuns(switches.blackFriday, at),
          site,
        }).filter((incentive) => !closed.has(incentive.id));
        // A box that opens by itself is shown once: it counts as seen when it is sent.
        for (const incentive of incentives)
          if (incentive.region === 'modal') store.close(key, incentive.id, 'shown', at);
        return {
          success: true,
          data: {
            incentives,
            vxpayConfig: { flow: 'moneycharge', environment: 'lp' },
            trackingData: { route: body.data.routeName, guest: account ? 'loggedIn' : 'visitor' },
          },
        };
      });

      rest.post('/close-incentive', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
        const body = closeBody.safeParse(request.body);
        if (!body.success)
          return reply.code(400).send({ error: 'result and incentive.id are required' });
        store.close(keyOf(caller), body.data.incentive.id, body.data.result, now());
        return { data: { success: true } };
      });

      rest.post('/set-refill-window-hidden', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind !== 'guest') return reply.code(401).send({ error: 'invalid_token' });
        const body = refillBody.safeParse(request.body);
        if (!body.success)
          return reply.code(400).send({ error: 'incentiveType and interval (days) are required' });
        store.hideRefill(
          keyOf(caller),
          body.data.incentiveType,
          now() + body.data.interval * 86_400_000,
        );
        return { data: { success: true } };
      });

      rest.post('/set-guest-info', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
        const body = guestInfoBody.safeParse(request.body);
        if (!body.success) return reply.code(400).send({ error: 'type and value are required' });
        store.setGuestInfo(keyOf(caller), body.data.type, body.data.value);
        return { data: { success: true } };
      });

      for (const [path, event] of [
        ['video-preview-end-incentives', 'videoPreviewEnd'],
        ['buy-image-album-incentives', 'buyImageAlbum'],
      ] as const) {
        rest.get(`/${path}/:albumId`, async (request, reply) => {
          const caller = callerOf(request);
          if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
          const params = albumParams.safeParse(request.params);
          if (!params.success)
            return reply.code(400).send({ error: 'albumId must be a positive number' });
          const incentive = eventIncentive(event, params.data.albumId);
          const closed = store.closedIds(keyOf(caller)).has(incentive.id);
          return { success: true, data: { incentives: closed ? [] : [incentive] } };
        });
      }

      // Any other event's incentives, by its name (seed 000 §7 `getIncentivesByEvent`).
      rest.get('/getIncentivesByEvent/:event', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
        const params = eventParams.safeParse(request.params);
        if (!params.success)
          return reply.code(400).send({ error: `event must be one of ${NAMED_EVENTS.join(', ')}` });
        const closed = store.closedIds(keyOf(caller));
        const incentives = namedEventIncentives(params.data.event).filter(
          (incentive) => !closed.has(incentive.id),
        );
        return { success: true, data: { incentives } };
      });

      rest.post('/teaser/getTeasers', async (request, reply) => {
        const caller = callerOf(request);
        if (caller.kind === 'invalid') return reply.code(401).send({ error: 'invalid_token' });
        const body = routeBody.safeParse(request.body);
        if (!body.success)
          return reply.code(400).send({ error: 'routeName and routeArgs are required' });
        return {
          success: true,
          data: routeTeasers(
            body.data.routeName,
            caller.kind === 'guest' ? caller.account : null,
            campaignRuns(switches.halloween, now(), 'halloween'),
          ),
        };
      });
      done();
    },
    { prefix: REST_PREFIX },
  );
}

/**
 * The onboarding box is for guests who sign up from now on: every account the simulator starts
 * with (the demo accounts, and those signed up in earlier runs) has seen it, in the account
 * feature's relation table (guest has seen modalbox).
 */
function markOnboardingSeen(ctx: SimulatorContext): void {
  const table = ctx.store.db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'account_relations'")
    .get();
  if (!table) return;
  const has = ctx.store.db.prepare(
    "SELECT 1 FROM account_relations WHERE account_id = ? AND predicate = 'hasSeen' AND object = 'modalbox'",
  );
  const add = ctx.store.db.prepare(
    "INSERT INTO account_relations (account_id, predicate, object) VALUES (?, 'hasSeen', 'modalbox')",
  );
  for (const account of ctx.store.accounts.list()) if (!has.get(account.id)) add.run(account.id);
}
