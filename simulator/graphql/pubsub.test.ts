import { describe, expect, it } from 'vitest';
import { MAX_QUEUED_EVENTS, PubSub } from './pubsub.ts';

describe('PubSub', () => {
  it('drops a stalled subscriber once its queue passes the bound, and keeps the others', async () => {
    const pubsub = new PubSub<number>();
    const stalled = pubsub.subscribe();
    const reading = pubsub.subscribe();
    const seen: number[] = [];
    for (let i = 0; i <= MAX_QUEUED_EVENTS; i += 1) {
      pubsub.publish(i);
      const next = await reading.next();
      if (!next.done) seen.push(next.value);
    }
    expect(seen).toHaveLength(MAX_QUEUED_EVENTS + 1);
    expect(pubsub.subscribers).toBe(1);
    expect(await stalled.next()).toEqual({ value: undefined, done: true });
  });
});
