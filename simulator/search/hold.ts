import type { FastifyInstance, FastifyReply } from 'fastify';
import * as z from 'zod';
import { Changes } from '../changes.ts';

/** A held answer is sent anyway after this long, so a forgotten hold never hangs a page. */
const SEARCH_HOLD_MAX_MS = 60_000;

const keyOf = (pattern: string) => pattern.trim().replace(/\s+/g, ' ').toLowerCase();
const patternBody = z.object({ pattern: z.string().trim().min(1).max(100) });
const heldQuery = z.object({
  pattern: z.string().trim().min(1).max(100).optional(),
  until: z.enum(['waiting', 'abandoned']).optional(),
});

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
 * lists the requests waiting; with `?pattern=<p>&until=waiting` (or `abandoned`) it answers once a
 * request of that pattern waits (or its client gave up on it), so a test waits on that instead of
 * polling. Tests use it to let an answer arrive late on purpose, after a newer pattern's answer,
 * instead of racing timers.
 */
export function createSearchHold(app: FastifyInstance) {
  const holds = new Set<string>();
  const waiting: Held[] = [];
  /** Re-checks the `?until=` requests when a held request arrives or is abandoned. */
  const changes = new Changes();
  const until = (key: string, state: 'waiting' | 'abandoned') =>
    changes.until(
      () =>
        waiting.some(
          (held) => keyOf(held.pattern) === key && (state === 'waiting' || held.abandoned),
        ),
      `a ${state} request of ${key}`,
      null,
    );

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
  app.get('/dev/search/held', async (request, reply) => {
    const query = heldQuery.safeParse(request.query ?? {});
    if (!query.success) return reply.code(400).send({ error: z.prettifyError(query.error) });
    const { pattern, until: state } = query.data;
    if ((pattern === undefined) !== (state === undefined))
      return reply.code(400).send({ error: 'pattern and until go together' });
    if (pattern !== undefined && state !== undefined) await until(keyOf(pattern), state);
    return {
      holds: [...holds],
      waiting: waiting.map(({ pattern, abandoned }) => ({ pattern, abandoned })),
    };
  });

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
        if (reply.raw.writableFinished) return;
        held.abandoned = true;
        changes.changed();
      });
      waiting.push(held);
      changes.changed();
      return reply;
    },
  };
}
