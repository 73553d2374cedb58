import Fastify, { type FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { serverFrameSchema } from '../../services/realtime/frames.ts';
import type { SimulatorContext } from '../context.ts';
import type { Store } from '../store/index.ts';
import { openTestStore, tempDir } from '../testing.ts';
import { registerLiveEventsSimulator } from './index.ts';

/** The demo triggers push frames of the realtime contract to the named guest. */
describe('live events simulator', () => {
  let dir: ReturnType<typeof tempDir>;
  let store: Store;
  let app: FastifyInstance;
  let pushed: { accountId: number; frame: unknown }[];

  beforeEach(async () => {
    dir = tempDir('live-events-');
    store = openTestStore(dir.path);
    pushed = [];
    const ctx = {
      store,
      hub: { push: (accountId: number, frame: unknown) => pushed.push({ accountId, frame }) },
      catalogue: { actors: { idsByOnline: () => [31, 32, 33] } },
    } as unknown as SimulatorContext;
    app = Fastify();
    registerLiveEventsSimulator(app, ctx);
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    store.close();
    dir.remove();
  });

  it('pushes a Clash of Cams standing of the first online performers, or of those named', async () => {
    const demo = store.accounts.findByLogin('demo')!;
    await app.inject({ method: 'POST', url: '/dev/liveEvents/clashOfCams?as=demo&votingId=4' });
    await app.inject({
      method: 'POST',
      url: '/dev/liveEvents/clashOfCams?as=demo&votingId=4&actorIds=33,31&votes=5,9',
    });
    expect(pushed).toEqual([
      {
        accountId: demo.id,
        frame: {
          type: 'clashOfCamsVoting',
          votingId: 4,
          actors: [
            { actorId: 31, votes: 12 },
            { actorId: 32, votes: 7 },
          ],
        },
      },
      {
        accountId: demo.id,
        frame: {
          type: 'clashOfCamsVoting',
          votingId: 4,
          actors: [
            { actorId: 33, votes: 5 },
            { actorId: 31, votes: 9 },
          ],
        },
      },
    ]);
    for (const { frame } of pushed)
      expect(z.safeParse(serverFrameSchema('clashOfCamsVoting'), frame).success).toBe(true);
  });

  it('pushes a reaction, and refuses an unknown login or reaction', async () => {
    await app.inject({ method: 'POST', url: '/dev/liveEvents/reaction?as=demo&reaction=kiss' });
    expect(pushed.map(({ frame }) => frame)).toEqual([
      { type: 'liveReaction', actorId: 31, reaction: 'kiss' },
    ]);
    expect(z.safeParse(serverFrameSchema('liveReaction'), pushed[0]?.frame).success).toBe(true);
    const unknown = await app.inject({ method: 'POST', url: '/dev/liveEvents/reaction?as=nobody' });
    expect(unknown.statusCode).toBe(404);
    const odd = await app.inject({
      method: 'POST',
      url: '/dev/liveEvents/reaction?as=demo&reaction=<script>',
    });
    expect(odd.statusCode).toBe(400);
  });
});
