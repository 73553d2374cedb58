import fc from 'fast-check';
import type { Client, Sink } from 'graphql-ws/client';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  createFeedNews,
  createFeedSubscriptions,
  postCountersSchema,
  postPublishedSchema,
} from '../graphql/subscriptions.ts';
import { decodeFrame } from '../realtime/decoder.ts';
import { SERVER_FRAME_TYPES, serverFrameSchema } from '../realtime/frames.ts';
import { answer, assertNoPollution, prototypeKeys, recipeArbitrary } from './fuzzReplies.ts';
import { capturedSchema } from './schemaCapture.ts';

/** A graphql-ws client that hands its one subscription's sink to the test. */
function fakeClient(): { client: Client; sink: () => Sink } {
  let current: Sink | undefined;
  const client = {
    subscribe: (_payload: unknown, sink: Sink) => {
      current = sink;
      return () => {};
    },
    dispose: () => {},
    terminate: () => {},
    on: () => () => {},
    iterate: () => {
      throw new Error('not used');
    },
  } as unknown as Client;
  return { client, sink: () => current as Sink };
}

const STREAMS = [
  {
    name: 'feedLive (postUpdated)',
    prefix: 'feedLive',
    event: 'postUpdated',
    schema: postCountersSchema,
    start: (client: Client) => createFeedSubscriptions({ createClient: () => client }),
    input: { url: 'wss://feed.test/graphql', accessToken: 't', postIds: ['p1'] },
  },
  {
    name: 'feedNews (postPublished)',
    prefix: 'feedNews',
    event: 'postPublished',
    schema: postPublishedSchema,
    start: (client: Client) => createFeedNews({ createClient: () => client }),
    input: { url: 'wss://feed.test/graphql', accessToken: null, model: null, types: null },
  },
] as const;

describe('fuzzed graphql-ws events (issue 23 §9)', () => {
  it.each(STREAMS.map((each) => [each.name, each] as const))(
    '%s emits a valid event or a coded error for every frame, and never throws',
    async (_name, stream) => {
      const before = prototypeKeys();
      const kinds = new Set<string>();
      await fc.assert(
        fc.asyncProperty(recipeArbitrary(), async (recipe) => {
          const { client, sink } = fakeClient();
          const facts: { type: string; code?: unknown }[] = [];
          const subscribe = stream.start(client) as (args: {
            input: unknown;
            emit: (fact: { type: string }) => void;
            receive: () => void;
          }) => () => void;
          const stop = subscribe({
            input: stream.input,
            emit: (fact) => facts.push(fact),
            receive: () => {},
          });
          // The frame the server sends: the fuzzed reply as graphql-ws delivers it, parsed; what
          // graphql-ws would not deliver as a result (no JSON, a failed socket) reaches `error`.
          Object.assign(capturedSchema, {
            current: z.object({ [stream.event]: stream.schema }),
            protocol: 'graphql',
          });
          let frame: unknown;
          let failed = false;
          try {
            const response = answer(recipe);
            failed = !response.ok;
            frame = JSON.parse(await response.text());
          } catch (error) {
            failed = true;
            frame = error;
          }
          // graphql-ws refuses a `next` whose payload is no object: it closes the socket (4400).
          if (!failed && (typeof frame !== 'object' || frame === null || Array.isArray(frame))) {
            failed = true;
            frame = { code: 4400, reason: 'payload is not an object' };
          }
          if (failed) sink().error(frame);
          else sink().next(frame);
          stop();
          assertNoPollution(before);
          for (const fact of facts) {
            if (fact.type === `push.${stream.event}`) {
              const { type: _type, ...data } = fact;
              expect(z.safeParse(stream.schema, data).success).toBe(true);
              kinds.add('event');
            } else if (fact.type === `push.${stream.prefix}.error`) {
              expect(typeof fact.code === 'string' && fact.code !== '').toBe(true);
              kinds.add(String(fact.code));
            }
          }
        }),
        // A counterexample CI once found: a refused socket whose body turns `String()` into a throw.
        { numRuns: 200, examples: [[{ kind: 'status', status: 429, body: '{"toString":0}' }]] },
      );
      expect(kinds.has('event')).toBe(true);
      expect(kinds.has('invalid_reply')).toBe(true);
    },
  );
});

describe('fuzzed realtime frames (issue 23 §9)', () => {
  it('every frame type, mutated, decodes to a valid frame or a rejection, and pollutes nothing', async () => {
    const before = prototypeKeys();
    const outcomes = { ok: 0, rejected: 0 };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...SERVER_FRAME_TYPES),
        recipeArbitrary(),
        async (type, recipe) => {
          Object.assign(capturedSchema, { current: serverFrameSchema(type), protocol: 'rest' });
          let text: string;
          try {
            text = await answer(recipe).text();
          } catch {
            return; // no frame: the socket failed, which the socket's own tests cover
          }
          const decoded = decodeFrame(text);
          if (decoded.ok) {
            expect(serverFrameSchema(decoded.frame.type).safeParse(decoded.frame).success).toBe(
              true,
            );
            outcomes.ok += 1;
          } else outcomes.rejected += 1;
          assertNoPollution(before);
        },
      ),
      { numRuns: 600 },
    );
    expect(outcomes.ok).toBeGreaterThan(0);
    expect(outcomes.rejected).toBeGreaterThan(0);
  });
});
