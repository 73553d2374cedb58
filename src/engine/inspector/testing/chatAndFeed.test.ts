import { describe, expect, it } from 'vitest';
import type { AnyActorRef } from 'xstate';
import type { FeedContext } from '../../../../machines/feed/feed.context.ts';
import type { ChatLine } from '../../../../machines/liveChat/liveChat.types.ts';
import type { MessengerContext } from '../../../../machines/messenger/messenger.context.ts';
import { ROOT_SYSTEM_ID } from '../../anchor.ts';
import { decodeLog, encodeLog } from '../../log/jsonl.ts';
import type { LogRecord } from '../../log/records.ts';
import { Replayer } from '../../replay.ts';
import { appInputFromHeader, createAppLogic } from '../../system.ts';
import { driveChatAndFeedHour } from './chatAndFeed.ts';
import { startTestSession } from './session.ts';

const stateOf = (actor: AnyActorRef | undefined) =>
  actor?.getSnapshot() as { value: unknown; context: unknown } | undefined;

const inputsTo = (records: readonly LogRecord[], to: string, type: string) =>
  records.filter((r) => r.kind === 'input' && r.to === to && r.event.type === type).length;
const pushes = (records: readonly LogRecord[], type: string) =>
  records.filter((r) => r.kind === 'push' && r.event.type === type).length;

describe('driveChatAndFeedHour', () => {
  it('plays the feed, the messenger and a live chat through their domains, and replays exactly', async () => {
    const session = await startTestSession({ domains: true, ring: { maxAgeMs: 10 * 60_000 } });
    // Four minutes: the feed (2), the messenger (1), and a live chat one minute in.
    await driveChatAndFeedHour(session, 4);
    const { engine } = session;

    // The lazy domains started, and each one did its part of the hour.
    const started = new Set(
      engine
        .exportLog()
        .records.filter((r) => r.kind === 'input' && r.event.type === 'app.domainStart')
        .map((r) => (r.kind === 'input' ? (r.event as { domain?: string }).domain : undefined)),
    );
    for (const domain of ['feed', 'messenger', 'liveChat', 'actorProfile'])
      expect(started).toContain(domain);
    const feed = stateOf(engine.get('feed'))?.context as FeedContext;
    expect(feed.totals?.totalCount).toBeGreaterThan(0);
    const messenger = stateOf(engine.get('messenger'))?.context as MessengerContext;
    expect(messenger.conversation?.messages.some((m) => m.senderType === 'actor')).toBe(true);
    // Every message she sent was acknowledged by the server (the driver answers the frames).
    expect(messenger.outgoing.length).toBeGreaterThan(0);
    expect(messenger.outgoing.map((m) => m.status)).toEqual(messenger.outgoing.map(() => 'sent'));
    const chat = stateOf(engine.get('liveChat'));
    expect(chat?.value).toMatchObject({ live: { mode: { chatting: 'noToy' } } });
    const lines = (chat?.context as { lines: ChatLine[] }).lines;
    expect(lines.some((line) => line.sender === 'actor')).toBe(true);
    expect(lines.some((line) => line.sender === 'guest' && !line.pending)).toBe(true);

    const log = decodeLog(encodeLog(engine.exportLog()));
    const { records } = log;
    expect(inputsTo(records, ROOT_SYSTEM_ID, 'ui.routeChanged')).toBe(3);
    expect(inputsTo(records, 'feed', 'ui.like')).toBeGreaterThan(0);
    // Past the pages the feed loads by scroll, she pressed "Load more" (replayed below).
    expect(inputsTo(records, 'feed.list', 'ui.endReached')).toBeGreaterThan(0);
    expect(inputsTo(records, 'feed.list', 'ui.loadMore')).toBeGreaterThan(0);
    expect(inputsTo(records, 'feed', 'ui.comment')).toBeGreaterThan(0);
    expect(inputsTo(records, 'feed', 'ui.tip')).toBeGreaterThan(0);
    expect(inputsTo(records, 'messenger', 'ui.send')).toBeGreaterThan(0);
    expect(inputsTo(records, 'liveChat', 'ui.chatSend')).toBeGreaterThan(0);
    expect(pushes(records, 'push.postPublished')).toBeGreaterThan(0);
    expect(pushes(records, 'push.incomingMessage')).toBeGreaterThan(0);
    expect(pushes(records, 'push.liveChatMessage')).toBeGreaterThan(0);
    expect(pushes(records, 'push.actorOnline')).toBeGreaterThan(0);

    const replay = new Replayer(log, {
      createLogic: (wiring) => createAppLogic(wiring, null),
      inputFromHeader: appInputFromHeader,
    });
    const report = replay.runToEnd();
    expect(report.divergence).toBeNull();
    expect(report.checkpoints).toBeGreaterThan(10);
    for (const id of [ROOT_SYSTEM_ID, 'shell', 'feed', 'messenger', 'liveChat', 'actorProfile']) {
      const replayed = stateOf(replay.get(id));
      const live = stateOf(engine.get(id));
      expect(replayed?.value).toEqual(live?.value);
      expect(replayed?.context).toEqual(live?.context);
    }
    engine.stop();
  }, 60_000);
});
