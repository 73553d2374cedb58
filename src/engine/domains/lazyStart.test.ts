import { beforeAll, describe, expect, it } from 'vitest';
import type { ActorRefFrom, AnyActorRef, AnyMachineSnapshot } from 'xstate';
import type { appMachine } from '../../../machines/app/app.machine.ts';
import { decodeLog, encodeLog } from '../log/jsonl.ts';
import { Replayer } from '../replay.ts';
import { appInputFromHeader, createAppLogic } from '../system.ts';
import { startDemoEngine } from '../testing/demoEngine.ts';
import { demoAppServices } from '../testing/demoServices.ts';
import { realtimeFeature } from '../features/realtime.ts';
import { demoGuest, visitorGuest } from '../testing/demoGuestStates.ts';
import { createLiveEngine } from '../engine.ts';
import { ManualTime } from '../testing/manualTime.ts';
import { heldDomainsPage } from '../testing/heldDomainsPage.ts';
import { domainsOfLog, loadDomainsOfLog } from './registry.ts';
import { flushMacrotasks } from '../../testing/flush.ts';
import { durableHash } from '../durableHash.ts';

const flush = (times = 5) => flushMacrotasks(times);
/** The root's record of started and pending domains (the engine's `root` is untyped). */
const rootContext = (engine: { root: AnyActorRef }) =>
  (engine.root as ActorRefFrom<ReturnType<typeof appMachine>>).getSnapshot().context;
/** A domain's snapshot, for its state and tags (`get` by system id gives an untyped actor). */
const domain = (engine: { get(id: string): AnyActorRef | undefined }, id: string) =>
  engine.get(id)?.getSnapshot() as AnyMachineSnapshot | undefined;
/** Until the domain runs: its code loads by a real dynamic import (transformed on first use). */
async function started(engine: { get(id: string): unknown }, id: string) {
  for (let i = 0; i < 500 && !engine.get(id); i++) await new Promise((r) => setTimeout(r, 10));
  await flush();
}
const replayOptions = {
  createLogic: (wiring: Parameters<typeof createAppLogic>[0]) => createAppLogic(wiring, null),
  inputFromHeader: appInputFromHeader,
};
const openVideo = { type: 'content.open', kind: 'video', actorName: 'lanalove', id: 1 };

describe('lazy domains (decision 0008)', () => {
  let recorded: ReturnType<typeof decodeLog>;
  beforeAll(async () => {
    const { engine, time } = await startDemoEngine();
    expect(engine.get('content')).toBeUndefined();
    engine.send('content', openVideo);
    // The event waits at the root until the code is loaded and the start recorded.
    expect(rootContext(engine).pending.content).toEqual([openVideo]);
    await started(engine, 'content');
    time.advance(10);
    await flush();
    engine.send('contests', { type: 'contests.openList' });
    await started(engine, 'contests');
    time.advance(10);
    await flush();
    recorded = decodeLog(encodeLog(engine.exportLog()));
    engine.stop();
  });

  it('starts a domain on its first event, under its system id, and hands it the queued event', async () => {
    const { engine, time } = await startDemoEngine();
    engine.send('content', openVideo);
    await started(engine, 'content');
    time.advance(10);
    await flush();
    const content = engine.get('content');
    expect(content).toBeDefined();
    const snapshot = content!.getSnapshot() as { value: unknown; context: { ref: unknown } };
    // The root spawned it with the session as its input although bootstrap finished long
    // before, then handed it the queued `content.open`.
    expect(snapshot.context.ref).toMatchObject({ kind: 'video', id: 1 });
    expect(snapshot.value).toHaveProperty('shown');
    // The logged-in guest's connection, messenger, notifications, rewards and pay tour started
    // with the guest (see below).
    expect(rootContext(engine).started).toEqual([
      'realtime',
      'messenger',
      'notifications',
      'rewards',
      'payTour',
      'content',
    ]);
    expect(rootContext(engine).pending).toEqual({});
    engine.stop();
  });

  it("starts a logged-in guest's connection, messenger, notifications, rewards and pay tour at once, a visitor's never", async () => {
    const guest = await startDemoEngine();
    expect(rootContext(guest.engine).started).toEqual([
      'realtime',
      'messenger',
      'notifications',
      'rewards',
      'payTour',
    ]);
    // The pay tour runs with the guest's session as input (issue 50 §5): ready for a flow.
    expect(domain(guest.engine, 'payTour')?.matches({ ready: { tour: 'idle' } })).toBe(true);
    // The root spawned them with the logged-in guest's session as their input: the navbar's
    // unread count is live, the rewards menu's events wait for its opening, the daily bonus is
    // ready to open.
    expect(domain(guest.engine, 'messenger')?.hasTag('loggedIn')).toBe(true);
    expect(domain(guest.engine, 'notifications')?.hasTag('loggedIn')).toBe(true);
    expect(domain(guest.engine, 'rewards')?.matches({ ready: 'events' })).toBe(true);
    expect(domain(guest.engine, 'dailyBonus')?.matches({ page: 'closed' })).toBe(true);
    // Her connection is live (the demo socket acknowledged the session).
    expect(domain(guest.engine, 'realtime')?.hasTag('live')).toBe(true);
    guest.engine.stop();
    const visitor = await startDemoEngine({
      services: (demo) => ({ ...demo, loadGuest: () => Promise.resolve(visitorGuest) }),
    });
    expect(rootContext(visitor.engine).started).toEqual([]);
    expect(rootContext(visitor.engine).pending).toEqual({});
    expect(visitor.engine.get('messenger')).toBeUndefined();
    expect(visitor.engine.get('rewards')).toBeUndefined();
    expect(visitor.engine.get('payTour')).toBeUndefined();
    expect(visitor.engine.get('realtime')).toBeUndefined();
    // A visitor's first ask for a flow starts the pay tour, which opens it (the demo payment
    // client then completes it at once).
    visitor.engine.send('payTour', { type: 'payTour.open', flow: 'login' });
    await started(visitor.engine, 'payTour');
    await flush();
    const tour = domain(visitor.engine, 'payTour') as { context: { open: unknown } } | undefined;
    expect(tour?.context.open).toMatchObject({ flow: 'login' });
    visitor.engine.stop();
  });

  it('starts only the connection, the rewards and the pay tour for a locked guest, whose menu says no events run', async () => {
    const locked = await startDemoEngine({
      services: (demo) => ({
        ...demo,
        loadGuest: () => Promise.resolve({ ...demoGuest, isLocked: true }),
      }),
    });
    expect(rootContext(locked.engine).started).toEqual(['realtime', 'rewards', 'payTour']);
    expect(domain(locked.engine, 'rewards')?.matches({ ready: 'visitor' })).toBe(true);
    locked.engine.stop();
  });

  it('records the start, so the log names what replay must load', () => {
    const starts = recorded.records.filter(
      (record) => record.kind === 'input' && record.event.type === 'app.domainStart',
    );
    expect(starts.map((record) => (record.kind === 'input' ? record.event.domain : null))).toEqual([
      'realtime',
      'messenger',
      'notifications',
      'rewards',
      'payTour',
      'content',
      'contests',
    ]);
    expect(domainsOfLog(recorded).sort()).toEqual([
      'content',
      'contests',
      'messenger',
      'notifications',
      'payTour',
      'realtime',
      'rewards',
    ]);
  });

  it('replays a log recorded across lazy starts with every checkpoint verified', async () => {
    await loadDomainsOfLog(recorded);
    const replay = new Replayer(recorded, replayOptions);
    const report = replay.runToEnd();
    expect(report.divergence).toBeNull();
    // One checkpoint at least after each start (exportLog ends with one).
    const lastStart = recorded.records.findLastIndex(
      (record) => record.kind === 'input' && record.event.type === 'app.domainStart',
    );
    expect(recorded.records.slice(lastStart).some((record) => record.kind === 'checkpoint')).toBe(
      true,
    );
    expect(domain(replay, 'content')?.value).toHaveProperty('shown');
    expect(replay.get('contests')).toBeDefined();
    expect(replay.get('mediathek')).toBeUndefined();
  });

  it('restores an anchor taken after a lazy start with that domain running', async () => {
    await loadDomainsOfLog(recorded);
    const replay = new Replayer(recorded, replayOptions);
    replay.runToEnd();
    const anchor = replay.captureAnchor();
    const restored = new Replayer(
      { header: { ...recorded.header, anchor }, records: [] },
      replayOptions,
    );
    expect(restored.report().divergence).toBeNull();
    expect(domain(restored, 'content')?.value).toHaveProperty('shown');
    // And a live engine continued from it keeps going with the domain.
    const live = createLiveEngine({
      hash: durableHash,
      createLogic: (wiring) => createAppLogic(wiring, null),
      inputFromHeader: appInputFromHeader,
      time: new ManualTime(),
      header: { appVersion: 'test', language: 'en', url: '/en/' },
      anchor,
    }).start();
    expect(live.get('contests')).toBeDefined();
    live.send('content', { type: 'content.close' });
    expect(domain(live, 'content')?.value).toBe('closed');
    live.stop();
  });
});

describe('the realtime connection, a lazy domain (issue 50 §5)', () => {
  /**
   * A page of `guest` on the demo services, whose lazy domains start only once `startDomains` is
   * called: what is sent to the connection before it runs stays in the log as it was sent.
   */
  async function pageOf(guest: typeof demoGuest) {
    const demo = demoAppServices({ guest });
    const sent: string[] = [];
    const socket = demo.lazyDemo(realtimeFeature).realtimeSocket;
    const page = heldDomainsPage({
      demo,
      realtime: {
        // The frames handed to the socket, by type.
        realtimeSocket: (args) =>
          socket({
            ...args,
            receive: (listener) =>
              args.receive((command) => {
                const frame = (command as { frame?: { type: string } }).frame;
                if (frame) sent.push(frame.type);
                listener(command);
              }),
          }),
      },
      url: '/en/',
      resumeNotice: { to: 'realtime', thresholdMs: 2_000 },
    });
    await flush();
    return { engine: page.engine, sent, startDomains: page.startDomains };
  }
  const select = { type: 'realtime.send', frame: { type: 'selectChannel', channelId: 2 } };

  it('keeps what is sent to it before it runs for a logged-in guest, and replays it the same', async () => {
    const { engine, sent, startDomains } = await pageOf(demoGuest);
    expect(engine.get('guest')).toBeDefined();
    engine.send('realtime', select);
    engine.env('realtime', { type: 'env.online' });
    expect(rootContext(engine).pending.realtime).toEqual([select, { type: 'env.online' }]);
    await startDomains();
    expect(domain(engine, 'realtime')?.hasTag('live')).toBe(true);
    // Kept in the outbox while the link was not live, sent once the session was acknowledged.
    expect(sent.filter((type) => type === 'selectChannel')).toHaveLength(1);
    const log = decodeLog(encodeLog(engine.exportLog()));
    await loadDomainsOfLog(log);
    const replay = new Replayer(log, replayOptions);
    expect(replay.runToEnd().divergence).toBeNull();
    expect(domain(replay, 'realtime')?.context).toEqual(domain(engine, 'realtime')?.context);
    expect(domain(replay, 'realtime')?.value).toEqual(domain(engine, 'realtime')?.value);
    engine.stop();
  });

  it("drops what is sent to it on a visitor's page, which never loads it, in replay too", async () => {
    const { engine, sent, startDomains } = await pageOf(visitorGuest);
    engine.send('realtime', select);
    engine.env('realtime', { type: 'env.offline' });
    expect(rootContext(engine).pending).not.toHaveProperty('realtime');
    await startDomains();
    expect(engine.get('realtime')).toBeUndefined();
    expect(sent).toEqual([]);
    expect(domainsOfLog(engine.exportLog())).not.toContain('realtime');
    const log = decodeLog(encodeLog(engine.exportLog()));
    const replay = new Replayer(log, replayOptions);
    expect(replay.runToEnd().divergence).toBeNull();
    expect(replay.get('realtime')).toBeUndefined();
    expect(domain(replay, 'app')?.context).toEqual(rootContext(engine));
    engine.stop();
  });
});
