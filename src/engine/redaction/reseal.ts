import type { AnyActorRef, AnyStateMachine } from 'xstate';
import { durableHash } from '../durableHash.ts';
import { hashValue } from '../hash.ts';
import type { EventLog, LogRecord } from '../log/records.ts';
import { Replayer, type Divergence, type ReplayOptions } from '../replay.ts';

/**
 * The hash of a checkpoint that cannot be compared with the guest's session: from there on the
 * redacted log no longer goes through the states the unredacted one did. Replay tools skip such
 * checkpoints (`ComparingReplayer`) and say so instead of reporting a divergence.
 */
export const NOT_COMPARABLE = 'not-comparable';

export interface ResealOutcome {
  log: EventLog;
  /** Checkpoints whose hash was recomputed from the redacted state, with the hash the guest's engine wrote. */
  resealed: { seq: number; original: string }[];
  /** The anchor's hash as the guest's engine wrote it, when the anchor was resealed. */
  anchorOriginal: string | null;
  /** The first checkpoint marked {@link NOT_COMPARABLE}; null when all could be compared. */
  notComparableFrom: number | null;
  /** Replaying the unredacted log where it was recorded: the first divergence, if any (a bug). */
  sourceDivergence: Divergence | null;
}

/**
 * Makes a redacted log verifiable again. Redaction changes the durable state (a pseudonym in the
 * guest's context, a placeholder for the token), so the guest's checkpoint hashes cannot match a
 * replay of the redacted log. Both logs are replayed side by side, where the unredacted one exists
 * (the guest's browser, before anything is sent):
 *
 * - the unredacted replay verifies every original checkpoint; a mismatch is a real divergence, and
 *   from there the redacted log keeps the original hashes, so its replay reports it at that record;
 * - at each checkpoint the two replays must be in the same states (same active states and actors,
 *   any context): then redaction did not change what happened, and the checkpoint gets the hash
 *   of the redacted state;
 * - if they are not, redaction changed the flow: that checkpoint and every later one become
 *   {@link NOT_COMPARABLE}.
 *
 * @example
 * const redacted = redactLog(log, { includeMessages: false });
 * const { log: sealed } = resealLog(log, redacted, appReplayOptions);
 * replayLog(sealed, appReplayOptions).ok; // true, unless the original itself diverged
 */
export function resealLog<TLogic extends AnyStateMachine>(
  original: EventLog,
  redacted: EventLog,
  options: ReplayOptions<TLogic>,
): ResealOutcome {
  if (original.records.length !== redacted.records.length)
    throw new Error('resealLog: the logs have different records');
  const records: LogRecord[] = [...redacted.records];
  const out: EventLog = { header: { ...redacted.header }, records };
  const outcome: ResealOutcome = {
    log: out,
    resealed: [],
    anchorOriginal: null,
    notComparableFrom: null,
    sourceDivergence: null,
  };

  const source = new Replayer(original, options);
  if (!source.report().ok) {
    outcome.sourceDivergence = source.report().divergence;
    return outcome;
  }
  const replay = replayerWithResealedAnchor(out, options, outcome);
  if (flowOf(source.actor) !== flowOf(replay.actor)) return markRest(outcome, 0);

  for (let index = 0; index < records.length; index++) {
    const record = records[index]!;
    source.stepTo(index + 1);
    if (!source.report().ok) {
      outcome.sourceDivergence = source.report().divergence;
      return outcome;
    }
    if (record.kind === 'checkpoint') {
      // Timers due by the checkpoint's time fire before it is compared, as in replay.
      replay.clock.advanceTo(record.t);
      if (flowOf(source.actor) !== flowOf(replay.actor)) return markRest(outcome, index);
      const hash = durableHash(replay.actor);
      if (hash !== record.hash) {
        outcome.resealed.push({ seq: record.seq, original: record.hash });
        records[index] = { ...record, hash };
      }
    }
    replay.stepTo(index + 1);
    if (!replay.report().ok) return markRest(outcome, index);
  }
  return outcome;
}

/** A replayer of `log`, whose anchor gets the hash of its redacted snapshot first. */
function replayerWithResealedAnchor<TLogic extends AnyStateMachine>(
  log: EventLog,
  options: ReplayOptions<TLogic>,
  outcome: ResealOutcome,
): Replayer<TLogic> {
  const first = new Replayer(log, options);
  const anchor = log.header.anchor;
  const divergence = first.report().divergence;
  if (!anchor || !divergence?.actual) return first;
  outcome.anchorOriginal = anchor.hash;
  log.header = { ...log.header, anchor: { ...anchor, hash: divergence.actual } };
  first.actor.stop();
  return new Replayer(log, options);
}

/** Marks the checkpoints from record index `from` on as not comparable. */
function markRest(outcome: ResealOutcome, from: number): ResealOutcome {
  const records = outcome.log.records;
  for (let index = from; index < records.length; index++) {
    const record = records[index]!;
    if (record.kind !== 'checkpoint') continue;
    outcome.notComparableFrom ??= record.seq;
    records[index] = { ...record, hash: NOT_COMPARABLE };
  }
  return outcome;
}

/**
 * What happened, without the data: the status and active states of every actor of the system, by
 * actor path. Redaction may change context (it should), never this.
 */
function flowOf(actor: AnyActorRef): string {
  return hashValue(shape(actor.getPersistedSnapshot?.()));
}

function shape(snapshot: unknown): unknown {
  if (typeof snapshot !== 'object' || snapshot === null) return null;
  const { status, value, children } = snapshot as {
    status?: unknown;
    value?: unknown;
    children?: Record<string, { snapshot?: unknown }>;
  };
  return {
    status,
    value,
    children: Object.fromEntries(
      Object.entries(children ?? {}).map(([id, child]) => [id, shape(child.snapshot)]),
    ),
  };
}
