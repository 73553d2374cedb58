import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ServerFrame } from '../../services/realtime/frames.ts';
import { TOY_CONTROLS } from '../messenger/catalog.ts';
import { createToyRoom, type ToyChat } from './toyRoom.ts';
import { advanceToy, dropChat, EMPTY_TOY_QUEUE, enqueueToy, type ToyJob } from './toys.ts';

const job = (clientToyId: string, chatId = 'live-1'): ToyJob => ({
  chatId,
  accountId: 1,
  clientToyId,
  toyControlId: 1,
  seconds: 5,
  priceMinor: 99,
});

describe('the toy queue', () => {
  it('runs the first control at once and queues the others in order', () => {
    const first = enqueueToy(EMPTY_TOY_QUEUE, job('a'));
    expect(first).toMatchObject({ ahead: 0, startsNow: true });
    const second = enqueueToy(first.queue, job('b'));
    const third = enqueueToy(second.queue, job('c'));
    expect([second.ahead, third.ahead, third.startsNow]).toEqual([1, 2, false]);
    const next = advanceToy(third.queue);
    expect(next.done?.clientToyId).toBe('a');
    expect(next.queue.running?.clientToyId).toBe('b');
    expect(advanceToy(advanceToy(next.queue).queue).queue).toEqual(EMPTY_TOY_QUEUE);
  });

  it("drops an ended chat's waiting controls, not its running one nor others'", () => {
    let queue = enqueueToy(EMPTY_TOY_QUEUE, job('a')).queue;
    queue = enqueueToy(queue, job('b')).queue;
    queue = enqueueToy(queue, job('x', 'live-2')).queue;
    const { queue: kept, dropped } = dropChat(queue, 'live-1');
    expect(dropped.map((each) => each.clientToyId)).toEqual(['b']);
    expect(kept.running?.clientToyId).toBe('a');
    expect(kept.waiting.map((each) => each.clientToyId)).toEqual(['x']);
  });
});

describe('the toy room', () => {
  let balance: number;
  let pushed: ServerFrame[];
  let balancePushes: number;
  const room = () =>
    createToyRoom(
      {
        hub: {
          push: (_id: number, frame: ServerFrame) => pushed.push(frame),
          pushBalance: () => ++balancePushes,
        },
        store: {
          accounts: {
            findById: () => ({ balance, currency: 'EUR' }) as never,
            setBalance: (_id: number, value: number) => {
              balance = value;
            },
          },
        },
      },
      1000,
    );
  const chat: ToyChat = { chatId: 'live-1', accountId: 1, actorId: 7, canWrite: true };
  const send = (clientToyId: string, toyControlId: number) => ({ clientToyId, toyControlId });
  const tease = TOY_CONTROLS.find((toy) => toy.id === 1)!;
  const wave = TOY_CONTROLS.find((toy) => toy.id === 3)!;

  beforeEach(() => {
    vi.useFakeTimers();
    balance = 10;
    pushed = [];
    balancePushes = 0;
  });
  afterEach(() => vi.useRealTimers());

  it('charges each control, runs one at a time for its duration, the next after it', () => {
    const toys = room();
    toys.send(chat, send('t1', tease.id), true);
    toys.send(chat, send('t2', wave.id), true);
    expect(balance).toBeCloseTo(10 - tease.price - wave.price, 2);
    expect(balancePushes).toBe(2);
    expect(pushed).toEqual([
      { type: 'liveChatToyQueued', chatId: 'live-1', clientToyId: 't1', toyControlId: 1, ahead: 0 },
      {
        type: 'liveChatToyStarted',
        chatId: 'live-1',
        clientToyId: 't1',
        toyControlId: 1,
        seconds: tease.duration,
      },
      { type: 'liveChatToyQueued', chatId: 'live-1', clientToyId: 't2', toyControlId: 3, ahead: 1 },
    ]);
    pushed = [];
    vi.advanceTimersByTime(tease.duration * 1000);
    expect(pushed).toEqual([
      { type: 'liveChatToyDone', chatId: 'live-1', clientToyId: 't1' },
      {
        type: 'liveChatToyStarted',
        chatId: 'live-1',
        clientToyId: 't2',
        toyControlId: 3,
        seconds: wave.duration,
      },
    ]);
    toys.close();
  });

  it('rejects what the balance cannot cover, and charges nothing', () => {
    balance = 0.5;
    const toys = room();
    toys.send(chat, send('t1', tease.id), true);
    expect(pushed).toEqual([
      { type: 'liveChatToyRejected', chatId: 'live-1', clientToyId: 't1', reason: 'balance' },
    ]);
    expect([balance, balancePushes]).toEqual([0.5, 0]);
  });

  it('rejects a toy she has not, an unknown control and a voyeur', () => {
    const toys = room();
    toys.send(chat, send('a', 1), false);
    toys.send(chat, send('b', 999), true);
    toys.send({ ...chat, canWrite: false }, send('c', 1), true);
    expect(pushed.map((frame) => 'reason' in frame && frame.reason)).toEqual([
      'noToy',
      'unknownToy',
      'notAllowed',
    ]);
    expect(balance).toBe(10);
  });

  it('gives back the waiting controls of an ended chat; a dev finish runs the next now', () => {
    const toys = room();
    toys.send(chat, send('t1', tease.id), true);
    toys.send(chat, send('t2', wave.id), true);
    toys.endChat(chat);
    expect(balance).toBeCloseTo(10 - tease.price, 2);
    expect(toys.finish(7)).toBe(true);
    expect(pushed.at(-1)).toEqual({ type: 'liveChatToyDone', chatId: 'live-1', clientToyId: 't1' });
    expect(toys.finish(7)).toBe(false);
    toys.close();
  });
});
