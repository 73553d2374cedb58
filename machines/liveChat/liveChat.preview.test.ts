import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { EXIT_PREVIEW_USED } from './exitCodes.ts';
import { liveChatMachine } from './liveChat.machine.ts';
import type { FreePreviewCall } from './liveChat.types.ts';

const lana = { id: 7, name: 'Lana', toy: false };
const mia = { id: 9, name: 'Mia', toy: false };

/** The live chat with the query service's calls recorded; the gate answered by hand. */
function start(seconds: number) {
  const calls: [string, number][] = [];
  const call = (name: string) =>
    fromPromise<number, FreePreviewCall>(({ input }) => {
      calls.push([name, input.actorId]);
      return Promise.resolve(name === 'init' ? seconds : 0);
    });
  const logic = liveChatMachine.provide({
    actors: { freePreviewInit: call('init'), freePreviewDecline: call('decline') },
    actions: { askGate: () => {}, sendStart: () => {}, sendStop: () => {} },
  });
  const chat = createActor(logic, {
    input: demoDomainInput('liveChat', { isLoggedIn: true }),
  }).start();
  const preview = (actor: typeof lana, ticket: string) => {
    chat.send({
      type: 'liveChat.enter',
      actor,
      chatType: 'LIVE_PREVIEW',
      privateChat: null,
      banned: false,
    });
    chat.send({
      type: 'gate.answer',
      action: 'avsContent',
      ticket,
      allowed: true,
      reason: null,
      open: null,
      balance: { value: 0, currency: 'EUR' },
    });
  };
  return { chat, calls, preview };
}

describe('the live preview asks the query service about the actor it started with', () => {
  it("asks her seconds as it starts, and another performer's for hers (issue 52 §3)", async () => {
    const { chat, calls, preview } = start(0);
    preview(lana, '7:1');
    await flushMacrotasks();
    // No seconds left: it ends as used, and its offer may be declined.
    expect(chat.getSnapshot().matches('ended')).toBe(true);
    expect(chat.getSnapshot().context.exitCode).toBe(EXIT_PREVIEW_USED);
    preview(mia, '9:2');
    await flushMacrotasks();
    expect(calls).toEqual([
      ['init', 7],
      ['init', 9],
    ]);
  });

  it('declines the offer after her preview for her, and the panel closes', async () => {
    const { chat, calls, preview } = start(0);
    preview(mia, '9:1');
    await flushMacrotasks();
    chat.send({ type: 'ui.previewDeclined' });
    expect(chat.getSnapshot().matches('decliningPreview')).toBe(true);
    await flushMacrotasks();
    expect(calls).toEqual([
      ['init', 9],
      ['decline', 9],
    ]);
    expect(chat.getSnapshot().matches('idle')).toBe(true);
    // Nothing to decline when no preview ended.
    chat.send({ type: 'ui.previewDeclined' });
    expect(chat.getSnapshot().matches('idle')).toBe(true);
  });

  it('connects with the seconds the service gave her preview', async () => {
    const { chat, calls, preview } = start(3);
    preview(lana, '7:1');
    await flushMacrotasks();
    expect(calls).toEqual([['init', 7]]);
    expect(chat.getSnapshot().matches('connecting')).toBe(true);
    expect(chat.getSnapshot().context.previewSeconds).toBe(3);
  });
});
