import { describe, expect, it } from 'vitest';
import type { ActorProfileEvent } from '../../../machines/actorProfile/actorProfile.machine.ts';
import type { BonusCodeEvent } from '../../../machines/bonusCode/bonusCode.machine.ts';
import type { AlbumCommentsEvent } from '../../../machines/content/albumComments.machine.ts';
import type { FeedEvent } from '../../../machines/feed/feed.events.ts';
import type { FeedAction } from '../../../machines/feed/feed.types.ts';
import type { LiveChatEvent } from '../../../machines/liveChat/liveChat.context.ts';
import type { PayTourEvent } from '../../../machines/payTour/payTour.events.ts';
import type { PinCallEvent } from '../../../machines/pinCall/pinCall.machine.ts';
import type { ProfileEvent } from '../../../machines/profile/profile.machine.ts';
import type { Profile } from '../../../machines/profile/profile.types.ts';
import type { RealtimeEvent } from '../../../machines/realtime/realtime.types.ts';
import { decodeLog, encodeLog } from '../log/jsonl.ts';
import type { EventLog, LogRecord } from '../log/records.ts';
import { buildReportFromLog } from '../report/buildReport.ts';
import { appReplayOptions } from '../report/appReplay.ts';
import { playReportSession, startReportSession } from '../report/testing/appSession.ts';
import { Replayer } from '../replay.ts';
import { testLogHeader } from '../testing/logHeader.ts';
import { redactLog } from './redact.ts';

/**
 * Canaries planted in the app's real event shapes (issue 51, item 9): each record below is typed
 * by the machine that takes it, so a renamed field breaks this file before it leaks.
 */
const MESSAGES = {
  feed: 'canary feed comment 4711',
  feedReply: 'canary feed reply 4712',
  album: 'canary album comment 4713',
  chat: 'canary chat line 4714',
  note: 'canary actor note 4715',
  queued: 'canary queued comment 4716',
};
const PERSONAL = {
  nickname: 'CanaryNick4717',
  zip: '97531',
  city: 'Canaryville',
  pinNumber: '0170 9753124',
  bonusCode: 'CANARYBONUS4718',
  promoCode: 'CANARYPROMO4719',
};

type Body = LogRecord extends infer R
  ? R extends LogRecord
    ? Omit<R, 'seq' | 't'>
    : never
  : never;
const input = <E extends { type: string }>(to: string, event: E): Body => ({
  kind: 'input',
  to,
  event,
});

const records: Body[] = [
  input('feed', {
    type: 'ui.comment',
    postId: 'p1',
    text: MESSAGES.feed,
    replyTo: null,
  } satisfies FeedEvent),
  input('feed', {
    type: 'ui.comment',
    postId: 'p1',
    text: MESSAGES.feedReply,
    replyTo: 'c1',
  } satisfies FeedEvent),
  input('content.albumComments', {
    type: 'ui.comment',
    text: MESSAGES.album,
  } satisfies AlbumCommentsEvent),
  input('liveChat', { type: 'ui.chatSend', text: MESSAGES.chat } satisfies LiveChatEvent),
  input('realtime', {
    type: 'realtime.send',
    frame: {
      type: 'sendLiveChatMessage',
      chatId: 'chat-1',
      clientMessageId: 'chat-1:1',
      text: MESSAGES.chat,
    },
  } satisfies RealtimeEvent),
  {
    kind: 'push',
    source: 'realtime.socket',
    stream: 0,
    event: {
      type: 'push.liveChatMessage',
      chatId: 'chat-1',
      messageId: 9,
      clientMessageId: 'chat-1:1',
      senderType: 'guest',
      text: MESSAGES.chat,
    } satisfies LiveChatEvent,
  },
  input('actorProfile', {
    type: 'actorProfile.saveNote',
    comment: MESSAGES.note,
  } satisfies ActorProfileEvent),
  {
    kind: 'io',
    source: 'actorProfile.storeNote',
    call: 1,
    outcome: { ok: true, output: { comment: MESSAGES.note } },
  },
  {
    kind: 'io',
    source: 'actorProfile.load',
    call: 2,
    outcome: { ok: true, output: { actor: { id: 3101, name: 'LisaLive' }, note: MESSAGES.note } },
  },
  {
    kind: 'io',
    source: 'profile.load',
    call: 3,
    outcome: {
      ok: true,
      output: {
        nickname: PERSONAL.nickname,
        firstName: 'Dan',
        lastName: 'Demo',
        email: 'demo@example.com',
        zipCode: PERSONAL.zip,
        city: PERSONAL.city,
        emailVerified: true,
        newsletters: [],
        verifiedPhone: null,
        cancellationOffer: null,
        autoRechargeTeaser: 'visible',
      } satisfies Profile,
    },
  },
  input('profile', {
    type: 'ui.profileSubmit',
    fields: {
      firstName: 'Dan',
      lastName: 'Demo',
      email: 'demo@example.com',
      zipCode: PERSONAL.zip,
      city: PERSONAL.city,
    },
  } satisfies ProfileEvent),
  input('pinCall', {
    type: 'ui.pinStart',
    countryCode: 'DE',
    preCode: '49',
    number: PERSONAL.pinNumber,
    kind: 'mobile',
  } satisfies PinCallEvent),
  input('bonusCode', { type: 'ui.submit', code: PERSONAL.bonusCode } satisfies BonusCodeEvent),
  input('payTour', {
    type: 'payTour.open',
    flow: 'moneycharge',
    options: { promoCode: PERSONAL.promoCode, pc: PERSONAL.promoCode },
  } as unknown as PayTourEvent),
];

/** The same texts where machines keep them: a snapshot's context in the anchor. */
const anchorSnapshot = {
  status: 'active',
  value: {},
  children: {},
  context: {
    lines: [{ id: 'chat-1:1', sender: 'guest', text: MESSAGES.chat, pending: true }],
    queue: [
      {
        kind: 'comment',
        postId: 'p1',
        text: MESSAGES.queued,
        replyTo: null,
      } satisfies FeedAction,
    ],
    bundle: { note: MESSAGES.note },
    draft: { zipCode: PERSONAL.zip, city: PERSONAL.city, nickname: PERSONAL.nickname },
  },
};

const log: EventLog = {
  header: testLogHeader({
    anchor: { seq: 0, snapshot: anchorSnapshot, timers: [], calls: 0, streams: 0, hash: 'h' },
  } as unknown as Partial<EventLog['header']>),
  records: records.map((record, seq) => ({ ...record, seq, t: seq * 10 })),
};

describe('a report keeps what the guest did not share (issue 51, item 9)', () => {
  it('has the canaries before redaction', () => {
    const text = encodeLog(log);
    for (const canary of [...Object.values(MESSAGES), ...Object.values(PERSONAL)])
      expect(text).toContain(canary);
  });

  it('carries no comment, chat line, note, nickname, zip, city, pin number or code', () => {
    const text = encodeLog(redactLog(log, { includeMessages: false }));
    for (const canary of [...Object.values(MESSAGES), ...Object.values(PERSONAL)])
      expect(text, canary).not.toContain(canary);
    // Actor names stay public; shapes stay (the pin number keeps its digits and space).
    expect(text).toContain('LisaLive');
    expect(text).toMatch(/"number":"0\d{3} \d{7}"/);
  });

  it('keeps the texts the guest includes, never the personal data', () => {
    const text = encodeLog(redactLog(log, { includeMessages: true }));
    for (const canary of Object.values(MESSAGES)) expect(text, canary).toContain(canary);
    for (const canary of Object.values(PERSONAL)) expect(text, canary).not.toContain(canary);
  });
});

describe('a real session with these inputs', () => {
  it('reports none of them, and the redacted report replays with every checkpoint verified', async () => {
    const session = await startReportSession({ checkpoints: { every: 5 } });
    await playReportSession(session, 1);
    const { engine, flush } = session;
    for (const record of records) {
      if (record.kind !== 'input') continue;
      engine.send(record.to, record.event);
      await flush();
    }
    const original = engine.exportLog();
    expect(encodeLog(original)).toContain(MESSAGES.chat);

    const report = buildReportFromLog(original, {
      includeMessages: false,
      manifestKey: new Uint8Array(32).fill(5),
    });
    for (const canary of [...Object.values(MESSAGES), ...Object.values(PERSONAL)])
      expect(report.jsonl, canary).not.toContain(canary);
    expect(report.manifest.sourceDivergence).toBeNull();
    expect(report.manifest.notComparableFrom).toBeNull();
    const outcome = new Replayer(decodeLog(report.jsonl), appReplayOptions).runToEnd();
    expect(outcome.divergence).toBeNull();
    expect(outcome.checkpoints).toBeGreaterThan(0);
    engine.stop();
  });
});
