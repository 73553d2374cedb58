import { actorIn } from '../../machines/shared/actorIn.ts';
import type { Actor, AnyActorRef, AnyStateMachine, EventObject } from 'xstate';
import { createRootActor, TimerIndex } from './anchor.ts';
import { durableHash } from './durableHash.ts';
import { EngineClock } from './clock.ts';
import { deliverTo } from './domains/deliver.ts';
import { missingDomainCode } from './domains/registry.ts';
import { deliverStreamEvent, type IoBroker } from './io.ts';
import type { Anchor, EventLog, IoOutcome, LogHeader, LogRecord } from './log/records.ts';
import { createWiring, type Wiring } from './wiring.ts';

/** Why replay stopped short: a checkpoint that did not match, or a record the system could not take. */
export interface Divergence {
  seq: number;
  kind: LogRecord['kind'];
  reason: string;
  expected?: string;
  actual?: string;
  /**
   * For a checkpoint that differs: the last record whose state replay had verified (the checkpoint
   * before, or the record before the log's first), so what diverged lies in the records after it,
   * up to `seq`: at most a checkpoint interval of records, 100 at a guest's pace and up to 1 000
   * in a burst (issue 52 §7, docs/replay.md "Checkpoints").
   */
  verifiedUpTo?: number;
}

export interface ReplayReport {
  ok: boolean;
  applied: number;
  checkpoints: number;
  divergence: Divergence | null;
}

export interface ReplayOptions<TLogic extends AnyStateMachine> {
  createLogic: (wiring: Wiring) => TLogic;
  inputFromHeader: (header: LogHeader) => unknown;
}

/**
 * Rebuilds a system from a log: a simulated clock advanced to each record's time, services that
 * answer from the recorded `io` and `push` records and never touch the network, and every
 * checkpoint verified. Stepping is replay to record N.
 *
 * @example
 * const replay = new Replayer(decodeLog(text), { createLogic, inputFromHeader });
 * const report = replay.runToEnd(); // { ok, applied, checkpoints, divergence }
 * replay.actor.system.get('shell')?.getSnapshot();
 */
export class Replayer<TLogic extends AnyStateMachine> {
  readonly clock: EngineClock;
  readonly actor: Actor<TLogic>;
  private readonly timers = new TimerIndex();
  private readonly pendingCalls = new Map<
    number,
    { source: string; deliver: (outcome: IoOutcome) => void }
  >();
  /** Open streams by number, in opening order (a log without stream numbers uses the newest). */
  private readonly streams = new Map<
    number,
    { source: string; receive: (event: EventObject) => void }
  >();
  private nextCall: number;
  private nextStream: number;
  private position = 0;
  private checkpoints = 0;
  /** The seq of the last record whose state a checkpoint (or the anchor's hash) verified. */
  private verifiedUpTo: number;
  private divergence: Divergence | null = null;

  constructor(
    readonly log: EventLog,
    options: ReplayOptions<TLogic>,
  ) {
    const anchor = log.header.anchor;
    this.clock = new EngineClock(anchor?.t ?? 0);
    this.nextCall = anchor?.nextCall ?? 0;
    this.nextStream = anchor?.nextStream ?? 0;
    this.verifiedUpTo = (anchor?.seq ?? 0) - 1;
    const wiring = createWiring('replay', this.broker, () => {});
    this.actor = createRootActor(options.createLogic(wiring), {
      clock: this.clock,
      input: options.inputFromHeader(log.header),
      anchor,
      timers: this.timers,
    });
    this.actor.start();
    if (anchor) {
      this.timers.reschedule(anchor.timers, this.actor);
      const actual = durableHash(this.actor);
      if (actual !== anchor.hash) {
        this.divergence = {
          seq: anchor.seq,
          kind: 'checkpoint',
          reason: 'the anchor did not restore to its hash',
          expected: anchor.hash,
          actual,
        };
      }
    }
  }

  /** Index of the next record to apply. */
  get cursor(): number {
    return this.position;
  }

  get done(): boolean {
    return this.position >= this.log.records.length || this.divergence !== null;
  }

  /** Applies records until `index` (exclusive) or the first divergence. */
  stepTo(index: number): ReplayReport {
    while (this.position < Math.min(index, this.log.records.length) && !this.divergence) {
      const record = this.log.records[this.position]!;
      this.apply(record);
      this.position++;
    }
    return this.report();
  }

  runToEnd(): ReplayReport {
    return this.stepTo(this.log.records.length);
  }

  report(): ReplayReport {
    return {
      ok: this.divergence === null,
      applied: this.position,
      checkpoints: this.checkpoints,
      divergence: this.divergence,
    };
  }

  get(systemId: string): AnyActorRef | undefined {
    return actorIn(this.actor.system, systemId);
  }

  /**
   * The anchor of the replayed system where it stands now: what a live engine needs to go on
   * from here (`createLiveEngine({ anchor })`), as the ring's anchors are for a replay.
   */
  captureAnchor(): Anchor {
    const last = this.log.records[this.position - 1];
    return {
      seq: last ? last.seq + 1 : (this.log.header.anchor?.seq ?? 0),
      t: this.clock.now(),
      nextCall: this.nextCall,
      nextStream: this.nextStream,
      snapshot: this.actor.getPersistedSnapshot(),
      timers: this.timers.pending(this.clock, this.actor),
      hash: durableHash(this.actor),
    };
  }

  private apply(record: LogRecord): void {
    this.clock.advanceTo(record.t);
    switch (record.kind) {
      case 'input':
      case 'env': {
        const missing = missingDomainCode(record);
        if (missing)
          return this.diverge(
            record,
            `the code of lazy domain '${missing}' is not loaded: await loadDomainsOfLog(log) first`,
          );
        deliverTo(this.actor.system, record.to, record.event);
        return;
      }
      case 'push': {
        const stream = this.streamFor(record.source, record.stream);
        if (!stream)
          return this.diverge(
            record,
            record.stream === undefined
              ? `no open stream '${record.source}' to take this push`
              : `stream ${record.stream} of '${record.source}' is not open to take this push`,
          );
        stream.receive(record.event);
        return;
      }
      case 'io': {
        const pending = this.pendingCalls.get(record.call);
        if (!pending || pending.source !== record.source) {
          return this.diverge(record, `no call ${record.call} of '${record.source}' is in flight`);
        }
        this.pendingCalls.delete(record.call);
        pending.deliver(record.outcome);
        return;
      }
      case 'checkpoint': {
        this.checkpoints++;
        const actual = durableHash(this.actor);
        if (actual !== record.hash)
          this.diverge(record, 'checkpoint hash differs', record.hash, actual, this.verifiedUpTo);
        else this.verifiedUpTo = record.seq;
        return;
      }
    }
  }

  private diverge(
    record: LogRecord,
    reason: string,
    expected?: string,
    actual?: string,
    verifiedUpTo?: number,
  ): void {
    this.divergence = {
      seq: record.seq,
      kind: record.kind,
      reason,
      ...(expected === undefined ? {} : { expected }),
      ...(actual === undefined ? {} : { actual }),
      ...(verifiedUpTo === undefined ? {} : { verifiedUpTo }),
    };
  }

  private readonly broker: IoBroker = {
    startCall: ({ source, restoredCall, deliver }) => {
      const call = restoredCall ?? this.nextCall++;
      this.pendingCalls.set(call, { source, deliver });
      return { call, cancel: () => this.pendingCalls.delete(call) };
    },
    openStream: ({ source, restoredStream, sendBack, route }) => {
      const stream = restoredStream ?? this.nextStream++;
      const receive = (event: EventObject) =>
        deliverStreamEvent(this.actor.system, route, sendBack, event);
      this.streams.set(stream, { source, receive });
      return { stream, close: () => this.streams.delete(stream) };
    },
  };

  /** The open stream a push names, or the newest open one of its source for an older log. */
  private streamFor(source: string, number: number | undefined) {
    if (number !== undefined) {
      const stream = this.streams.get(number);
      return stream?.source === source ? stream : undefined;
    }
    let newest: { source: string; receive: (event: EventObject) => void } | undefined;
    for (const stream of this.streams.values()) if (stream.source === source) newest = stream;
    return newest;
  }
}

/** Replays a whole log and reports the first divergence, if any. */
export function replayLog<TLogic extends AnyStateMachine>(
  log: EventLog,
  options: ReplayOptions<TLogic>,
): ReplayReport {
  const replayer = new Replayer(log, options);
  return replayer.runToEnd();
}
