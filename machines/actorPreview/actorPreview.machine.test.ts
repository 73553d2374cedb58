import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { EngineClock } from '../../src/engine/clock.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import {
  actorPreviewMachine,
  INTENT_DELAY_MS,
  LEAVE_DELAY_MS,
  MAX_CACHED,
  PREVIEW_TTL_MS,
  type ActorPreviewEvent,
} from './actorPreview.machine.ts';
import { selectOpenPreviewActor, selectPreviewView } from './actorPreview.selectors.ts';
import { previewOf } from './actorPreview.testing.ts';
import type { ActorPreview, PreviewCall } from './actorPreview.types.ts';
import { flushMacrotasks } from '../../src/testing/flush.ts';

/** The machine on a manual engine clock; each load waits until the test answers it. */
function start() {
  const clock = new EngineClock();
  const calls: {
    input: PreviewCall;
    resolve: (p: ActorPreview) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const machine = actorPreviewMachine.provide({
    actors: {
      loadPreview: fromPromise<ActorPreview, PreviewCall>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { clock, input: demoDomainInput('actorPreview') }).start();
  let now = 0;
  return {
    calls,
    send: (event: ActorPreviewEvent) => actor.send(event),
    wait: (ms: number) => clock.advanceTo((now += ms)),
    view: () => selectPreviewView(actor.getSnapshot()),
    snapshot: () => actor.getSnapshot(),
  };
}
const hover = (actorId: number) =>
  ({ type: 'ui.previewWanted', actorId, pointer: 'mouse' }) as const;
const leave = (actorId: number) => ({ type: 'ui.previewLeft', actorId }) as const;

describe('actorPreview machine', () => {
  it('opens her card only after the pointer rested on her tile, then shows what loaded', async () => {
    const p = start();
    p.send(hover(7));
    p.wait(INTENT_DELAY_MS - 1);
    expect(p.view()).toEqual({ status: 'closed' });
    expect(p.calls).toHaveLength(0);
    p.wait(1);
    expect(p.view()).toEqual({ status: 'loading', actorId: 7 });
    expect(p.calls[0]?.input).toMatchObject({ actorId: 7, request: { accessToken: 't' } });
    p.calls[0]?.resolve(previewOf(7));
    await flushMacrotasks();
    expect(p.view()).toMatchObject({ status: 'shown', actorId: 7, preview: { name: 'Actor7' } });
    expect(selectOpenPreviewActor(p.snapshot())).toBe(7);
  });

  it('a pointer passing over a tile opens nothing and asks nothing', () => {
    const p = start();
    p.send(hover(7));
    p.wait(INTENT_DELAY_MS - 50);
    p.send(leave(7));
    p.wait(INTENT_DELAY_MS);
    expect(p.view()).toEqual({ status: 'closed' });
    expect(p.calls).toHaveLength(0);
  });

  it('never opens for a touch', () => {
    const p = start();
    p.send({ type: 'ui.previewWanted', actorId: 7, pointer: 'touch' });
    p.wait(INTENT_DELAY_MS * 2);
    expect(p.view()).toEqual({ status: 'closed' });
  });

  it('opens on keyboard focus too, and Escape closes it', async () => {
    const p = start();
    p.send({ type: 'ui.previewWanted', actorId: 7, pointer: 'keyboard' });
    p.wait(INTENT_DELAY_MS);
    p.calls[0]?.resolve(previewOf(7));
    await flushMacrotasks();
    expect(p.view().status).toBe('shown');
    p.send({ type: 'ui.previewClosed' });
    expect(p.view()).toEqual({ status: 'closed' });
    expect(selectOpenPreviewActor(p.snapshot())).toBeNull();
  });

  it('stays while the pointer moves from her tile into her card, and closes once it is gone', async () => {
    const p = start();
    p.send(hover(7));
    p.wait(INTENT_DELAY_MS);
    p.calls[0]?.resolve(previewOf(7));
    await flushMacrotasks();
    p.send(leave(7));
    p.wait(LEAVE_DELAY_MS - 1);
    p.send(hover(7)); // into her card
    p.wait(LEAVE_DELAY_MS * 2);
    expect(p.view().status).toBe('shown');
    p.send(leave(7));
    p.wait(LEAVE_DELAY_MS);
    expect(p.view()).toEqual({ status: 'closed' });
  });

  it('one card at a time: another tile takes over after its own wait', async () => {
    const p = start();
    p.send(hover(7));
    p.wait(INTENT_DELAY_MS);
    p.calls[0]?.resolve(previewOf(7));
    await flushMacrotasks();
    p.send(hover(8));
    expect(p.view()).toEqual({ status: 'closed' });
    // The leave of the first tile comes after the enter of the next: it changes nothing.
    p.send(leave(7));
    p.wait(INTENT_DELAY_MS);
    expect(p.view()).toEqual({ status: 'loading', actorId: 8 });
  });

  it('shows a loaded preview again at once, and asks anew once its time to live ran out', async () => {
    const p = start();
    p.send(hover(7));
    p.wait(INTENT_DELAY_MS);
    p.calls[0]?.resolve(previewOf(7));
    await flushMacrotasks();
    p.send(leave(7));
    p.wait(LEAVE_DELAY_MS);
    p.send(hover(7));
    p.wait(INTENT_DELAY_MS);
    expect(p.view().status).toBe('shown');
    expect(p.calls).toHaveLength(1);
    p.send({ type: 'ui.previewClosed' });
    p.wait(PREVIEW_TTL_MS);
    p.send(hover(7));
    p.wait(INTENT_DELAY_MS);
    expect(p.view()).toEqual({ status: 'loading', actorId: 7 });
    expect(p.calls).toHaveLength(2);
  });

  it('an expiry while her card is open keeps the card', async () => {
    const p = start();
    p.send(hover(7));
    p.wait(INTENT_DELAY_MS);
    p.calls[0]?.resolve(previewOf(7));
    await flushMacrotasks();
    p.wait(PREVIEW_TTL_MS);
    expect(p.view().status).toBe('shown');
  });

  it('a failure is said in the card with a retry that loads again', async () => {
    const p = start();
    p.send(hover(7));
    p.wait(INTENT_DELAY_MS);
    p.calls[0]?.reject({ message: 'x: reply is invalid', code: 'invalid_reply' });
    await flushMacrotasks();
    expect(p.view()).toEqual({
      status: 'failed',
      actorId: 7,
      failure: { message: 'x: reply is invalid', code: 'invalid_reply' },
    });
    p.send({ type: 'ui.previewRetry' });
    expect(p.view()).toEqual({ status: 'loading', actorId: 7 });
    p.calls[1]?.resolve(previewOf(7));
    await flushMacrotasks();
    expect(p.view().status).toBe('shown');
  });

  it('shows her rating only from ten ratings on', async () => {
    const p = start();
    p.send(hover(7));
    p.wait(INTENT_DELAY_MS);
    p.calls[0]?.resolve(previewOf(7, 9));
    await flushMacrotasks();
    expect(p.view()).toMatchObject({ status: 'shown', rating: null });
    p.send(hover(8));
    p.wait(INTENT_DELAY_MS);
    p.calls[1]?.resolve(previewOf(8, 10));
    await flushMacrotasks();
    expect(p.view()).toMatchObject({ rating: { count: 10, satisfactionRate: 97 } });
  });

  it(`keeps at most ${MAX_CACHED} previews, the oldest going first`, async () => {
    const p = start();
    for (let id = 1; id <= MAX_CACHED + 1; id++) {
      p.send(hover(id));
      p.wait(INTENT_DELAY_MS);
      p.calls.at(-1)?.resolve(previewOf(id));
      await flushMacrotasks();
    }
    const ids = p.snapshot().context.cache.map((entry) => entry.actorId);
    expect(ids).toHaveLength(MAX_CACHED);
    expect(ids[0]).toBe(2);
  });
});
