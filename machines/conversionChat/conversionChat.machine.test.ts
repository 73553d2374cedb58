import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import { conversionChatMachine } from './conversionChat.machine.ts';
import { selectOfferEnd } from './conversionChat.selectors.ts';
import { conversionChatRequest as request } from './conversionChat.testing.ts';
import type { ConversionChatInput } from './conversionChat.types.ts';

afterEach(() => vi.useRealTimers());

const NOW = Date.parse('2026-01-01T12:00:00Z');

/**
 * The conversion chat under a parent that plays the modal manager (system id `modals`): the boxes
 * it opens are recorded, and so are the answers it posts. The clock reads `NOW`.
 */
function start(countdownEnd: string | null, options: { answerFails?: boolean } = {}) {
  const modals: EventObject[] = [];
  const answers: ConversionChatInput[] = [];
  const machine = conversionChatMachine.provide({
    actors: {
      readClock: fromPromise(() => Promise.resolve(NOW)),
      setConversionChat: fromPromise(({ input }: { input: ConversionChatInput }) => {
        answers.push(input);
        if (options.answerFails) return Promise.reject(new Error('http_503'));
        return Promise.resolve();
      }),
    },
  });
  const parent = createActor(
    setup({
      actors: {
        chat: machine,
        modals: setup({}).createMachine({
          on: { '*': { actions: ({ event }) => void modals.push(event) } },
        }),
      },
    }).createMachine({
      invoke: [
        { id: 'modals', systemId: 'modals', src: 'modals' },
        { id: 'chat', src: 'chat', input: { request, countdownEnd } },
      ],
    }),
  ).start();
  const actor = parent.getSnapshot().children.chat as ActorRefFrom<typeof conversionChatMachine>;
  return {
    actor,
    modals,
    answers,
    offerEnd: () => selectOfferEnd(actor.getSnapshot()),
    chose: (action: 'enable' | 'disable') =>
      actor.send({ type: 'ui.conversionChatChosen', action }),
  };
}

describe('conversion chat: the offer', () => {
  it('runs while its end lies ahead, and ends on one timer at that end', async () => {
    vi.useFakeTimers();
    const chat = start('2026-01-01T12:00:03Z');
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.offerEnd()).toBe(Date.parse('2026-01-01T12:00:03Z'));
    await vi.advanceTimersByTimeAsync(2999);
    expect(chat.offerEnd()).toBe(Date.parse('2026-01-01T12:00:03Z'));
    await vi.advanceTimersByTimeAsync(1);
    expect(chat.offerEnd()).toBeNull();
    expect(chat.actor.getSnapshot().matches({ offer: 'ineligible' })).toBe(true);
  });

  it('opens its box once per page load, with the end the box counts down to', async () => {
    vi.useFakeTimers();
    const chat = start('2026-01-01T12:00:02.500Z');
    expect(chat.modals).toEqual([]);
    await vi.advanceTimersByTimeAsync(0);
    expect(chat.modals).toEqual([
      {
        type: 'modals.open',
        id: 'conversion-chat',
        props: { endsAt: Date.parse('2026-01-01T12:00:02.500Z') },
      },
    ]);
    // The offer runs out: the box is not opened again, and nothing ticks meanwhile.
    await vi.advanceTimersByTimeAsync(5000);
    expect(chat.offerEnd()).toBeNull();
    expect(chat.modals).toHaveLength(1);
  });

  it('ends at once when the guest declines it ("No, thanks")', async () => {
    vi.useFakeTimers();
    const chat = start('2026-01-01T12:00:10Z');
    await vi.advanceTimersByTimeAsync(0);
    chat.chose('enable');
    expect(chat.offerEnd()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(0);
    chat.chose('disable');
    expect(chat.actor.getSnapshot().matches({ offer: 'declined' })).toBe(true);
    expect(chat.offerEnd()).toBeNull();
    // The end passing brings it back no more.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(chat.actor.getSnapshot().matches({ offer: 'declined' })).toBe(true);
  });

  it('is offered again when a live preview ends; other ends and a declined offer open nothing', async () => {
    vi.useFakeTimers();
    const chat = start('2026-01-01T12:00:10Z');
    await vi.advanceTimersByTimeAsync(4000);
    expect(chat.modals).toHaveLength(1);
    // She ended a paid chat: no offer.
    chat.actor.send({ type: 'messenger.chatEnded', exitCode: 201 });
    expect(chat.modals).toHaveLength(1);
    // The live preview is over (501) or used up (503): the box again, with the same end.
    chat.actor.send({ type: 'messenger.chatEnded', exitCode: 501 });
    expect(chat.modals.at(-1)).toEqual(chat.modals[0]);
    chat.actor.send({ type: 'messenger.chatEnded', exitCode: 503 });
    expect(chat.modals).toHaveLength(3);
    chat.chose('disable');
    chat.actor.send({ type: 'messenger.chatEnded', exitCode: 501 });
    expect(chat.modals).toHaveLength(3);
  });

  it('is not offered when the end has passed, is not a time, or there is none', async () => {
    for (const end of ['2025-01-01T12:00:00Z', '2026-01-01T12:00:00Z', 'soon', null]) {
      const chat = start(end);
      await vi.waitFor(() =>
        expect(chat.actor.getSnapshot().matches({ offer: 'ineligible' })).toBe(true),
      );
      expect(chat.offerEnd()).toBeNull();
      expect(chat.modals).toEqual([]);
      // Nor does an ended live preview bring an offer that is not there.
      chat.actor.send({ type: 'messenger.chatEnded', exitCode: 501 });
      expect(chat.modals).toEqual([]);
    }
  });
});

describe('conversion chat: the answer', () => {
  it('posts each answer of the box, one at a time', async () => {
    const chat = start(null);
    chat.chose('disable');
    expect(chat.actor.getSnapshot().hasTag('postingAnswer')).toBe(true);
    // A second press while the first is on its way is not posted again.
    chat.chose('enable');
    await vi.waitFor(() => expect(chat.actor.getSnapshot().matches({ answer: 'idle' })).toBe(true));
    expect(chat.answers).toEqual([{ request, action: 'disable' }]);
  });

  it('keeps a failed post for the inspector', async () => {
    const chat = start(null, { answerFails: true });
    chat.chose('enable');
    await vi.waitFor(() =>
      expect(chat.actor.getSnapshot().context.lastError).toEqual({
        call: 'conversionChat',
        message: 'http_503',
      }),
    );
    expect(chat.actor.getSnapshot().matches({ answer: 'idle' })).toBe(true);
  });
});
