import {
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { StateChanges } from '../../src/engine/inspector/feed.ts';
import {
  filterIndices,
  NO_FILTER,
  RECORD_KINDS,
  recordPayload,
  summarizeRecord,
  targetsOf,
  type RecordFilter,
} from '../../src/engine/inspector/records.ts';
import type { LogRecord, RecordKind } from '../../src/engine/log/records.ts';
import { redactRecordForDisplay } from '../../src/engine/redaction/redact.ts';
import { formatStateValue, toReadableJson } from './json.ts';
import './inspector.css';

const ROW = 26;
/**
 * Salts the pseudonyms of payloads on screen: stable while the page is open, never guessable.
 * `getRandomValues`, not `randomUUID`: the latter is missing on a plain-http origin (a LAN).
 */
const DISPLAY_SALT = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
  byte.toString(16).padStart(2, '0'),
).join('');
const OVERSCAN = 8;

export interface EventListProps {
  records: readonly LogRecord[];
  /** The state changes the record at an index led to; null while it is being delivered. */
  afterOf: (index: number) => StateChanges | null;
  /** In time travel: how many records are applied; later rows show as not yet happened. */
  position?: number | null;
  selected: number | null;
  onSelect: (index: number | null) => void;
  /** Buttons for the selected record (travel there, show its state). */
  actions?: (index: number) => ReactNode;
  /** Older records no longer kept in memory. */
  dropped?: number;
  heading: string;
}

/** Milliseconds since the start as `m:ss.mmm`. */
function formatTime(ms: number): string {
  const minutes = Math.floor(ms / 60_000);
  const seconds = (ms % 60_000) / 1000;
  return `${minutes}:${seconds.toFixed(3).padStart(6, '0')}`;
}

/**
 * The records of a log as a windowed list (only the rows in view are in the DOM, so tens of
 * thousands stay fast), with filters by kind, actor and text, and the selected record's payload
 * (redacted as a report is: no token, address or message text on screen) and the state it led to.
 */
export function EventList({
  records,
  afterOf,
  position = null,
  selected,
  onSelect,
  actions,
  dropped = 0,
  heading,
}: EventListProps) {
  const { t } = useTranslation();
  const ids = useId();
  const [filter, setFilter] = useState<RecordFilter>(NO_FILTER);
  const entries = useMemo(() => records.map((record) => ({ record })), [records]);
  const visible = useMemo(() => filterIndices(entries, filter), [entries, filter]);
  const targets = useMemo(() => targetsOf(records), [records]);
  const viewport = useRef<HTMLDivElement>(null);
  const [scroll, setScroll] = useState({ top: 0, height: 300 });
  const atBottom = useRef(true);

  useLayoutEffect(() => {
    const element = viewport.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      setScroll({ top: element.scrollTop, height: element.clientHeight }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  // New records: stay at the bottom if the reader was there (live), else keep the place.
  useLayoutEffect(() => {
    const element = viewport.current;
    if (element && position === null && atBottom.current) element.scrollTop = element.scrollHeight;
  }, [visible.length, position]);

  // Time travel: keep the current record in view.
  useEffect(() => {
    const element = viewport.current;
    if (!element || position === null) return;
    const row = visible.findIndex((index) => index >= position - 1);
    if (row < 0) return;
    const top = row * ROW;
    if (top < element.scrollTop || top > element.scrollTop + element.clientHeight - ROW)
      element.scrollTop = Math.max(0, top - element.clientHeight / 2);
  }, [position, visible]);

  const first = Math.max(0, Math.floor(scroll.top / ROW) - OVERSCAN);
  const last = Math.min(visible.length, Math.ceil((scroll.top + scroll.height) / ROW) + OVERSCAN);
  const detailsId = `${ids}-details`;
  const toggleKind = (kind: RecordKind) =>
    setFilter((current) => {
      const kinds = new Set(current.kinds);
      if (kinds.has(kind)) kinds.delete(kind);
      else kinds.add(kind);
      return { ...current, kinds };
    });

  return (
    <section className="ins-events" aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`} className="ins-heading">
        {heading}
      </h3>
      <div className="ins-filters" role="group" aria-label={t('inspector.events.filters')}>
        <div className="ins-kinds" role="group" aria-label={t('inspector.events.kinds')}>
          {RECORD_KINDS.map((kind) => (
            <button
              key={kind}
              type="button"
              className="ins-chip"
              data-kind={kind}
              aria-pressed={filter.kinds.has(kind)}
              onClick={() => toggleKind(kind)}
            >
              {t(`inspector.events.kind.${kind}`)}
            </button>
          ))}
        </div>
        <label className="ins-field">
          <span className="sr-only">{t('inspector.events.actor')}</span>
          <select
            value={filter.actor ?? ''}
            onChange={(event) =>
              setFilter((current) => ({ ...current, actor: event.target.value || null }))
            }
          >
            <option value="">{t('inspector.events.allActors')}</option>
            {targets.map((target) => (
              <option key={target} value={target}>
                {target}
              </option>
            ))}
          </select>
        </label>
        <label className="ins-field ins-grow">
          <span className="sr-only">{t('inspector.events.search')}</span>
          <input
            type="search"
            placeholder={t('inspector.events.search')}
            value={filter.text}
            onChange={(event) => setFilter((current) => ({ ...current, text: event.target.value }))}
          />
        </label>
      </div>
      <p className="ins-meta" aria-live="polite">
        {t('inspector.events.shown', { shown: visible.length, total: records.length })}
        {dropped > 0 && <> · {t('inspector.events.dropped', { count: dropped })}</>}
      </p>
      <div
        ref={viewport}
        className="ins-list"
        onScroll={(event) => {
          const element = event.currentTarget;
          atBottom.current =
            element.scrollTop + element.clientHeight >= element.scrollHeight - ROW * 1.5;
          setScroll({ top: element.scrollTop, height: element.clientHeight });
        }}
      >
        {visible.length === 0 ? (
          <p className="ins-empty">{t('inspector.events.empty')}</p>
        ) : (
          <ol
            aria-label={t('inspector.events.list')}
            className="ins-rows"
            style={{ height: visible.length * ROW }}
          >
            {visible.slice(first, last).map((index, offset) => {
              const record = records[index];
              if (!record) return null;
              const summary = summarizeRecord(record);
              const future = position !== null && index >= position;
              const current = position !== null && index === position - 1;
              return (
                <li
                  key={record.seq}
                  className="ins-row"
                  style={{ transform: `translateY(${(first + offset) * ROW}px)` }}
                  aria-setsize={visible.length}
                  aria-posinset={first + offset + 1}
                  data-kind={record.kind}
                  data-future={future ? '' : undefined}
                  data-current={current ? '' : undefined}
                  data-failed={summary.failed ? '' : undefined}
                >
                  <button
                    type="button"
                    aria-expanded={selected === index}
                    aria-controls={selected === index ? detailsId : undefined}
                    onClick={() => onSelect(selected === index ? null : index)}
                  >
                    <span className="ins-seq">#{record.seq}</span>
                    <span className="ins-time">{formatTime(record.t)}</span>
                    <span className="ins-kind" data-kind={record.kind}>
                      {t(`inspector.events.kind.${record.kind}`)}
                    </span>
                    <span className="ins-target">{summary.target}</span>
                    <span className="ins-type">{summary.type}</span>
                  </button>
                </li>
              );
            })}
          </ol>
        )}
      </div>
      {selected !== null && records[selected] && (
        <RecordDetails
          id={detailsId}
          record={records[selected]}
          after={afterOf(selected)}
          actions={actions?.(selected)}
        />
      )}
    </section>
  );
}

function RecordDetails({
  id,
  record,
  after,
  actions,
}: {
  id: string;
  record: LogRecord;
  after: StateChanges | null;
  actions: ReactNode;
}) {
  const { t } = useTranslation();
  const summary = summarizeRecord(record);
  const changes = after ? Object.entries(after) : [];
  return (
    <div id={id} className="ins-details" role="region" aria-label={t('inspector.events.details')}>
      <p className="ins-details-title">
        <span className="ins-kind" data-kind={record.kind}>
          {t(`inspector.events.kind.${record.kind}`)}
        </span>{' '}
        <strong>#{record.seq}</strong> {summary.target} <code>{summary.type}</code>{' '}
        <span className="ins-time">{formatTime(record.t)}</span>
      </p>
      <div className="ins-details-grid">
        <div>
          <h4>{t('inspector.events.payload')}</h4>
          <pre className="ins-json">
            {toReadableJson(recordPayload(redactRecordForDisplay(record, DISPLAY_SALT)))}
          </pre>
        </div>
        <div>
          <h4>{t('inspector.events.after')}</h4>
          {after === null ? (
            <p className="ins-meta">{t('inspector.events.pending')}</p>
          ) : changes.length === 0 ? (
            <p className="ins-meta">{t('inspector.events.noChange')}</p>
          ) : (
            <dl className="ins-changes">
              {changes.map(([systemId, value]) => (
                <div key={systemId}>
                  <dt>{systemId}</dt>
                  <dd>{formatStateValue(value)}</dd>
                </div>
              ))}
            </dl>
          )}
        </div>
      </div>
      {actions && <div className="ins-actions">{actions}</div>}
    </div>
  );
}
