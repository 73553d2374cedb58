import type { LogRecord, RecordKind } from '../log/records.ts';

export const RECORD_KINDS: readonly RecordKind[] = ['input', 'env', 'push', 'io', 'checkpoint'];

/** What a list row shows of a record. */
export interface RecordSummary {
  /** The actor it was sent to (input, env) or the service it came from (push, io). */
  target: string;
  /** The event type, `ok`/`error` for a service outcome, the hash for a checkpoint. */
  type: string;
  failed: boolean;
}

export function summarizeRecord(record: LogRecord): RecordSummary {
  switch (record.kind) {
    case 'input':
    case 'env':
      return { target: record.to, type: record.event.type, failed: false };
    case 'push':
      return { target: record.source, type: record.event.type, failed: false };
    case 'io':
      return record.outcome.ok
        ? { target: record.source, type: `ok #${record.call}`, failed: false }
        : {
            target: record.source,
            type: `error #${record.call}: ${record.outcome.error.code ?? record.outcome.error.message}`,
            failed: true,
          };
    case 'checkpoint':
      return { target: '', type: record.hash.slice(0, 12), failed: false };
  }
}

/** The part of a record a developer wants to read: the event, the outcome or the hash. */
export function recordPayload(record: LogRecord): unknown {
  switch (record.kind) {
    case 'input':
    case 'env':
    case 'push':
      return record.event;
    case 'io':
      return record.outcome;
    case 'checkpoint':
      return { hash: record.hash };
  }
}

const searchText = new WeakMap<LogRecord, string>();

/** A record's searchable text (lower case), computed once per record. */
function textOf(record: LogRecord): string {
  let text = searchText.get(record);
  if (text === undefined) {
    text = JSON.stringify(record).toLowerCase();
    searchText.set(record, text);
  }
  return text;
}

/** Whether a record mentions `query` anywhere (type, target, payload), ignoring case. */
export function recordMentions(record: LogRecord, query: string): boolean {
  const needle = query.trim().toLowerCase();
  return needle === '' || textOf(record).includes(needle);
}

export interface RecordFilter {
  /** Kinds to show; all when empty. */
  kinds: ReadonlySet<RecordKind>;
  /** Only records to or from this actor or service; all when null. */
  actor: string | null;
  text: string;
}

export const NO_FILTER: RecordFilter = { kinds: new Set(), actor: null, text: '' };

export function matchesFilter(record: LogRecord, filter: RecordFilter): boolean {
  if (filter.kinds.size > 0 && !filter.kinds.has(record.kind)) return false;
  if (filter.actor !== null && summarizeRecord(record).target !== filter.actor) return false;
  return recordMentions(record, filter.text);
}

/**
 * The indices of the records a filter keeps, so the list can window over them.
 *
 * @example
 * filterIndices(records, { kinds: new Set(['input']), actor: 'shell', text: 'menu' });
 */
export function filterIndices<T extends { record: LogRecord }>(
  entries: readonly T[],
  filter: RecordFilter,
): number[] {
  const indices: number[] = [];
  entries.forEach((entry, index) => {
    if (matchesFilter(entry.record, filter)) indices.push(index);
  });
  return indices;
}

/** The actors and services the records name, for the filter's choices. */
export function targetsOf(records: Iterable<LogRecord>): string[] {
  const targets = new Set<string>();
  for (const record of records) {
    const { target } = summarizeRecord(record);
    if (target !== '') targets.add(target);
  }
  return [...targets].sort();
}
