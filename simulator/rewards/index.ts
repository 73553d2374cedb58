import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  DAILY_BONUS_OFFERS,
  type DailyBonusData,
  type DailyBonusOffer,
  type EventAction,
  type EventPageRequest,
  type GameType,
} from '../../machines/rewards/rewards.types.ts';
import { berlinDateKey } from '../../machines/rewards/berlinTime.ts';
import { dayBefore } from '../../machines/rewards/rewardBoxes.ts';
import * as bonusCodes from './bonusCodes.ts';
import * as events from './events.ts';
import * as games from './games.ts';
import * as world from './world.ts';
import {
  claimWithEffects,
  dailyBonusWithEffects,
  inAdventEdition,
  markBoxSeen,
  type BoxWorldState,
} from './worldBoxes.ts';
import { BOX_KEY } from '../../services/rewards/rewardBoxesApi.ts';
import { accessTokenOf, resolveCaller, stringParam, textOf } from '../auth.ts';
import { ticketsOfGuest } from '../chatShows/index.ts';
import type { SimulatorContext } from '../context.ts';
import { quote, quoteCurrencyOf, type QuoteCurrency } from '../money.ts';
import type { RealtimeHub } from '../realtime/hub.ts';
import type { Account } from '../store/accounts.ts';
import { REST_PREFIX } from '../routes/rest.ts';
import { GRAPHQL_CODES, graphqlError, registerResolvers, requireGuest } from '../graphql/index.ts';
import type { GraphqlContext } from '../graphql/registry.ts';

export interface RewardsSimulatorOptions {
  /** The platform's "now" (epoch ms); tests name their dates. */
  now?: () => number;
  /** The platform's spelling of an actor it knows (the demo actors), else null. */
  spellActor?: (name: string) => string | null;
}

/**
 * The rewards feature's platform: games, daily bonus, bonus codes, benefits and special events,
 * per guest in the store (`rewards_world`, one JSON row per account), on the query service
 * (GraphQL) and REST, with the pushes they cause (`bonusCodeRedeemed`, `guestBalance`,
 * `vouchers`, `loyaltyPointsChanged`).
 */
export function registerRewardsSimulator(
  app: FastifyInstance,
  ctx: SimulatorContext,
  hub: RealtimeHub,
  options: RewardsSimulatorOptions = {},
): void {
  const now = options.now ?? Date.now;
  const spellActor = options.spellActor ?? (() => null);
  const db = ctx.store.db;
  db.exec(
    'CREATE TABLE IF NOT EXISTS rewards_world (account_id INTEGER PRIMARY KEY, state TEXT NOT NULL)',
  );
  const read = (accountId: number): BoxWorldState => {
    const row = db
      .prepare('SELECT state FROM rewards_world WHERE account_id = ?')
      .get(accountId) as { state: string } | undefined;
    return row
      ? { ...world.newRewardsWorld(), ...(JSON.parse(row.state) as object) }
      : world.newRewardsWorld();
  };
  const write = (accountId: number, state: world.RewardsWorldState) =>
    db
      .prepare(
        'INSERT INTO rewards_world (account_id, state) VALUES (?, ?) ON CONFLICT(account_id) DO UPDATE SET state = excluded.state',
      )
      .run(accountId, JSON.stringify(state));

  // Developer control: a demo account's rewards start afresh (spins, codes, eggs, offers), so e2e
  // runs on a kept data directory see the same world.
  app.post('/dev/rewards/reset', async (request, reply) => {
    const login = stringParam(request.query, 'as');
    const account = login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
    if (!account) return reply.code(404).send({ error: `no demo account ${login ?? '(none)'}` });
    db.prepare('DELETE FROM rewards_world WHERE account_id = ?').run(account.id);
    return { success: true };
  });

  // Developer control for the five-days bonus: the demo account claimed its daily bonus on the
  // `days` Berlin days before today (a streak up to yesterday), so e2e runs need no wait of days.
  app.post('/dev/rewards/claims', async (request, reply) => {
    const login = stringParam(request.query, 'as');
    const days = Number(stringParam(request.query, 'days') ?? '0');
    const account = login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
    if (!account) return reply.code(404).send({ error: `no demo account ${login ?? '(none)'}` });
    if (!Number.isInteger(days) || days < 0 || days > 31)
      return reply.code(400).send({ error: 'days must be 0 to 31' });
    const state = read(account.id);
    const today = berlinDateKey(now());
    state.dailyClaimed = Array.from({ length: days }, (_, i) => dayBefore(today, days - i));
    write(account.id, state);
    return { success: true, claimed: state.dailyClaimed };
  });

  // Developer control: today's daily bonus offer of the demo account is of the kind named
  // (`kind=TopUpPercent`), so e2e runs can claim a top-up offer on any day.
  app.post('/dev/rewards/offer', async (request, reply) => {
    const login = stringParam(request.query, 'as');
    const kind = stringParam(request.query, 'kind') ?? '';
    const account = login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
    if (!account) return reply.code(404).send({ error: `no demo account ${login ?? '(none)'}` });
    if (!(DAILY_BONUS_OFFERS as readonly string[]).includes(kind))
      return reply
        .code(400)
        .send({ error: `kind must be one of ${DAILY_BONUS_OFFERS.join(', ')}` });
    const state = read(account.id);
    state.offerOverride = {
      date: berlinDateKey(now()),
      offer: kind as (typeof DAILY_BONUS_OFFERS)[number],
    };
    write(account.id, state);
    return { success: true };
  });

  // Developer control: the daily bonus event of the demo account sends the guest to `redirect`
  // (a site path or https URL; empty for none) and hides the page when `hidesPage=true`.
  app.post('/dev/rewards/dailyEvent', async (request, reply) => {
    const login = stringParam(request.query, 'as');
    const redirect = stringParam(request.query, 'redirect') ?? '';
    const account = login === undefined ? undefined : ctx.store.accounts.findByLogin(login);
    if (!account) return reply.code(404).send({ error: `no demo account ${login ?? '(none)'}` });
    if (redirect !== '' && !/^(\/(?!\/)|https:\/\/)\S+$/.test(redirect))
      return reply.code(400).send({ error: 'redirect must be a site path or an https URL' });
    const state = read(account.id);
    state.dailyEvent = {
      redirect: redirect === '' ? null : redirect,
      hidesPage: stringParam(request.query, 'hidesPage') === 'true',
    };
    write(account.id, state);
    return { success: true, event: state.dailyEvent };
  });

  // The daily bonus backgrounds: small SVGs the simulator draws itself.
  app.get<{ Params: { theme: string } }>(
    '/media/rewards/daily-bonus/:theme',
    async (request, reply) => {
      const theme = /^(\w+)\.svg$/.exec(request.params.theme)?.[1];
      if (!theme || !(games.DAILY_THEMES as readonly string[]).includes(theme))
        return reply.code(404).send({ error: 'no such background' });
      return reply
        .header('content-type', 'image/svg+xml')
        .header('cache-control', 'public, max-age=86400')
        .send(dailyBackground(theme as (typeof games.DAILY_THEMES)[number]));
    },
  );

  /** Runs `change` on the guest's world, saves it and sends the pushes its effects call for. */
  const withWorld = <T>(
    account: Account,
    change: (state: BoxWorldState) => { value: T; effects?: world.WorldEffects },
  ): T => {
    const state = read(account.id);
    const { value, effects } = db.transaction(() => {
      const outcome = change(state);
      write(account.id, state);
      if (outcome.effects?.balanceDelta) {
        const fresh = ctx.store.accounts.findById(account.id);
        if (fresh)
          ctx.store.accounts.setBalance(
            account.id,
            Math.max(0, fresh.balance + outcome.effects.balanceDelta),
          );
      }
      return outcome;
    })();
    if (effects?.balanceDelta) hub.pushBalance(account.id, { isPayment: false });
    if (effects?.vouchersChanged)
      hub.push(account.id, {
        type: 'vouchers',
        vouchers: state.vouchers.map((v) => ({
          type: v.type,
          actorId: v.actors[0]?.id ?? null,
          amount: v.amount,
        })),
      } as never);
    if (effects?.loyaltyPoints) {
      const points = Object.values(state.games).reduce((sum, game) => sum + game.points, 0);
      hub.push(account.id, { type: 'loyaltyPointsChanged', points } as never);
    }
    return value;
  };
  const accountKey = (account: Account) => String(account.id);

  // The query service's rewards fields (services/graphql/schema/query/rewards.graphql).
  const guest = (context: GraphqlContext) => requireGuest(context);
  registerResolvers(app, 'query', {
    Query: {
      // Chat show tickets are the ones she holds in the catalogue (bought or claimed).
      benefits: (_, __, context) => {
        const { id } = guest(context);
        return {
          ...bonusCodes.benefitsOf(read(id), now()),
          chatShowTickets: ticketsOfGuest(ctx, id),
        };
      },
      game: (_, args, context) => {
        const gameType = args.gameType as GameType;
        if (gameType !== 'spinwheel' && gameType !== 'slotmachine')
          throw graphqlError(GRAPHQL_CODES.badRequest, 'Unknown game');
        return games.gameData(read(guest(context).id), gameType, now());
      },
      dailyBonus: (_, __, context) => {
        const { id } = guest(context);
        const data = dailyBonusWithEffects(read(id), games.dailyBonusData(read(id), now()));
        return dailyBonusIn(data, quoteCurrencyOf(context.caller));
      },
      bonusCode: (_, args, context) =>
        bonusCodes.checkBonusCode(read(guest(context).id), textOf(args.code)),
      remainingBonusCodes: (_, __, context) =>
        bonusCodes.remainingBonusCodes(read(guest(context).id)),
      easterEvent: (_, args, context) => {
        const account = guest(context);
        return withWorld(account, (state) => ({
          value: events.eventPage(
            state,
            { kind: 'easter', qmdate: qmdateOf(args.qmdate) },
            now(),
            accountKey(account),
          ),
        }));
      },
      actorGiftCalendar: (_, args, context) => {
        const account = guest(context);
        return withWorld(account, (state) => ({
          value: events.eventPage(
            state,
            {
              kind: 'giftCalendar',
              actorName: textOf(args.actorName),
              qmdate: qmdateOf(args.qmdate),
            },
            now(),
            accountKey(account),
            spellActor,
          ),
        }));
      },
    },
    Mutation: {
      useAttempt: (_, args, context) =>
        withWorld(guest(context), (state) => {
          const { result, effects } = games.useGameAttempt(state, Number(args.gameId), now());
          return { value: result, effects };
        }),
      claimDailyBonus: (_, args, context) => {
        const account = guest(context);
        return withWorld(account, (state) => {
          const balance = ctx.store.accounts.findById(account.id)?.balance ?? 0;
          const { result, effects } = games.claimDailyBonus(
            state,
            Number(args.offerId),
            balance,
            now(),
          );
          const claimed = claimWithEffects(state, result);
          const currency = quoteCurrencyOf(context.caller);
          return { value: { ...claimed, offer: offerIn(claimed.offer, currency) }, effects };
        });
      },
      actorGiftCalendarClaimReward: (_, args, context) =>
        act(guest(context), {
          kind: 'claimGift',
          actorId: Number(args.actorId),
          qmday: textOf(args.qmday),
        }),
      specialEventActivity: (_, args, context) =>
        act(guest(context), {
          kind: 'activity',
          eventId: Number(args.eventId),
          activityId: Number(args.activityId),
        }),
    },
  });

  /** Calendar calls run on their edition's doors (the current calendar and last year's). */
  const inAdvent = <T>(state: BoxWorldState, qmdate: string | null | undefined, run: () => T) =>
    qmdate === undefined ? run() : inAdventEdition(state, events.eventNow(now(), qmdate), run);
  const act = (account: Account, action: EventAction) =>
    withWorld(account, (state) => {
      const { result, effects } = inAdvent(
        state,
        action.kind === 'openDoor' ? action.qmdate : undefined,
        () => events.eventAction(state, action, now(), accountKey(account)),
      );
      if (!result) throw graphqlError(GRAPHQL_CODES.badRequest, 'Unknown event');
      return { value: result, effects };
    });

  app.register(
    // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async plugin when its promise settles; a sync one must call done().
    async (rest) => {
      rest.addHook('onSend', async (_request, reply, payload) => {
        reply.header('cache-control', 'no-store');
        return payload;
      });
      const guestOf = (request: FastifyRequest, reply: FastifyReply): Account | null => {
        const caller = resolveCaller(ctx.store, accessTokenOf(request));
        if (caller.kind !== 'guest') {
          void reply.code(401).send({ error: 'invalid_token' });
          return null;
        }
        return caller.account;
      };
      const body = (request: FastifyRequest) => (request.body ?? {}) as Record<string, unknown>;
      const query = (request: FastifyRequest) => (request.query ?? {}) as Record<string, unknown>;

      rest.post('/redeemBonus', async (request, reply) => {
        const account = guestOf(request, reply);
        if (!account) return reply;
        const code =
          typeof body(request).code === 'string' ? String(body(request).code).trim() : '';
        if (code === '') return reply.code(400).send({ error: 'code must not be empty' });
        const redeemed = withWorld(account, (state) => {
          const { reply: value, effects } = bonusCodes.redeemBonusCode(state, code);
          return { value, effects };
        });
        if (redeemed.success && redeemed.bonus)
          hub.push(account.id, {
            type: 'bonusCodeRedeemed',
            code: redeemed.bonus.code,
            bonus: redeemed.bonus,
          } as never);
        return redeemed;
      });

      // The rewards boxes' memory: a box that opens once is marked here (seed 000 §2 boxes).
      rest.post('/rewards/boxSeen', async (request, reply) => {
        const account = guestOf(request, reply);
        if (!account) return reply;
        const key = body(request).key;
        if (typeof key !== 'string' || !BOX_KEY.test(key))
          return reply.code(400).send({ error: 'key must be a box key' });
        return withWorld(account, (state) => ({ value: markBoxSeen(state, key) }));
      });

      const page = (account: Account, request: EventPageRequest, reply: FastifyReply) => {
        const value = withWorld(account, (state) => ({
          value: inAdvent(state, request.kind === 'advent' ? request.qmdate : undefined, () =>
            events.eventPage(state, request, now(), accountKey(account)),
          ),
        }));
        return value ?? reply.code(404).send({ error: 'unknown_event' });
      };
      // The events the platform runs for this guest, ended and coming ones too (the app decides).
      rest.get('/specialevents/get/events', async (request, reply) =>
        guestOf(request, reply) ? events.eventsList(now()) : reply,
      );
      rest.get('/specialevents/adventcalendar', async (request, reply) => {
        const account = guestOf(request, reply);
        return account
          ? page(account, { kind: 'advent', qmdate: qmdateOf(query(request).qmdate) }, reply)
          : reply;
      });
      rest.get<{ Params: { eventId: string } }>(
        '/specialevents/getData/:eventId',
        async (request, reply) => {
          const account = guestOf(request, reply);
          if (!account) return reply;
          const eventId = Number(request.params.eventId);
          return page(
            account,
            { kind: 'event', eventId, qmdate: qmdateOf(query(request).qmdate) },
            reply,
          );
        },
      );
      const action = (account: Account, value: EventAction, reply: FastifyReply) => {
        try {
          return act(account, value);
        } catch {
          return reply.code(404).send({ error: 'unknown_event' });
        }
      };
      rest.post('/specialevents/adventcalendar', async (request, reply) => {
        const account = guestOf(request, reply);
        if (!account) return reply;
        const day = Number(body(request).day);
        if (!Number.isInteger(day)) return reply.code(400).send({ error: 'day must be a number' });
        return action(
          account,
          { kind: 'openDoor', day, qmdate: qmdateOf(body(request).qmdate) },
          reply,
        );
      });
      rest.post('/specialevents/easter/collectEgg', async (request, reply) => {
        const account = guestOf(request, reply);
        if (!account) return reply;
        const token = body(request).verificationToken;
        if (typeof token !== 'string' || token === '')
          return reply.code(400).send({ error: 'verificationToken is required' });
        return action(
          account,
          { kind: 'collectEgg', verificationToken: token, qmdate: qmdateOf(body(request).qmdate) },
          reply,
        );
      });
      rest.post<{ Params: { eventId: string } }>(
        '/specialevents/getReward/:eventId',
        async (request, reply) => {
          const account = guestOf(request, reply);
          if (!account) return reply;
          const rewardId = Number(body(request).rewardId);
          return action(
            account,
            { kind: 'claimReward', eventId: Number(request.params.eventId), rewardId },
            reply,
          );
        },
      );
    },
    { prefix: REST_PREFIX },
  );
}

function qmdateOf(value: unknown): string | null {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : null;
}

const THEME_COLOURS: Record<(typeof games.DAILY_THEMES)[number], [string, string, string]> = {
  gold: ['#3a2608', '#b8860b', '#ffd86b'],
  roses: ['#3b0a1e', '#b0185a', '#ff8fb3'],
  night: ['#0b0f2a', '#3a2f8f', '#9fb4ff'],
};

/** A daily bonus background: a gradient with a few soft circles in the theme's colours. */
function dailyBackground(theme: (typeof games.DAILY_THEMES)[number]): string {
  const [deep, mid, light] = THEME_COLOURS[theme];
  const circles = [
    [160, 120, 90],
    [620, 80, 140],
    [980, 260, 110],
    [380, 320, 70],
  ]
    .map(
      ([x, y, r]) => `<circle cx="${x}" cy="${y}" r="${r}" fill="${light}" fill-opacity="0.18"/>`,
    )
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 400" preserveAspectRatio="xMidYMid slice"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/></linearGradient></defs><rect width="1200" height="400" fill="url(#g)"/>${circles}</svg>`;
}

/**
 * A daily bonus offer priced in the guest's currency (a franc guest pays the same figure), and a
 * money effect (a flat top-up bonus) in it too.
 */
function offerIn<T extends DailyBonusOffer | null>(offer: T, currency: QuoteCurrency): T {
  if (!offer) return offer;
  const effect = offer.effect?.unit === 'EUR' ? { ...offer.effect, unit: currency } : offer.effect;
  return { ...offer, effect, price: offer.price && quote(offer.price, currency) };
}

/** The daily bonus page's offers priced in the guest's currency. */
function dailyBonusIn(data: DailyBonusData, currency: QuoteCurrency): DailyBonusData {
  return {
    ...data,
    today: offerIn(data.today, currency),
    yesterday: offerIn(data.yesterday, currency),
    tomorrow: offerIn(data.tomorrow, currency),
    consumedOffers: data.consumedOffers.map((offer) => offerIn(offer, currency)),
  };
}
