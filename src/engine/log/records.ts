import * as z from 'zod/mini';
import { onFirstUse } from '../../../machines/shared/onFirstUse.ts';

/** Format name written in the first line of every log; bump the version on breaking changes. */
export const LOG_FORMAT = 'camclient-eventlog';
export const LOG_VERSION = 1;

/**
 * The log's schemas, built when a log is first decoded (`jsonl.ts`): a live page records its log
 * but decodes none, so it never builds them (issue 50 §3: modules do no work at import).
 */
export const logSchemas = onFirstUse(() => {
  const eventSchema = z.looseObject({ type: z.string().check(z.minLength(1)) });

  const base = { seq: z.int().check(z.nonnegative()), t: z.number().check(z.nonnegative()) };

  /** An intent from the guest (click, submit, route change), sent to a named actor. */
  const inputRecord = z.strictObject({
    ...base,
    kind: z.literal('input'),
    to: z.string().check(z.minLength(1)),
    event: eventSchema,
  });
  /** A change in the browser (online, visibility, viewport), sent to a named actor. */
  const envRecord = z.strictObject({
    ...base,
    kind: z.literal('env'),
    to: z.string().check(z.minLength(1)),
    event: eventSchema,
  });
  /**
   * A decoded frame from a stream service (socket, payment client, graphql-ws), named by its source
   * and by the number of the stream that emitted it: two streams of one source can be open at once
   * (a subscription restarted while the old one closes), and replay hands the push to the same one.
   * Logs written before stream numbers give the push to the newest stream of its source.
   */
  const pushRecord = z.strictObject({
    ...base,
    kind: z.literal('push'),
    source: z.string().check(z.minLength(1)),
    stream: z.optional(z.int().check(z.nonnegative())),
    event: eventSchema,
  });
  /** The outcome of one service call, matched to its invocation by `call`. */
  const ioRecord = z.strictObject({
    ...base,
    kind: z.literal('io'),
    source: z.string().check(z.minLength(1)),
    call: z.int().check(z.nonnegative()),
    outcome: z.discriminatedUnion('ok', [
      z.strictObject({ ok: z.literal(true), output: z.unknown() }),
      z.strictObject({
        ok: z.literal(false),
        error: z.strictObject({ message: z.string(), code: z.optional(z.string()) }),
      }),
    ]),
  });
  /** A hash of the durable state after the previous record: replay must reproduce it. */
  const checkpointRecord = z.strictObject({
    ...base,
    kind: z.literal('checkpoint'),
    hash: z.string().check(z.minLength(1)),
  });

  const logRecordSchema = z.discriminatedUnion('kind', [
    inputRecord,
    envRecord,
    pushRecord,
    ioRecord,
    checkpointRecord,
  ]);

  /**
   * The state the log starts from when the ring dropped older records: a persisted snapshot of the
   * root actor, the timers pending at that moment, and the engine counters, so that replay can start
   * at `seq` instead of at the beginning of the session.
   */
  const anchorSchema = z.strictObject({
    seq: z.int().check(z.nonnegative()),
    t: z.number().check(z.nonnegative()),
    nextCall: z.int().check(z.nonnegative()),
    /** The number the next stream opened gets (absent in anchors written before stream numbers). */
    nextStream: z.optional(z.int().check(z.nonnegative())),
    snapshot: z.unknown(),
    timers: z.array(
      z.strictObject({
        source: z.string(),
        target: z.string(),
        id: z.string(),
        event: eventSchema,
        dueIn: z.number().check(z.nonnegative()),
      }),
    ),
    hash: z.string(),
  });

  /**
   * A log of one machine run on its own (a model-based test's path) instead of the app system: the
   * machine's name in `src/testing/machineRegistry.ts`, its input, the actions the run replaced by
   * no-ops, and why the run was saved (the failed assertion and the path).
   */
  const machineSubjectSchema = z.strictObject({
    name: z.string().check(z.minLength(1)),
    input: z.optional(z.unknown()),
    stubActions: z.array(z.string()),
    failure: z.optional(z.string()),
  });

  const logHeaderSchema = z.strictObject({
    format: z.literal(LOG_FORMAT),
    version: z.literal(LOG_VERSION),
    appVersion: z.string(),
    startedAt: z.string(),
    language: z.string(),
    url: z.string(),
    config: z.nullable(z.record(z.string(), z.unknown())),
    anchor: z.nullable(anchorSchema),
    /** Present when the log is of a single machine (see {@link machineSubjectSchema}). */
    machine: z.optional(machineSubjectSchema),
  });
  return {
    eventSchema,
    ioRecord,
    logRecordSchema,
    anchorSchema,
    machineSubjectSchema,
    logHeaderSchema,
  };
});
type LogSchemas = ReturnType<typeof logSchemas>;

export type LoggedEvent = z.infer<LogSchemas['eventSchema']>;
export type LogRecord = z.infer<LogSchemas['logRecordSchema']>;
export type RecordKind = LogRecord['kind'];
export type IoOutcome = z.infer<LogSchemas['ioRecord']>['outcome'];
export type Anchor = z.infer<LogSchemas['anchorSchema']>;
export type MachineSubject = z.infer<LogSchemas['machineSubjectSchema']>;
export type LogHeader = z.infer<LogSchemas['logHeaderSchema']>;

export interface EventLog {
  header: LogHeader;
  records: LogRecord[];
}
