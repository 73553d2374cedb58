import type { EventObject } from 'xstate';
import { describe, expect, it, vi } from 'vitest';
import type { StreamSubscribe } from '../io.ts';
import { streamOnDemand } from './streamOnDemand.ts';

type Fact = { type: 'opened' } | { type: 'closed'; reason: string } | { type: 'echo'; n: number };

/** A stream that answers each command `{ type: 'say', n }` with `echo n`, and counts its life. */
function echoStream() {
  const life = { subscribed: 0, cleanedUp: 0, inputs: [] as unknown[] };
  const subscribe: StreamSubscribe<Fact, string> = ({ input, emit, receive }) => {
    life.subscribed += 1;
    life.inputs.push(input);
    emit({ type: 'opened' });
    receive((command) => emit({ type: 'echo', n: (command as EventObject & { n: number }).n }));
    return () => {
      life.cleanedUp += 1;
    };
  };
  return { life, subscribe };
}

/** A loader the test settles by hand. */
function deferredLoad<T>() {
  let settle!: { resolve: (value: T) => void; reject: (error: unknown) => void };
  const promise = new Promise<T>((resolve, reject) => (settle = { resolve, reject }));
  return { load: vi.fn(() => promise), ...settle };
}

/** Subscribes like the engine: the facts emitted, and a way to send commands. */
function open<TInput>(stream: StreamSubscribe<Fact, TInput>, input: TInput) {
  const facts: Fact[] = [];
  let listener: ((command: EventObject) => void) | undefined;
  const cleanup = stream({
    input,
    emit: (fact) => facts.push(fact),
    receive: (next) => (listener = next),
  });
  return { facts, cleanup, send: (command: EventObject) => listener?.(command) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('streamOnDemand', () => {
  it('loads nothing until subscribed, then subscribes the loaded stream with the input', async () => {
    const echo = echoStream();
    const { load, resolve } = deferredLoad<StreamSubscribe<Fact, string>>();
    const stream = streamOnDemand(load, () => null);
    expect(load).not.toHaveBeenCalled();
    const opened = open(stream, 'wss://example.test');
    expect(load).toHaveBeenCalledTimes(1);
    expect(opened.facts).toEqual([]);
    resolve(echo.subscribe);
    await flush();
    expect(echo.life.inputs).toEqual(['wss://example.test']);
    expect(opened.facts).toEqual([{ type: 'opened' }]);
  });

  it('hands the commands sent before the code was in to the stream in order, later ones at once', async () => {
    const echo = echoStream();
    const { load, resolve } = deferredLoad<StreamSubscribe<Fact, string>>();
    const opened = open(
      streamOnDemand(load, () => null),
      '',
    );
    opened.send({ type: 'say', n: 1 } as EventObject);
    opened.send({ type: 'say', n: 2 } as EventObject);
    resolve(echo.subscribe);
    await flush();
    opened.send({ type: 'say', n: 3 } as EventObject);
    expect(opened.facts).toEqual([
      { type: 'opened' },
      { type: 'echo', n: 1 },
      { type: 'echo', n: 2 },
      { type: 'echo', n: 3 },
    ]);
  });

  it('a cleanup before the code is in means the stream is never opened; after, it closes it', async () => {
    const early = echoStream();
    const first = deferredLoad<StreamSubscribe<Fact, string>>();
    const cancelled = open(
      streamOnDemand(first.load, () => null),
      '',
    );
    cancelled.cleanup();
    first.resolve(early.subscribe);
    await flush();
    expect(early.life.subscribed).toBe(0);
    expect(cancelled.facts).toEqual([]);

    const late = echoStream();
    const second = deferredLoad<StreamSubscribe<Fact, string>>();
    const running = open(
      streamOnDemand(second.load, () => null),
      '',
    );
    second.resolve(late.subscribe);
    await flush();
    running.cleanup();
    expect(late.life).toMatchObject({ subscribed: 1, cleanedUp: 1 });
  });

  it("a load that fails ends the subscription with the failure's fact (none after a cleanup)", async () => {
    const failing = deferredLoad<StreamSubscribe<Fact, string>>();
    const failed = (error: unknown): Fact => ({ type: 'closed', reason: String(error) });
    const opened = open(streamOnDemand(failing.load, failed), '');
    failing.reject(new Error('chunk gone'));
    await flush();
    expect(opened.facts).toEqual([{ type: 'closed', reason: 'Error: chunk gone' }]);

    const again = deferredLoad<StreamSubscribe<Fact, string>>();
    const closed = open(streamOnDemand(again.load, failed), '');
    closed.cleanup();
    again.reject(new Error('chunk gone'));
    await flush();
    expect(closed.facts).toEqual([]);
  });

  it('loads once: a later subscription opens the loaded stream at once; a failed load is asked again', async () => {
    const echo = echoStream();
    const { load, resolve } = deferredLoad<StreamSubscribe<Fact, string>>();
    const stream = streamOnDemand(load, () => null);
    open(stream, 'first');
    open(stream, 'second');
    expect(load).toHaveBeenCalledTimes(1);
    resolve(echo.subscribe);
    await flush();
    const third = open(stream, 'third');
    // Within the subscription's own call: no import, no task in between.
    expect(third.facts).toEqual([{ type: 'opened' }]);
    expect(echo.life.inputs).toEqual(['first', 'second', 'third']);
    expect(load).toHaveBeenCalledTimes(1);

    let attempts = 0;
    const flaky = streamOnDemand<Fact, string>(
      () => {
        attempts += 1;
        return attempts === 1
          ? Promise.reject(new Error('offline'))
          : Promise.resolve(echo.subscribe);
      },
      () => ({ type: 'closed', reason: 'offline' }),
    );
    const failedOnce = open(flaky, '');
    await flush();
    expect(failedOnce.facts).toEqual([{ type: 'closed', reason: 'offline' }]);
    const retried = open(flaky, '');
    await flush();
    expect(retried.facts).toEqual([{ type: 'opened' }]);
    expect(attempts).toBe(2);
  });
});
