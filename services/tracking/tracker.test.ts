import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TRACK_MUTATION, createTracker, trackingEvent } from './tracker.ts';
import { bodyText, urlText } from '../testing/fetchCalls.ts';

const request = { restBaseUrl: 'http://x/rest/v1', ver: 't', language: 'en', accessToken: 'tok' };
const target = { request, trackingUrl: 'http://x/graphql/tracking', webToken: 'tok' };

describe('tracker', () => {
  it('sends the tracking mutation by beacon with the web token, as text/plain', async () => {
    const sent: { url: string; body: Blob }[] = [];
    const tracker = createTracker({
      fetch: () => Promise.reject(new Error('no fetch for track')),
      sendBeacon: (url, body) => (sent.push({ url, body }), true),
      now: () => 42,
    });
    expect(
      tracker.track(target, {
        eventContext: 'feed',
        eventAction: 'like',
        eventData: { postId: 7 },
      }),
    ).toBe(true);
    expect(sent[0]!.url).toBe('http://x/graphql/tracking');
    expect(sent[0]!.body.type).toBe('text/plain');
    const body = JSON.parse(await sent[0]!.body.text()) as {
      query: string;
      variables: Record<string, unknown>;
    };
    expect(body.query).toBe(TRACK_MUTATION);
    expect(body.variables).toMatchObject({
      webToken: 'tok',
      event: {
        timestamp: 42,
        source: 'web',
        type: 'like',
        context: 'feed',
        data: '{"postId":7}',
        int1: 7,
      },
    });
  });

  it('never throws: a refused or failing beacon is false', () => {
    const tracker = createTracker({
      fetch,
      sendBeacon: () => {
        throw new TypeError('beacon blocked');
      },
      now: () => 0,
    });
    expect(tracker.track(target, { eventContext: 'a', eventAction: 'b' })).toBe(false);
  });

  it('posts trackActorProfileVisit with the actor name and swallows failures', async () => {
    const calls: { url: string; body: string }[] = [];
    const tracker = createTracker({
      fetch: (url, init) => {
        calls.push({ url: urlText(url), body: bodyText(init) });
        return Promise.resolve(new Response('nope', { status: 500 }));
      },
      sendBeacon: () => true,
      now: () => 0,
    });
    tracker.trackActorProfileVisit(target, { actorName: 'Lana' });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(calls[0]!.url).toContain('/rest/v1/tracker/trackActorProfileVisit?');
    expect(JSON.parse(calls[0]!.body)).toEqual({ actorName: 'Lana' });
  });

  it('fills at most five integer and five float measures, in key order', () => {
    fc.assert(
      fc.property(
        fc.dictionary(
          fc.string(),
          fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.string()),
        ),
        (data) => {
          const event = trackingEvent({ eventContext: 'c', eventAction: 'a', eventData: data }, 1);
          const ints = [event.int1, event.int2, event.int3, event.int4, event.int5].filter(
            (v) => v !== null,
          );
          const floats = [
            event.float1,
            event.float2,
            event.float3,
            event.float4,
            event.float5,
          ].filter((v) => v !== null);
          expect(ints.every((v) => Number.isInteger(v))).toBe(true);
          expect(floats.every((v) => !Number.isInteger(v))).toBe(true);
          const numbers = Object.values(data).filter((v) => typeof v === 'number');
          expect(ints.length + floats.length).toBeLessThanOrEqual(Math.min(10, numbers.length));
          expect(JSON.parse(event.data)).toEqual(JSON.parse(JSON.stringify(data)));
        },
      ),
    );
  });
});
