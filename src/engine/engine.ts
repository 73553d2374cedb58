import { actorIn } from '../../machines/shared/actorIn.ts';
import type { Actor, AnyActorRef, AnyStateMachine, EventObject } from 'xstate';
import { createRootActor, TimerIndex } from './anchor.ts';
import { EngineClock } from './clock.ts';
import { deliverTo } from './domains/deliver.ts';
import { failureOf } from '../../machines/shared/failure.ts';
import { deliverStreamEvent, type IoBroker } from './io.ts';
import {
  LOG_FORMAT,
  LOG_VERSION,
  type Anchor,
  type EventLog,
  type LogHeader,
  type LogRecord,
} from './log/records.ts';
import {
  DEFAULT_CADENCE,
  pacerFor,
  type CheckpointOptions,
  type CheckpointPacer,
} from './checkpointPacer.ts';
import { DEFAULT_RING, Recorder, type RingLimits, type SealScheduler } from './recorder.ts';
import type { TimeSource } from './timeSource.ts';
import { createWiring, type Wiring } from './wiring.ts';

type RecordBody = LogRecord extends infer R
  ? R extends LogRecord
    ? Omit<R, 'seq' | 't'>
    : never
  : never;

export interface LiveEngineOptions<TLogic extends AnyStateMachine> {
  /** Builds the root logic; the wiring records every service it is given. */
  createLogic: (wiring: Wiring) => TLogic;
  /** The root actor's input, derived from the header so that replay derives the same. */
  inputFromHeader: (header: LogHeader) => unknown;
  time: TimeSource;
  header: Pick<LogHeader, 'appVersion' | 'language' | 'url'>;
  /**
   * When checkpoints are written (`DEFAULT_CADENCE`): one after every `every` records at a
   * normal pace, so a divergence is placed within that many (`every: Infinity`: none); in a
   * burst rarer, a hash taking at most `share` of the time since the previous checkpoint, one at
   * least every `ceiling` records. `meter` is the clock their cost is read on (default: the time
   * source's `now()`, so a manual clock, which does not move while a hash runs, keeps the plain
   * cadence of every `every` records).
   */
  checkpoints?: CheckpointOptions;
  ring?: Partial<RingLimits>;
  /** When the ring seals a full segment (default: at once; a page: in a task of its own). */
  sealLater?: SealScheduler;
  /**
   * Who is told, before late timers fire, that the page's timers ran late (a throttled or frozen
   * background tab): an `env.clockResumed { lateByMs }` record goes to `to` when a wake-up comes
   * more than `thresholdMs` after it was due.
   */
  resumeNotice?: { to: string; thresholdMs: number };
  /**
   * `false` runs the system without the log: no records kept, no checkpoints, no anchors (the
   * benchmarks' recording-off run). Services, timers and record listeners work as usual.
   */
  record?: boolean;
  /**
   * Start from this anchor instead of fresh: the state, pending timers, call and record counters
   * of another run at one of its records (the inspector's "continue live from here"). Calls that
   * were in flight there run again, live, under their numbers; the log goes on from its seq.
   */
  anchor?: Anchor | null;
  /**
   * The hash checkpoints and anchors carry (`durableHash`), for a caller that has it at hand
   * (tests and tools, which replay with it anyway). Without it the engine imports it when the
   * first checkpoint is due or a log is exported: a visitor's page writes a dozen records before
   * its network is idle, so its first load carries no hasher (issue 50 §5).
   */
  hash?: DurableHash;
  /** Where the hash comes from without `hash` (default: its module's import; tests fail it). */
  loadHash?: () => Promise<DurableHash>;
}

/** The checkpoints' hash of the root actor and its descendants (`./durableHash.ts`). */
type DurableHash = (actor: AnyActorRef) => string;

const importHash = (): Promise<DurableHash> =>
  import('./durableHash.ts').then(({ durableHash }) => durableHash);

/**
 * After the hash's import failed (offline, a replaced release), how long the records' own asks
 * wait before the next try: without it every record while a checkpoint is due would fetch again.
 * An explicit ask (`whenHashable`, a report) tries at once.
 */
const HASH_RETRY_MS = 10_000;

/**
 * Records between two checkpoints at a guest's pace. A checkpoint's hash costs what changed since
 * the last one, so most of it is paid per checkpoint (the contexts that change at every one of
 * them, the long lists' walk): 100 records instead of 50 takes about a third off the hash per
 * record, and a replay that diverges still names the 100 records the cause lies in
 * (`Divergence.verifiedUpTo` to its `seq`). In a burst they get rarer, up to `DEFAULT_CADENCE`'s
 * ceiling (docs/replay.md, "Checkpoints"; issue 52 §7).
 */
export const CHECKPOINT_EVERY = DEFAULT_CADENCE.every;

const always = () => true;
const never = () => false;
/** The record of the clock moving on (a wake-up, timers that fired for a dropped record). */
const clockRecord = (): RecordBody => ({
  kind: 'env',
  to: CLOCK_TARGET,
  event: { type: 'env.timersDue' },
});

/** The system id of wake-up records: no actor has it, replay only advances the clock to them. */
export const CLOCK_TARGET = 'clock';

/**
 * The live engine: owns the root actor, records every input before it is delivered, runs services
 * and records their outcomes, and keeps the bounded ring of the log.
 *
 * @example
 * const engine = createLiveEngine({ createLogic, inputFromHeader, time, header });
 * engine.start();
 * engine.send('shell', { type: 'ui.menuToggled', menu: 'search' });
 * const log = engine.exportLog(); // replayable with replayLog(log, …)
 */
export class LiveEngine<TLogic extends AnyStateMachine> {
  readonly clock: EngineClock;
  readonly actor: Actor<TLogic>;
  private readonly timers = new TimerIndex();
  private readonly recorder: Recorder;
  private readonly header: LogHeader;
  private readonly origin: number;
  private readonly pacer: CheckpointPacer;
  private readonly recording: boolean;
  private readonly queue: {
    body: RecordBody;
    deliver: () => void;
    advance: boolean;
    wanted: () => boolean;
  }[] = [];
  private stepping = false;
  private seq = 0;
  private nextCall = 0;
  private nextStream = 0;
  private stopped = false;
  /** The logical due time the real wake-up is armed for (undefined: none armed yet or it fired). */
  private armedAt: number | null | undefined = undefined;
  private readonly recordListeners = new Set<(record: LogRecord) => void>();
  /** The checkpoints' hash once it is here, and its import while it is on the way. */
  private hash: DurableHash | null;
  private hashLoad: Promise<DurableHash> | null = null;
  /** The time source's `now()` before which a record does not ask for the hash again. */
  private hashRetryAt = 0;
  private readonly errorListeners = new Set<(error: unknown) => void>();

  constructor(private readonly options: LiveEngineOptions<TLogic>) {
    const anchor = options.anchor ?? null;
    this.hash = options.hash ?? null;
    this.origin = options.time.now() - (anchor?.t ?? 0);
    this.clock = new EngineClock(anchor?.t ?? 0);
    this.seq = anchor?.seq ?? 0;
    this.nextCall = anchor?.nextCall ?? 0;
    this.nextStream = anchor?.nextStream ?? 0;
    this.recorder = new Recorder(
      { ...DEFAULT_RING, ...options.ring },
      options.anchor ?? null,
      options.sealLater,
    );
    this.pacer = pacerFor(options.checkpoints, () => options.time.now());
    this.recording = options.record ?? true;
    this.header = {
      format: LOG_FORMAT,
      version: LOG_VERSION,
      startedAt: options.time.wallClock(),
      config: null,
      anchor: null,
      ...options.header,
    };
    const wiring = createWiring('live', this.broker, (patch) => Object.assign(this.header, patch));
    this.actor = createRootActor(options.createLogic(wiring), {
      clock: this.clock,
      input: options.inputFromHeader(this.header),
      anchor,
      timers: this.timers,
    });
    // The clock reports its earliest due time after every record; the real wake-up (a browser
    // timer) is re-armed only when that time changed, not once per record.
    this.clock.onScheduleChange = (dueAt) => {
      if (this.stopped || dueAt === this.armedAt) return;
      this.armedAt = dueAt;
      this.options.time.setWake(dueAt === null ? null : this.origin + dueAt, () => this.wake());
    };
  }

  start(): this {
    // What starting emits (a restored stream's first events) waits until the anchor's timers are
    // back on the clock: replay puts them back before it applies any record, and a slow start
    // must not move time on first, or each timer would fall due that much later than in replay.
    this.stepping = true;
    // The root's error observer (issue 51, item 8): an error the root itself does not handle (a
    // throwing action of the root) reaches the listeners instead of an uncaught throw, and the
    // app's error view stays up with its "Report a problem".
    this.actor.subscribe({ error: (error) => this.tellError(error) });
    try {
      this.actor.start();
      if (this.options.anchor) this.timers.reschedule(this.options.anchor.timers, this.actor);
    } finally {
      this.stepping = false;
    }
    this.drain();
    return this;
  }

  stop(): void {
    this.stopped = true;
    this.options.time.setWake(null, () => {});
    this.actor.stop();
  }

  /**
   * Calls `listener` with every error the root actor stops with; returns the unsubscribe. Without
   * a listener the error goes to the console.
   *
   * @example
   * engine.onError((error) => reporter.report('root', error));
   */
  onError(listener: (error: unknown) => void): () => void {
    this.errorListeners.add(listener);
    return () => this.errorListeners.delete(listener);
  }

  private tellError(error: unknown): void {
    if (this.errorListeners.size === 0) console.error('The app system stopped', error);
    for (const listener of this.errorListeners) listener(error);
  }

  /** Records a guest intent and delivers it to the actor with that system id. */
  send<TEvent extends EventObject>(to: string, event: TEvent): void {
    this.step({ kind: 'input', to, event }, () => this.deliver(to, event));
  }

  /** Records a change in the browser (online, visibility, viewport) and delivers it. */
  env<TEvent extends EventObject>(to: string, event: TEvent): void {
    this.step({ kind: 'env', to, event }, () => this.deliver(to, event));
  }

  /** The actor registered under a system id, if it is running now. */
  get(systemId: string): AnyActorRef | undefined {
    return actorIn(this.actor.system, systemId);
  }

  get stats(): { records: number; bytes: number; segments: number } {
    return this.recorder.size;
  }

  /**
   * Resolves once checkpoints can be hashed (see {@link LiveEngineOptions.hash}), so that a log
   * exported then ends with a fresh checkpoint.
   *
   * @example
   * await engine.whenHashable();
   * const log = engine.exportLog();
   */
  whenHashable(): Promise<void> {
    if (this.hash) return Promise.resolve();
    this.hashLoad ??= (this.options.loadHash ?? importHash)().then(
      (hash) => (this.hash = hash),
      (error: unknown) => {
        // Offline or a replaced release: asked again on the next try (see HASH_RETRY_MS).
        this.hashLoad = null;
        this.hashRetryAt = this.options.time.now() + HASH_RETRY_MS;
        throw error;
      },
    );
    return this.hashLoad.then(() => undefined);
  }

  /**
   * The hash now, or null while it loads (asked for here on its first need, and after a failed
   * import once HASH_RETRY_MS have passed).
   */
  private hasher(): DurableHash | null {
    if (!this.hash && this.options.time.now() >= this.hashRetryAt)
      this.whenHashable().catch(() => {});
    return this.hash;
  }

  /**
   * The log of the ring, ending with a fresh checkpoint once the hash is here
   * ({@link whenHashable}), ready to encode and replay.
   */
  exportLog(): EventLog {
    // Through the queue: the timers the catching up fires are recorded at their time (a clock
    // record), whether or not a checkpoint can follow (its hash may still be loading).
    this.step(clockRecord(), () => {}, { wanted: never });
    if (this.recording) this.checkpoint();
    const { anchor, records } = this.recorder.snapshot();
    return { header: { ...this.header, anchor }, records };
  }

  private readonly broker: IoBroker = {
    startCall: ({ source, input, run, restoredCall, deliver }) => {
      // A call restored from an anchor keeps its number, as replay will expect; it runs again.
      const call = restoredCall ?? this.nextCall++;
      const controller = new AbortController();
      let open = true;
      let cancelled = false;
      const settle = (outcome: Extract<LogRecord, { kind: 'io' }>['outcome']) => {
        if (!open || this.stopped) return;
        open = false;
        this.step({ kind: 'io', source, call, outcome }, () => deliver(outcome), {
          wanted: () => !cancelled,
        });
      };
      if (!run) {
        queueMicrotask(() =>
          settle({
            ok: false,
            error: { message: `no service wired for '${source}'`, code: 'unwired' },
          }),
        );
      } else {
        Promise.resolve()
          .then(() => run(input, controller.signal))
          .then(
            (output) => settle({ ok: true, output: output === undefined ? null : output }),
            (error: unknown) => settle({ ok: false, error: failureOf(error) }),
          );
      }
      return {
        call,
        cancel: () => {
          open = false;
          cancelled = true;
          controller.abort();
        },
      };
    },
    openStream: ({ source, input, subscribe, restoredStream, sendBack, receive, route }) => {
      const stream = restoredStream ?? this.nextStream++;
      if (!subscribe) return { stream, close: () => {} };
      let open = true;
      const cleanup = subscribe({
        input,
        emit: (event) => {
          if (open && !this.stopped)
            this.step(
              { kind: 'push', source, stream, event },
              () => deliverStreamEvent(this.actor.system, route, sendBack, event),
              { wanted: () => open },
            );
        },
        receive,
      });
      return {
        stream,
        close: () => {
          open = false;
          cleanup();
        },
      };
    },
  };

  /** To the actor under `to`; a lazy domain not started yet gets it when it starts. */
  private deliver(to: string, event: EventObject): void {
    deliverTo(this.actor.system, to, event);
  }

  /**
   * One record at a time: nested records (a service answering synchronously) wait their turn.
   * `advance: false` stamps the record at the current logical time, before due timers fire.
   * `wanted` is asked once due timers have fired: a timer may have stopped the call or stream
   * the record comes from (a timeout, a resubscribe), and then the record is neither written
   * nor delivered, as replay, which fires the same timers first, could not deliver it either;
   * a clock record takes its place, so that replay fires those timers at the same time.
   */
  private step(
    body: RecordBody,
    deliver: () => void,
    options?: { advance?: boolean; wanted?: () => boolean },
  ): void {
    if (this.stopped) return;
    // No options object or closure of its own per record: most records take the defaults.
    const advance = options?.advance ?? true;
    const wanted = options?.wanted ?? always;
    this.queue.push({ body, deliver, advance, wanted });
    this.drain();
  }

  /** Writes and delivers the queued records in order, unless a drain is already under way. */
  private drain(): void {
    if (this.stepping) return;
    this.stepping = true;
    try {
      for (let next = this.queue.shift(); next; next = this.queue.shift()) {
        const fired = this.clock.fired;
        if (next.advance) {
          this.noticeIfResumed();
          this.advance();
        } else this.fireDue();
        if (!next.wanted()) {
          if (this.clock.fired !== fired) this.keepTimersTime();
          continue;
        }
        this.write(next.body);
        next.deliver();
        this.afterRecord();
      }
    } finally {
      this.stepping = false;
    }
  }

  /**
   * The record whose source the due timers closed is dropped, but the time they fired at is
   * written: replay fires them at the next record's time otherwise, and what they schedule (a
   * reconnect's delay after a ping check closed the socket) falls due later there than it did
   * here.
   */
  private keepTimersTime(): void {
    this.write(clockRecord());
    this.afterRecord();
  }

  /**
   * Before a record that finds timers due long ago (a frozen tab, a long task: the socket's
   * message ran before the browser's late wake-up), tells the resume notice's owner first, as
   * {@link wake} does, so a ping check firing late is not taken for a missing pong. Checked
   * cheaply first: only when real time ran ahead of the clock by more than the threshold.
   */
  private noticeIfResumed(): void {
    const notice = this.options.resumeNotice;
    if (!notice) return;
    const realNow = this.options.time.now() - this.origin;
    if (realNow - this.clock.now() <= notice.thresholdMs) return;
    const dueAt = this.clock.nextDueAt();
    if (dueAt === null || realNow - dueAt <= notice.thresholdMs) return;
    const event = { type: 'env.clockResumed', lateByMs: Math.round(realNow - dueAt) };
    this.fireDue();
    this.write({ kind: 'env', to: notice.to, event });
    this.deliver(notice.to, event);
    this.afterRecord();
  }

  /**
   * The body becomes the record: every caller builds a fresh one for this record alone, so its
   * sequence number and time are set on it rather than spread into a copy (a spread of bodies of
   * six kinds is a slow, megamorphic copy per record). The keys come in the same order as the
   * copy's, so the record's JSON is the same.
   */
  private write(body: RecordBody): void {
    const record = body as LogRecord;
    record.seq = this.seq++;
    record.t = this.clock.now();
    if (this.recording) this.recorder.append(record);
    for (const listener of this.recordListeners) listener(record);
  }

  /**
   * Calls `listener` with each record as it is written (the inspector's event stream). Records
   * are shared: listeners must not change them.
   *
   * @example
   * const stop = engine.onRecord((record) => console.log(record.seq, record.kind));
   */
  onRecord(listener: (record: LogRecord) => void): () => void {
    this.recordListeners.add(listener);
    return () => this.recordListeners.delete(listener);
  }

  /** The root actor of the system (system id `app`). */
  get root(): AnyActorRef {
    return this.actor;
  }

  private afterRecord(): void {
    if (!this.recording) return;
    if (this.pacer.due()) this.checkpoint();
    // The segment grows on until the hash is here: its anchor carries one.
    const hash = this.recorder.wantsAnchor() ? this.hasher() : null;
    if (hash) this.recorder.startSegment(this.captureAnchor(hash), this.clock.now());
  }

  /**
   * A checkpoint, once the hash is here: one due before comes after the first record after it
   * (the pacer still says due), as the log holds its checkpoints wherever they stand.
   */
  private checkpoint(): void {
    const hash = this.hasher();
    if (!hash) return;
    this.fireDue();
    this.write({ kind: 'checkpoint', hash: this.pacer.time(() => hash(this.actor)) });
  }

  private captureAnchor(hash: DurableHash): Anchor {
    return {
      seq: this.seq,
      t: this.clock.now(),
      nextCall: this.nextCall,
      nextStream: this.nextStream,
      snapshot: this.actor.getPersistedSnapshot(),
      timers: this.timers.pending(this.clock, this.actor),
      hash: hash(this.actor),
    };
  }

  /**
   * Fires the timers already due at the current logical time (a zero delay scheduled by the record
   * just delivered) without moving time. Replay advances its clock to every record's time before
   * applying it, checkpoints and `advance: false` records included, so live must do the same
   * before writing them: otherwise a checkpoint right after such a record hashes the state before
   * the zero-delay timer fired live and after it in replay.
   */
  private fireDue(): void {
    this.clock.advanceTo(this.clock.now());
  }

  /** Brings the logical clock to real time, firing the timers that fell due, in order. */
  private advance(): void {
    this.clock.advanceTo(Math.max(this.clock.now(), this.options.time.now() - this.origin));
  }

  /**
   * A timer fell due. The wake-up is a record, so replay fires the same timers at the same time.
   * A late one (throttled tab) first tells its owner, so a ping check that fires late is not
   * taken for a missing pong.
   */
  private wake(): void {
    if (this.stopped) return;
    // The wake-up is spent: whatever is due next must arm a new one, even at the same time.
    this.armedAt = undefined;
    // A late one first tells the notice's owner (noticeIfResumed, as any record does).
    this.step(clockRecord(), () => {});
  }
}

export function createLiveEngine<TLogic extends AnyStateMachine>(
  options: LiveEngineOptions<TLogic>,
): LiveEngine<TLogic> {
  return new LiveEngine(options);
}
