import type { Actor, AnyActorRef, AnyStateMachine } from 'xstate';
import { durableHash } from '../durableHash.ts';
import type { EventLog, LogRecord } from '../log/records.ts';
import { Replayer, type ReplayOptions, type ReplayReport } from '../replay.ts';
import { NOT_COMPARABLE } from './reseal.ts';

export interface ComparingReport extends ReplayReport {
  /** Checkpoints passed without comparing, because redaction made them not comparable. */
  notComparable: { from: number; checkpoints: number } | null;
}

/**
 * A {@link Replayer} for logs that may be redacted: a checkpoint marked {@link NOT_COMPARABLE} is
 * passed without verification (and counted), so the replay goes on to the end and the tools can
 * say "checkpoints after record N are not comparable" instead of a false divergence. Every other
 * checkpoint is verified as usual. For an unredacted log it is exactly a `Replayer`.
 *
 * @example
 * const replay = new ComparingReplayer(decodeLog(text), appReplayOptions);
 * const report = replay.runToEnd(); // { ok, divergence, notComparable: { from: 812, … } | null }
 */
export class ComparingReplayer<TLogic extends AnyStateMachine> {
  private readonly replayer: Replayer<TLogic>;
  private readonly records: LogRecord[];
  private skipped = 0;
  private skippedFrom: number | null = null;

  constructor(log: EventLog, options: ReplayOptions<TLogic>) {
    // Own copies: the marked hashes are filled in as the replay reaches them.
    this.records = [...log.records];
    let header = log.header;
    if (header.anchor?.hash === NOT_COMPARABLE) {
      const probe = new Replayer({ header, records: [] }, options);
      const actual = probe.report().divergence?.actual ?? NOT_COMPARABLE;
      probe.actor.stop();
      header = { ...header, anchor: { ...header.anchor, hash: actual } };
      this.skippedFrom = header.anchor?.seq ?? 0;
    }
    this.replayer = new Replayer({ header, records: this.records }, options);
  }

  get actor(): Actor<TLogic> {
    return this.replayer.actor;
  }

  get cursor(): number {
    return this.replayer.cursor;
  }

  get done(): boolean {
    return this.replayer.done;
  }

  get(systemId: string): AnyActorRef | undefined {
    return this.replayer.get(systemId);
  }

  /** Applies records until `index` (exclusive) or the first divergence. */
  stepTo(index: number): ComparingReport {
    const end = Math.min(index, this.records.length);
    while (this.replayer.cursor < end && !this.replayer.done) {
      const position = this.replayer.cursor;
      const record = this.records[position]!;
      if (record.kind === 'checkpoint' && record.hash === NOT_COMPARABLE) {
        this.replayer.clock.advanceTo(record.t);
        this.records[position] = { ...record, hash: durableHash(this.replayer.actor) };
        this.skipped++;
        this.skippedFrom ??= record.seq;
      }
      this.replayer.stepTo(position + 1);
    }
    return this.report();
  }

  runToEnd(): ComparingReport {
    return this.stepTo(this.records.length);
  }

  report(): ComparingReport {
    const base = this.replayer.report();
    return {
      ...base,
      checkpoints: base.checkpoints - this.skipped,
      notComparable:
        this.skippedFrom === null ? null : { from: this.skippedFrom, checkpoints: this.skipped },
    };
  }
}
