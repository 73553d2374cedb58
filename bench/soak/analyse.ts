import type { EventLog } from '../../src/engine/log/records.ts';
import { Replayer, type ReplayReport } from '../../src/engine/replay.ts';
import { appInputFromHeader, createAppLogic } from '../../src/engine/system.ts';
import { reconnectDelay } from '../../machines/realtime/realtime.machine.ts';
import type { RealtimeContext } from '../../machines/realtime/realtime.types.ts';
import { pushTagOf } from './workload.ts';

/** One time the connection was down: from a close to the next `ackSession`. */
export interface Outage {
  /** Engine time of the first close (ms). */
  closeT: number;
  /** Engine time of the `ackSession` that ended it. */
  ackT: number;
  /** Code of the first close; 4000 when the client closed for a missing pong. */
  code: number;
  /** The machine's consecutive failures after that close (1: the session before was stable). */
  failures: number;
  /** Connection attempts it took (each after a reconnect wait). */
  attempts: number;
  /**
   * Engine ms the machine chose to wait before its attempts (`reconnectDelay` of its failures and
   * jitter after each close). The rest of the outage is not timed by the engine: connecting, the
   * handshake, the server, the event loop, timers firing late; it counts `speed` times over.
   */
  waitMs: number;
}

export interface LogAnalysis {
  replay: ReplayReport;
  outages: Outage[];
  /** An outage still open at the end of the log (should not happen: the run ends live). */
  openOutage: boolean;
  /** Engine ms from the connection's start (with the guest's session) to the first `ackSession`. */
  initialConnectMs: number | null;
  /** Push numbers (tags) the engine recorded, with how often each came. */
  pushesReceived: Map<number, number>;
  /** clientMessageIds the engine got a `messageAck` for, with how often. */
  acks: Map<string, number>;
  rejections: number;
  closesByCode: Record<string, number>;
  clockResumed: number;
  /** Push records by event type (`push.pong`, `socket.opened`, …). */
  pushTypes: Record<string, number>;
  recordsByKind: Record<string, number>;
}

type Snapshot = { context: RealtimeContext; value: { link?: unknown } } | undefined;

function linkOf(snapshot: Snapshot): string {
  const link = snapshot?.value.link;
  if (typeof link === 'string') return link;
  return link && typeof link === 'object' ? (Object.keys(link)[0] ?? '') : '';
}

/**
 * Replays the exported log record by record (as `Replayer` does for `npm run replay`) and reads the
 * realtime machine after each: its `closes` counter rises with every close (a `socket.closed`
 * push, or the client's own 4000 for a missing pong, which has no push since the socket is
 * already given up), `sessions` with every `ackSession`, and `link` going from `reconnecting` to
 * `connection` marks an attempt. Times are the records' engine times `t`.
 */
export function analyseLog(log: EventLog): LogAnalysis {
  const replayer = new Replayer(log, {
    createLogic: (wiring) => createAppLogic(wiring, null),
    inputFromHeader: appInputFromHeader,
  });
  const read = () => replayer.get('realtime')?.getSnapshot() as Snapshot;
  const outages: Outage[] = [];
  const pushesReceived = new Map<number, number>();
  const acks = new Map<string, number>();
  const closesByCode: Record<string, number> = {};
  const recordsByKind: Record<string, number> = {};
  const pushTypes: Record<string, number> = {};
  let rejections = 0;
  let clockResumed = 0;
  let readyT: number | null = null;
  let initialConnectMs: number | null = null;
  let open: Outage | null = null;

  let before = read();
  let report = replayer.report();
  for (let i = 0; i < log.records.length && report.ok; i++) {
    const record = log.records[i]!;
    report = replayer.stepTo(i + 1);
    const after = read();
    recordsByKind[record.kind] = (recordsByKind[record.kind] ?? 0) + 1;
    const event = 'event' in record ? record.event : null;

    if (record.kind === 'push' && event) {
      pushTypes[event.type] = (pushTypes[event.type] ?? 0) + 1;
      const tag = pushTagOf(event);
      if (tag !== null) pushesReceived.set(tag, (pushesReceived.get(tag) ?? 0) + 1);
      if (event.type === 'push.messageAck') {
        const id = String(event.clientMessageId);
        acks.set(id, (acks.get(id) ?? 0) + 1);
      }
      if (event.type === 'push.messageRejected') rejections += 1;
      if (event.type === 'socket.closed') {
        const code = String(event.code);
        closesByCode[code] = (closesByCode[code] ?? 0) + 1;
      }
    }
    if (event?.type === 'env.clockResumed') clockResumed += 1;
    // The root starts the connection with the guest's session (issue 52 §3): from then on, it is.
    if (!before && after) readyT = record.t;
    if (!before || !after) {
      before = after;
      continue;
    }

    const linkBefore = linkOf(before);
    const linkAfter = linkOf(after);
    if (after.context.closes > before.context.closes) {
      const isPush = record.kind === 'push' && event?.type === 'socket.closed';
      const code = isPush ? Number(event.code) : 4000;
      if (!isPush) closesByCode['4000 (client)'] = (closesByCode['4000 (client)'] ?? 0) + 1;
      const delay = reconnectDelay(after.context.failures, after.context.jitter);
      open ??= {
        closeT: record.t,
        ackT: Number.NaN,
        code,
        failures: after.context.failures,
        attempts: 0,
        waitMs: 0,
      };
      open.waitMs += delay;
    }
    if (linkBefore === 'reconnecting' && linkAfter === 'connection' && open) open.attempts += 1;
    if (after.context.sessions > before.context.sessions) {
      if (open) {
        outages.push({ ...open, ackT: record.t });
        open = null;
      } else if (initialConnectMs === null && readyT !== null) {
        initialConnectMs = record.t - readyT;
      }
    }
    before = after;
  }
  return {
    replay: replayer.runToEnd(),
    outages,
    openOutage: open !== null,
    initialConnectMs,
    pushesReceived,
    acks,
    rejections,
    closesByCode,
    clockResumed,
    pushTypes,
    recordsByKind,
  };
}
