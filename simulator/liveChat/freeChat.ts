import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SimulatorContext } from '../context.ts';
import { registerResolvers, requireGuest } from '../graphql/index.ts';

/** Free chat every guest has with each actor who offers it, until it is spent (decision 0016). */
export const DEFAULT_FREE_CHAT_SECONDS = 180;

/** The exit code with which the client ends a FREECHAT whose free time it counted down to 0. */
const FREE_CHAT_OVER = 301;

interface Counted {
  accountId: number;
  actorId: number;
  since: number;
  timer: NodeJS.Timeout;
}

/**
 * The free-chat duration's server side (services/graphql/schema/query/freeChat.graphql,
 * docs/realtime-extensions.md): the seconds of free chat each guest has left with each actor,
 * the query service's `freeChatDuration(actorId)`, spent while a FREECHAT runs (each minute
 * and at its end, each change pushed as `freeChatDurationChanged`), and a dev control that sets
 * the figure. A FREECHAT the client ends with 301 has spent it all.
 */
export function registerFreeChatSimulator(
  app: FastifyInstance,
  ctx: SimulatorContext,
  options: { minuteMs: number; now?: () => number },
) {
  const now = options.now ?? Date.now;
  const left = new Map<string, number>();
  const counted = new Map<string, Counted>();
  const key = (accountId: number, actorId: number) => `${accountId}:${actorId}`;

  const secondsLeft = (accountId: number, actorId: number) =>
    left.get(key(accountId, actorId)) ?? DEFAULT_FREE_CHAT_SECONDS;
  const set = (accountId: number, actorId: number, seconds: number) => {
    const value = Math.max(0, Math.round(seconds));
    left.set(key(accountId, actorId), value);
    ctx.hub.push(accountId, { type: 'freeChatDurationChanged', actorId, seconds: value });
  };
  /** What the running chat spent since it was last counted. */
  const spend = (chat: Counted) => {
    const at = now();
    const spent = Math.floor((at - chat.since) / 1000);
    chat.since += spent * 1000;
    set(chat.accountId, chat.actorId, secondsLeft(chat.accountId, chat.actorId) - spent);
  };

  registerResolvers(app, 'query', {
    Query: {
      freeChatDuration: (_, args, context) => {
        const account = requireGuest(context);
        return secondsLeft(account.id, Number(args.actorId));
      },
    },
  });

  const query = z.object({
    as: z.string().min(1),
    actorId: z.coerce.number().int(),
    seconds: z.coerce.number().int().min(0),
  });
  // Sets a guest's free seconds with an actor, as the platform would grant or spend them.
  app.post('/dev/freeChat/duration', async (request, reply) => {
    const parsed = query.safeParse(request.query);
    if (!parsed.success)
      return reply.code(400).send({ error: 'as (a login), actorId and seconds (numbers)' });
    const account = ctx.store.accounts.findByLogin(parsed.data.as);
    if (!account) return reply.code(404).send({ error: 'unknown_login' });
    set(account.id, parsed.data.actorId, parsed.data.seconds);
    return { actorId: parsed.data.actorId, seconds: parsed.data.seconds };
  });
  // eslint-disable-next-line @typescript-eslint/require-await -- Fastify ends an async hook when its promise settles; a sync one must call done().
  app.addHook('onClose', async () => {
    for (const chat of counted.values()) clearInterval(chat.timer);
    counted.clear();
  });

  return {
    secondsLeft,
    /** A FREECHAT started: its time is spent from now on. */
    start(chatId: string, accountId: number, actorId: number) {
      const timer = setInterval(() => spend(chat), options.minuteMs);
      timer.unref();
      const chat: Counted = { accountId, actorId, since: now(), timer };
      counted.set(chatId, chat);
    },
    /** A chat ended: a FREECHAT's time is counted (all of it when the client says it is over). */
    end(chatId: string, exitCode: number) {
      const chat = counted.get(chatId);
      if (!chat) return;
      clearInterval(chat.timer);
      counted.delete(chatId);
      if (exitCode === FREE_CHAT_OVER) set(chat.accountId, chat.actorId, 0);
      else spend(chat);
    },
  };
}
