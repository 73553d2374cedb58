import { describe, expect, it } from 'vitest';
import type { AppContext } from '../../machines/app/app.machine.ts';
import { guestTextMessage } from '../../fixtures/realtimeFrames.ts';
import { createPendingSendsStore } from '../../services/browser/pendingSends.ts';
import { memoryStorage } from '../../services/testing/memoryStorage.ts';
import { flushMacrotasks } from '../testing/flush.ts';
import type { RealtimeServices } from './features/realtime.ts';
import { decodeLog, encodeLog } from './log/jsonl.ts';
import { keepWaitingSends } from './pendingSends.ts';
import { Replayer } from './replay.ts';
import { SESSION_TOKEN, startReportSession } from './report/testing/appSession.ts';
import { appInputFromHeader, createAppLogic } from './system.ts';
import { demoAppServices } from './testing/demoServices.ts';
import { heldDomainsPage } from './testing/heldDomainsPage.ts';

/** A tab's sessionStorage: it outlives the page, as the browser's does across a reload. */
const tabStorage = memoryStorage;

type Frame = { type: string; [field: string]: unknown };
type Emit = (event: Frame) => void;

/**
 * The connection's socket as a test double: it notes every frame sent on it in `sent` and hands
 * each socket's `emit` to `emits` (the platform's pushes). The `n`th socket made (from 1) opens and
 * acknowledges the session at once when `opens(n)` (every one by default); while `down()`, a frame
 * sent comes back as `socket.unsent` (without the session's token) instead.
 */
function fakeSocket(
  sent: Frame[],
  emits: Emit[] = [],
  {
    opens = () => true,
    down = () => false,
  }: { opens?: (n: number) => boolean; down?: () => boolean } = {},
): RealtimeServices['realtimeSocket'] {
  return ({ emit, receive }) => {
    emits.push(emit as never);
    receive((command) => {
      const frame = (command as { frame?: Frame }).frame;
      if (command.type !== 'socket.send' || !frame) return;
      if (!down()) sent.push(frame);
      else {
        const { accessToken: _a, guestId: _g, ...bare } = frame;
        emit({ type: 'socket.unsent', frame: bare });
      }
    });
    if (opens(emits.length))
      queueMicrotask(() => {
        emit({ type: 'socket.opened' });
        emit({ type: 'push.ackSession', guestId: 1001, expiresIn: 3600 });
      });
    return () => {};
  };
}

/** One page of the tab: the real app system over the tab's storage. */
async function page(storage: ReturnType<typeof tabStorage>) {
  const sent: Frame[] = [];
  const emits: Emit[] = [];
  const session = await startReportSession({
    realtime: {
      pendingSends: createPendingSendsStore(storage),
      realtimeSocket: fakeSocket(sent, emits),
    },
  });
  return { ...session, sent, push: (event: Frame) => emits.at(-1)?.(event) };
}

const messagesSent = (sent: { type: string; clientMessageId?: unknown }[]) =>
  sent.filter((f) => f.type === 'sendMessage').map((f) => f.clientMessageId);

/** The next page of the tab connects and sends no guest message: nothing was kept. */
async function expectNextPageSendsNothing(storage: ReturnType<typeof tabStorage>) {
  const next = await page(storage);
  await next.flush();
  expect(messagesSent(next.sent)).toEqual([]);
  next.engine.stop();
}

describe('sends survive a reload (issue 51, item 7)', () => {
  it('an unacknowledged message goes out again once, with its clientMessageId, from the next page', async () => {
    const storage = tabStorage();
    const first = await page(storage);
    first.engine.send('realtime', {
      type: 'realtime.send',
      frame: guestTextMessage('c-before-reload', 2, 'are you there?'),
    });
    await first.flush();
    expect(messagesSent(first.sent)).toEqual(['c-before-reload']);
    // No ack came: the page is reloaded (the guest's F5, or the app's own reload).
    expect([...storage.items.values()].join()).toContain('c-before-reload');
    expect([...storage.items.values()].join()).not.toContain('tok_');
    first.engine.stop();

    const second = await page(storage);
    await second.flush();
    expect(messagesSent(second.sent)).toEqual(['c-before-reload']);
    // What the page read from storage is in its log, so its replay resends the same.
    expect(encodeLog(second.engine.exportLog())).toContain('socket.sendsRestored');

    // Acknowledged now: nothing is left for a third page.
    second.push({
      type: 'push.messageAck',
      clientMessageId: 'c-before-reload',
      messageId: 77,
      channelId: 2,
      price: { value: 0, currency: 'EUR' },
    });
    await second.flush();
    expect(storage.items.size).toBe(0);
    second.engine.stop();
    await expectNextPageSendsNothing(storage);
  });

  it('a reload the app makes itself waits (bounded) until the messages are acknowledged', async () => {
    const store = createPendingSendsStore(tabStorage());
    store.save(1001, [{ clientMessageId: 'c1', frame: guestTextMessage('c1', 2), reloads: 0 }]);
    let drained = false;
    const wait = store.whenDrained(60_000).then(() => (drained = true));
    await Promise.resolve();
    expect(drained).toBe(false);
    store.save(1001, []);
    await wait;
    expect(drained).toBe(true);
  });
});

describe('frames sent while the socket is down', () => {
  it('come back as socket.unsent and go out with the next session, never dropped silently', async () => {
    const storage = tabStorage();
    const sent: Frame[] = [];
    const emits: Emit[] = [];
    let open = true;
    const session = await startReportSession({
      realtime: {
        pendingSends: createPendingSendsStore(storage),
        realtimeSocket: fakeSocket(sent, emits, { down: () => !open }),
      },
    });
    open = false;
    session.engine.send('realtime', {
      type: 'realtime.send',
      frame: { type: 'markChannelRead', channelId: 2 },
    });
    await session.flush();
    const snapshot = session.engine.get('realtime')?.getSnapshot() as {
      context: { outbox: { type: string }[] };
    };
    expect(snapshot.context.outbox.map((f) => f.type)).toEqual(['markChannelRead']);
    expect(encodeLog(session.engine.exportLog())).not.toMatch(/socket\.unsent[^\n]*tok_/);
    expect(emits).toHaveLength(1);
    session.engine.stop();
  });
});

/**
 * One page of the tab as `main.tsx` starts it (its waiting sends kept by `keepWaitingSends`), whose
 * lazy domains' code does not come until `letCodeCome`: the realtime connection's among them.
 */
async function heldPage(storage: ReturnType<typeof tabStorage>) {
  const sent: Frame[] = [];
  const emits: Emit[] = [];
  const store = createPendingSendsStore(storage);
  const page = heldDomainsPage({
    demo: demoAppServices({ accessToken: SESSION_TOKEN, guestId: 1001 }),
    realtime: { pendingSends: store, realtimeSocket: fakeSocket(sent, emits) },
    url: '/en/messenger/',
  });
  const { engine } = page;
  const stopKeeping = keepWaitingSends(engine, store);
  const flush = () => flushMacrotasks(5);
  await flush();
  return {
    engine,
    sent,
    flush,
    /** What waits at the root for the connection. */
    waiting: () =>
      (engine.root.getSnapshot() as { context: AppContext }).context.pending.realtime ?? [],
    push: (event: Frame) => emits.at(-1)?.(event),
    /** The lazy domains' code comes (a real dynamic import): until the connection is live. */
    letCodeCome: page.startDomains,
    stop() {
      stopKeeping();
      engine.stop();
    },
  };
}

const contextOf = (actor: { getSnapshot(): unknown } | undefined) =>
  (actor?.getSnapshot() as { context?: unknown } | undefined)?.context;

/**
 * The page's log replayed (through its text form): it must run to its end and leave the
 * connection as the live page has it. Returns the replayed connection's context.
 */
function replayedConnection(engine: {
  exportLog(): ReturnType<typeof decodeLog>;
  get(id: string): { getSnapshot(): unknown } | undefined;
}) {
  const replay = new Replayer(decodeLog(encodeLog(engine.exportLog())), {
    createLogic: (wiring) => createAppLogic(wiring, null),
    inputFromHeader: appInputFromHeader,
  });
  expect(replay.runToEnd().divergence).toBeNull();
  expect(contextOf(replay.get('realtime'))).toEqual(contextOf(engine.get('realtime')));
  return contextOf(replay.get('realtime'));
}

/** The guest's message as the messenger hands it to the connection (through the root if it waits). */
const sendMessage = (id: string, text = 'are you there?') => ({
  type: 'realtime.send',
  frame: guestTextMessage(id, 2, text),
});
const ack = (clientMessageId: string) => ({
  type: 'push.messageAck',
  clientMessageId,
  messageId: 77,
  channelId: 2,
  price: { value: 0, currency: 'EUR' },
});

describe("what is sent before the connection's code comes survives a reload", () => {
  it('is kept in the tab while it waits at the root, and the next page sends it once', async () => {
    const storage = tabStorage();
    const first = await heldPage(storage);
    first.engine.send('realtime', sendMessage('c-held'));
    await first.flush();
    // It waits at the root (the connection's code has not come) and is in the tab's storage.
    expect(first.waiting()).toEqual([sendMessage('c-held')]);
    expect(first.engine.get('realtime')).toBeUndefined();
    expect(createPendingSendsStore(storage).load(1001)).toEqual([
      {
        clientMessageId: 'c-held',
        frame: guestTextMessage('c-held', 2, 'are you there?'),
        reloads: 0,
      },
    ]);
    expect([...storage.items.values()].join()).not.toContain('tok_');
    first.stop();

    // The guest reloads; on the next page she writes again before the code comes.
    const second = await heldPage(storage);
    second.engine.send('realtime', sendMessage('c-second', 'hello?'));
    await second.flush();
    expect(
      createPendingSendsStore(storage)
        .load(1001)
        .map((m) => m.clientMessageId),
    ).toEqual(['c-held', 'c-second']);
    await second.letCodeCome();
    // Each goes out once, the older first, with its clientMessageId.
    expect(messagesSent(second.sent)).toEqual(['c-held', 'c-second']);
    // What the page read from storage is in its log, and its replay ends in the same connection.
    expect(encodeLog(second.engine.exportLog())).toContain('socket.sendsRestored');
    const replayed = replayedConnection(second.engine) as
      { unacked: { clientMessageId: string }[] } | undefined;
    expect(replayed?.unacked.map((m) => m.clientMessageId)).toEqual(['c-held', 'c-second']);

    // Acknowledged: nothing is left, and a third page sends nothing.
    second.push(ack('c-held'));
    second.push(ack('c-second'));
    await second.flush();
    expect(storage.items.size).toBe(0);
    second.stop();
    const third = await heldPage(storage);
    await third.letCodeCome();
    await third.flush();
    expect(messagesSent(third.sent)).toEqual([]);
    third.stop();
  });

  it('goes out once when the code comes on the same page, though the tab keeps it too', async () => {
    const storage = tabStorage();
    const only = await heldPage(storage);
    only.engine.send('realtime', sendMessage('c-same'));
    await only.flush();
    expect(storage.items.size).toBe(1);
    await only.letCodeCome();
    expect(messagesSent(only.sent)).toEqual(['c-same']);
    only.push(ack('c-same'));
    await only.flush();
    expect(storage.items.size).toBe(0);
    only.stop();
  });
});

/** Whether the root holds `domain` as failed (its view shows the error, with its retry). */
const failedDomains = (engine: { root: { getSnapshot(): unknown } }) =>
  (engine.root.getSnapshot() as { context: AppContext }).context.failed;

describe('what a failed connection held (review of session 54, M1)', () => {
  it('the connection spawned again by the retry restores it, and it goes out once', async () => {
    const storage = tabStorage();
    const sent: Frame[] = [];
    const emits: Emit[] = [];
    const session = await startReportSession({
      realtime: {
        pendingSends: createPendingSendsStore(storage),
        // The first socket never opens; the one after the retry opens and is acknowledged.
        realtimeSocket: fakeSocket(sent, emits, { opens: (n) => n > 1 }),
      },
    });
    await session.flush();
    session.engine.send('realtime', sendMessage('c-held-by-failed'));
    await session.flush();
    expect(
      createPendingSendsStore(storage)
        .load(1001)
        .map((m) => m.clientMessageId),
    ).toEqual(['c-held-by-failed']);
    // A fact the machine cannot take (a bug): the actor fails, the domain shows as failed.
    emits[0]!({ type: 'socket.sendsRestored', sends: null });
    await session.flush();
    expect(failedDomains(session.engine)).toContain('realtime');
    expect(sent).toEqual([]);

    session.engine.send('app', { type: 'app.domainRetry', domain: 'realtime' });
    await session.flush();
    expect(emits.length).toBe(2);
    expect(messagesSent(sent)).toEqual(['c-held-by-failed']);
    // Still kept until its ack, then gone.
    expect(
      createPendingSendsStore(storage)
        .load(1001)
        .map((m) => m.clientMessageId),
    ).toEqual(['c-held-by-failed']);
    emits[1]!(ack('c-held-by-failed'));
    await session.flush();
    expect(storage.items.size).toBe(0);
    // What the new connection restored is a record of its socket (beside the broken one that made
    // the first fail), so its replay sends the same.
    expect(encodeLog(session.engine.exportLog()).match(/socket\.sendsRestored/g)).toHaveLength(2);
    replayedConnection(session.engine);
    session.engine.stop();
  });
});

describe('a guest who leaves (review of session 54, M2)', () => {
  it('locked out: the messages she left are dropped from the tab, not sent at her next login', async () => {
    const storage = tabStorage();
    const session = await startReportSession({
      realtime: {
        pendingSends: createPendingSendsStore(storage),
        // A socket that never opens: her message waits.
        realtimeSocket: fakeSocket([], [], { opens: () => false }),
      },
    });
    await session.flush();
    session.engine.send('realtime', sendMessage('c-before-lock'));
    await session.flush();
    expect(storage.items.size).toBe(1);
    session.engine.send('app', { type: 'guest.locked' });
    await session.flush();
    expect(storage.items.size).toBe(0);
    session.engine.stop();

    await expectNextPageSendsNothing(storage);
  });

  it("a visitor's page (after a logout) clears every guest's kept messages from the tab", async () => {
    const storage = tabStorage();
    createPendingSendsStore(storage).save(1001, [
      { clientMessageId: 'c-old', frame: guestTextMessage('c-old', 2, 'hours ago'), reloads: 0 },
    ]);
    const store = createPendingSendsStore(storage);
    const { engine } = heldDomainsPage({
      demo: demoAppServices(),
      services: {
        loadSession: () => Promise.resolve({ accessToken: 't', guestId: null, expiresIn: 3600 }),
      },
      url: '/en/',
    });
    const stop = keepWaitingSends(engine, store);
    await flushMacrotasks(5);
    expect(
      (engine.root.getSnapshot() as { context: AppContext }).context.ready?.session.guestId,
    ).toBeNull();
    expect(storage.items.size).toBe(0);
    stop();
    engine.stop();
  });

  it("locked out before the connection's code came: what waited at the root is dropped too", async () => {
    const storage = tabStorage();
    const held = await heldPage(storage);
    held.engine.send('realtime', sendMessage('c-held-then-locked'));
    await held.flush();
    expect(storage.items.size).toBe(1);
    held.engine.send('app', { type: 'guest.locked' });
    await held.flush();
    expect(held.waiting().map((event) => event.type)).toContain('session.ended');
    expect(storage.items.size).toBe(0);
    held.stop();
  });

  it("a guest's own page keeps them", async () => {
    const storage = tabStorage();
    createPendingSendsStore(storage).save(1001, [
      { clientMessageId: 'c-kept', frame: guestTextMessage('c-kept', 2), reloads: 0 },
    ]);
    const held = await heldPage(storage);
    await held.flush();
    expect(storage.items.size).toBe(1);
    held.stop();
  });
});
