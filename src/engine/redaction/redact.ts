import { encodeLog } from '../log/jsonl.ts';
import type { Anchor, EventLog, LogHeader, LogRecord } from '../log/records.ts';
import { hashString, stableStringify } from '../hash.ts';
import { isCardNumberValue, percentDecoded } from './detectors.ts';
import {
  classifyField,
  normalizeKey,
  objectContext,
  type FieldClass,
  type FieldContext,
} from './fields.ts';
import { maskedText } from './shape.ts';
import { Vault, type KnownClass } from './vault.ts';

export interface RedactOptions {
  /** The guest ticked "include the texts of my messages": message texts stay (scrubbed). */
  includeMessages: boolean;
  /**
   * Salts the pseudonyms; by default a hash of the whole unredacted log, so pseudonyms are stable
   * within one report, differ between reports and cannot be reversed by guessing addresses.
   */
  salt?: string;
}

type RedactedClass = KnownClass | 'description';

export interface RedactionOutcome {
  log: EventLog;
  /** Values replaced, by class (a field, or one occurrence inside a text). */
  counts: Partial<Record<RedactedClass, number>>;
  /** The first record redaction changed; null when it changed none. */
  firstChangedSeq: number | null;
  /** Whether the header (anchor snapshot, config, URL) changed. */
  headerChanged: boolean;
  /**
   * Redacts a free text that goes with the log (a description, a page URL) by the same rules and
   * with the same pseudonyms: what the log knows is replaced, and whatever the text shows itself.
   */
  scrubText: (text: string) => string;
}

/**
 * Redacts a log before it leaves the browser (DESIGN.md §3): every payload field is classed by
 * `fields.ts`; credentials and payment data are removed wherever they occur (also inside URLs,
 * JSON carried as text, percent-encoded or base64), e-mail addresses, guests' names and phone
 * numbers become stable pseudonyms, message texts become bullets of the same length unless
 * `includeMessages`, and `description` fields are dropped. Every replacement keeps the type and
 * shape a machine reads (`shape.ts`), so the redacted log goes through the same states. Record structure (seq, time, kind,
 * target, source, call) is kept, so the log still decodes and replays; checkpoint hashes are not
 * touched here (see `reseal.ts`).
 *
 * @example
 * const safe = redactLog(engine.exportLog(), { includeMessages: false });
 * encodeLog(safe); // no token, address, card number or message text of the guest
 */
export function redactLog(log: EventLog, options: RedactOptions): EventLog {
  return redactLogDetailed(log, options).log;
}

/** {@link redactLog}, with what it changed. */
export function redactLogDetailed(log: EventLog, options: RedactOptions): RedactionOutcome {
  const vault = new Vault(options.salt ?? hashString(encodeLog(log)));
  const walker = new Walker(vault, options.includeMessages);
  forEachPayload(
    log,
    (value, source) => walker.collect(value, rootContext(value, source)),
    (text) => walker.collectText(text),
  );
  vault.seal();

  const header = redactHeader(log.header, walker);
  const headerChanged = walker.changes > 0;
  let firstChangedSeq: number | null = null;
  const records = log.records.map((record) => {
    const before = walker.changes;
    const redacted = redactRecord(record, walker);
    if (firstChangedSeq === null && walker.changes > before) firstChangedSeq = record.seq;
    return redacted;
  });
  return {
    log: { header, records },
    counts: { ...vault.replaced, ...walker.fieldCounts },
    firstChangedSeq,
    headerChanged,
    scrubText: (text) => {
      const own = vault.fork();
      own.scan(text, percentDecoded);
      own.seal();
      return own.redactText(text);
    },
  };
}

/** Calls `visit` with every payload of the log, and `visitText` with every free string field. */
function forEachPayload(
  log: EventLog,
  visit: (value: unknown, source?: string) => void,
  visitText: (text: string) => void,
): void {
  visitText(log.header.url);
  visit(log.header.config);
  if (log.header.anchor) {
    visit(log.header.anchor.snapshot);
    for (const timer of log.header.anchor.timers) visit(timer.event);
  }
  for (const record of log.records) visitRecord(record, visit, visitText);
}

function visitRecord(
  record: LogRecord,
  visit: (value: unknown, source?: string) => void,
  visitText: (text: string) => void,
): void {
  switch (record.kind) {
    case 'input':
    case 'env':
    case 'push':
      visit(record.event);
      break;
    case 'io':
      // A service's output is classed by the call it answers (`actorProfile.storeNote`).
      if (record.outcome.ok) visit(record.outcome.output, record.source);
      else visitText(record.outcome.error.message);
      break;
    case 'checkpoint':
      break;
  }
}

/**
 * One record redacted for showing on screen (the inspector's event stream), by the rules of a
 * report without message texts: what the record itself shows is replaced. Pseudonyms are stable
 * for one `salt`; placeholders (`redacted-secret-1`) are numbered per record.
 *
 * @example
 * redactRecordForDisplay(record, sessionSalt).event; // no token, address or message text
 */
export function redactRecordForDisplay(record: LogRecord, salt: string): LogRecord {
  const vault = new Vault(salt);
  const walker = new Walker(vault, false);
  visitRecord(
    record,
    (value, source) => walker.collect(value, rootContext(value, source)),
    (text) => walker.collectText(text),
  );
  vault.seal();
  return redactRecord(record, walker);
}

function redactHeader(header: LogHeader, walker: Walker): LogHeader {
  const anchor: Anchor | null = header.anchor && {
    ...header.anchor,
    snapshot: walker.redact(header.anchor.snapshot),
    timers: header.anchor.timers.map((timer) => ({
      ...timer,
      event: walker.redact(timer.event) as Anchor['timers'][number]['event'],
    })),
  };
  return {
    ...header,
    url: walker.redactText(header.url),
    config: header.config && (walker.redact(header.config) as Record<string, unknown>),
    anchor,
  };
}

function redactRecord(record: LogRecord, walker: Walker): LogRecord {
  switch (record.kind) {
    case 'input':
    case 'env':
    case 'push':
      return { ...record, event: walker.redact(record.event) as typeof record.event };
    case 'io':
      return {
        ...record,
        outcome: record.outcome.ok
          ? {
              ok: true,
              output: walker.redact(
                record.outcome.output,
                rootContext(record.outcome.output, record.source),
              ),
            }
          : {
              ok: false,
              error: {
                ...record.outcome.error,
                message: walker.redactText(record.outcome.error.message),
              },
            },
      };
    case 'checkpoint':
      return record;
  }
}

/** Walks payloads: first to collect what is sensitive, then to replace it. */
class Walker {
  changes = 0;
  readonly fieldCounts: Partial<Record<'messageText' | 'description', number>> = {};

  constructor(
    private readonly vault: Vault,
    private readonly includeMessages: boolean,
  ) {}

  collectText(text: string): void {
    this.vault.scan(text, percentDecoded);
  }

  collect(value: unknown, context: FieldContext = rootContext(value)): void {
    if (typeof value === 'string') return this.collectText(value);
    if (typeof value === 'number') {
      if (isCardNumberValue(value)) this.vault.register(String(value), 'payment');
      return;
    }
    if (Array.isArray(value)) {
      for (const element of value) this.collect(element, elementContext(context, element));
      return;
    }
    if (!isObject(value)) return;
    const structural = structuralKeys(value);
    for (const [key, field] of Object.entries(value)) {
      if (structural.has(key)) continue;
      this.collectText(key);
      const cls = classifyField(key, context);
      const whole = wholeValue(field);
      if ((cls === 'secret' || cls === 'payment') && whole !== null) {
        this.vault.register(whole, cls);
        // What it holds may be written elsewhere too (`sid=…` inside a cookie header).
        this.collect(field, fieldContext(context, key, field));
        continue;
      }
      if (isPersonal(cls) && isText(field)) {
        this.vault.register(field, cls);
        this.collectText(field);
        continue;
      }
      if (cls === 'messageText' && isText(field) && !this.includeMessages && isProse(field))
        this.vault.register(field, 'messageText');
      this.collect(field, fieldContext(context, key, field));
    }
  }

  redactText(text: string): string {
    const out = this.vault.redactText(text);
    if (out !== text) this.changes++;
    return out;
  }

  redact(value: unknown, context: FieldContext = rootContext(value)): unknown {
    if (typeof value === 'string') return this.redactText(value);
    if (typeof value === 'number') {
      if (!isCardNumberValue(value)) return value;
      this.changes++;
      // A number stays a number of as many digits (its mask keeps a leading non-zero digit).
      return Number(this.vault.replacementOf(String(value)));
    }
    if (Array.isArray(value))
      return value.map((element) => this.redact(element, elementContext(context, element)));
    if (!isObject(value)) return value;
    const structural = structuralKeys(value);
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(value)) {
      if (structural.has(key)) {
        out[key] = field;
        continue;
      }
      const cls = classifyField(key, context);
      if (cls === 'description') {
        this.countField('description');
        continue;
      }
      const name = this.redactText(key);
      const whole = wholeValue(field);
      if ((cls === 'secret' || cls === 'payment') && whole !== null) {
        this.changes++;
        out[name] = sameType(field, this.vault.replacementOf(whole));
      } else if (isPersonal(cls) && isText(field)) {
        this.changes++;
        out[name] = this.vault.replacementOf(field);
      } else if (cls === 'messageText' && typeof field === 'string' && !this.includeMessages) {
        this.countField('messageText');
        out[name] = maskedText(field);
      } else {
        out[name] = this.redact(field, fieldContext(context, key, field));
      }
    }
    return out;
  }

  private countField(cls: 'messageText' | 'description'): void {
    this.changes++;
    this.fieldCounts[cls] = (this.fieldCounts[cls] ?? 0) + 1;
  }
}

const NONE: ReadonlySet<string> = new Set();
const SNAPSHOT_STRUCTURE: ReadonlySet<string> = new Set(['value', 'historyValue', 'status']);

/**
 * Fields that are the shape of a state machine, not data: in a persisted XState snapshot the
 * state value names regions and states (a region may well be called `email`), kept verbatim.
 */
function structuralKeys(object: Record<string, unknown>): ReadonlySet<string> {
  return 'status' in object && 'value' in object && 'children' in object
    ? SNAPSHOT_STRUCTURE
    : NONE;
}

/** The value of a credential field as one string; null when there is nothing to hide. */
function wholeValue(field: unknown): string | null {
  if (field === null || field === undefined || typeof field === 'boolean' || field === '')
    return null;
  if (typeof field === 'string') return field;
  if (typeof field === 'number') return String(field);
  return stableStringify(field);
}

/** A number's replacement as a number, when its mask is one (digits stay digits). */
function sameType(field: unknown, replacement: string): unknown {
  if (typeof field !== 'number') return replacement;
  const number = Number(replacement);
  return /^\d+$/.test(replacement) && Number.isSafeInteger(number) ? number : replacement;
}

/** Classes whose field values are registered whole and replaced by a pseudonym or a mask. */
function isPersonal(cls: FieldClass): cls is 'email' | 'phone' | 'personName' | 'personal' {
  return cls === 'email' || cls === 'phone' || cls === 'personName' || cls === 'personal';
}

/**
 * A message text masked wherever it occurs, not only in its field: one long enough, or with a
 * space or a sign in it. A one-word text (`pending`, `open`) may equal a machine's own value (a
 * status), which must stay for the report to replay; its field is masked all the same.
 */
function isProse(text: string): boolean {
  return text.length >= 6 && /[^A-Za-z0-9_.-]/.test(text);
}

function isText(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function fieldContext(parent: FieldContext, key: string, field: unknown): FieldContext {
  const path = [...parent.path, normalizeKey(key)];
  return objectContext(path, isObject(field) && !Array.isArray(field) ? field : {});
}

function rootContext(value: unknown, source?: string): FieldContext {
  return objectContext([], isObject(value) && !Array.isArray(value) ? value : {}, source ?? null);
}

function elementContext(array: FieldContext, element: unknown): FieldContext {
  return objectContext(array.path, isObject(element) && !Array.isArray(element) ? element : {});
}

/**
 * Any value (a snapshot, an inspection event) redacted for showing outside this page, by the
 * same rules as {@link redactRecordForDisplay}: the Stately inspector gets no token, address or
 * message text (issue 23, item 6).
 */
export function redactValueForDisplay<T>(value: T, salt: string): T {
  const vault = new Vault(salt);
  const walker = new Walker(vault, false);
  walker.collect(value);
  vault.seal();
  return walker.redact(value) as T;
}
