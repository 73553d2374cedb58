/**
 * `npx tsx src/engine/inspector/testing/writeLongLog.ts <out.jsonl> [minutes] [--chat-feed]`:
 * writes the log of a long, busy guest session of the real app system (default one hour, some
 * 20 000 records; with `--chat-feed`, the live chat and feed hour of `driveChatAndFeedHour`, some
 * 15 000), for measuring how fast the support viewer and the inspector open it. Prints what it
 * measured in Node: decoding, and the replay that verifies every checkpoint and keeps every
 * position.
 */
import { writeFileSync } from 'node:fs';
import { decodeLog, encodeLog } from '../../log/jsonl.ts';
import { ReplayTimeline } from '../replayTimeline.ts';
import { driveChatAndFeedHour } from './chatAndFeed.ts';
import { driveLongSession, startTestSession } from './session.ts';

const chatAndFeed = process.argv.includes('--chat-feed');
const [out, minutesArg] = process.argv.slice(2).filter((arg) => arg !== '--chat-feed');
if (!out) throw new Error('usage: writeLongLog.ts <out.jsonl> [minutes] [--chat-feed]');
const minutes = Number(minutesArg ?? 60);
// A ring long enough to keep the whole session (the live default keeps 30 minutes).
const session = await startTestSession({
  domains: chatAndFeed,
  ring: { maxAgeMs: (minutes + 5) * 60_000 },
});
await (chatAndFeed ? driveChatAndFeedHour : driveLongSession)(session, minutes);
const text = encodeLog(session.engine.exportLog());
session.engine.stop();
writeFileSync(out, text);

const decodeStarted = performance.now();
const log = decodeLog(text);
const decodeMs = performance.now() - decodeStarted;
const replayStarted = performance.now();
const timeline = ReplayTimeline.build(log);
const replayMs = performance.now() - replayStarted;
const { checkpoints, matched } = timeline.verification;
console.log(
  `${out}: ${log.records.length} records, ${(text.length / 1e6).toFixed(1)} MB, ` +
    `decode ${decodeMs.toFixed(0)} ms, replay ${replayMs.toFixed(0)} ms, ` +
    `${matched}/${checkpoints} checkpoints verified`,
);
