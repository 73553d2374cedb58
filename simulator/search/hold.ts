import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';

/** A held answer is sent anyway after this long, so a forgotten hold never hangs a page. */
const SEARCH_HOLD_MAX_MS = 60_000;

const keyOf = (pattern: string) => pattern.trim().replace(/\s+/g, ' ').toLowerCase();
const patternBody = z.object({ pattern: z.string().trim().min(1).max(100) });

interface Held {
  pattern: string;
  /** The client closed the request before the answer went out (it gave up on it). */
  abandoned: boolean;
  send(): void;
}

/** What a held request became when released: sent to a client still waiting, or abandoned. */
export interface ReleaseOutcome {
  released: number;
  abandoned: number;
}

/**
 * Holds back the search answers of chosen patterns (demo mode dev controls, simulator/README.md
 * "Search"): `POST /dev/search/hold { pattern }` keeps every later `searchResult/search` answer of
 * that pattern (any case) until `POST /dev/search/release { pattern }`; `GET /dev/search/held`
 * lists the requests waiting. Tests use it to let an answer arrive late on purpose, after a
 * newer pattern's answer, instead of racing timers.
 */
export function createSearchHold(app: FastifyInstance) {
  const holds = new Set<string>();
  const waiting: Held[] = [];

  const release = (key: string): ReleaseOutcome => {
    const outcome = { released: 0, abandoned: 0 };
    for (let i = waiting.length - 1; i >= 0; i--) {
      const held = waiting[i]!;
      if (keyOf(held.pattern) !== key) continue;
      waiting.splice(i, 1);
      if (held.abandoned) outcome.abandoned++;
      else outcome.released++;
      held.send();
    }
    return outcome;
  };

  app.post('/dev/search/hold', async (request, reply) => {
    const body = patternBody.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send({ error: z.prettifyError(body.error) });
    holds.add(keyOf(body.data.pattern));
    return { held: [...holds] };
  });
  app.post('/dev/search/release', async (request, reply) => {
    const body = patternBody.safeParse(request.body ?? {});
    if (!body.success) return reply.code(400).send({ error: z.prettifyError(body.error) });
    const key = keyOf(body.data.pattern);
    holds.delete(key);
    return release(key);
  });
  app.get('/dev/search/held', async () => ({
    holds: [...holds],
    waiting: waiting.map(({ pattern, abandoned }) => ({ pattern, abandoned })),
  }));

  return {
    /**
     * Sends the answer now, or once the pattern is released when it is held. Returns the reply
     * to hand back to fastify (the same one, sent later when held).
     */
    answer(pattern: string, reply: FastifyReply, send: () => FastifyReply): FastifyReply {
      if (!holds.has(keyOf(pattern))) return send();
      const held: Held = {
        pattern,
        abandoned: false,
        send: () => {
          clearTimeout(timer);
          if (!reply.sent && !reply.raw.destroyed) send();
        },
      };
      const timer = setTimeout(() => {
        const index = waiting.indexOf(held);
        if (index >= 0) waiting.splice(index, 1);
        held.send();
      }, SEARCH_HOLD_MAX_MS);
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) held.abandoned = true;
      });
      waiting.push(held);
      return reply;
    },
  };
}
