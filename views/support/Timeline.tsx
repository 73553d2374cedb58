import { useId, useMemo, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { recordMentions, summarizeRecord } from '../../src/engine/inspector/records.ts';
import {
  formatOffset,
  markerOf,
  wallClockOf,
  type MarkerKind,
} from '../../src/engine/inspector/timeline.ts';
import type { LogHeader, LogRecord } from '../../src/engine/log/records.ts';
import { indexOfTypedRecord } from './typedRecord.ts';

const MARKERS: readonly MarkerKind[] = ['input', 'push', 'ioError', 'payment'];
const BUCKETS = 480;

export interface TimelineProps {
  header: LogHeader;
  records: readonly LogRecord[];
  /** Records the replay reached (the rest cannot be shown). */
  reachable: number;
  position: number;
  onMove: (position: number) => void;
  bookmarks: readonly number[];
  onBookmark: (position: number) => void;
  onRemoveBookmark: (position: number) => void;
  formatTime: (date: Date) => string;
}

/** The last record at or before engine time `t` (records are in time order). */
function indexAtTime(records: readonly LogRecord[], t: number): number {
  let low = 0;
  let high = records.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((records[middle]?.t ?? 0) <= t) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/**
 * The session on a time axis: markers for guest inputs, pushes, failed calls and payments, the
 * search hits and the bookmarks; dragging or the arrow keys move through the records. Beside it,
 * stepping, jumping to a record, to the next marker of a kind or search hit, and bookmarks.
 */
export function Timeline({
  header,
  records,
  reachable,
  position,
  onMove,
  bookmarks,
  onBookmark,
  onRemoveBookmark,
  formatTime,
}: TimelineProps) {
  const { t } = useTranslation();
  const ids = useId();
  const track = useRef<HTMLDivElement>(null);
  const [query, setQuery] = useState('');
  const [goTo, setGoTo] = useState('');
  const start = records[0]?.t ?? 0;
  const end = Math.max(start + 1, records[records.length - 1]?.t ?? 0);
  const span = end - start;
  const xOf = (t: number) => ((t - start) / span) * 100;

  const markers = useMemo(() => {
    const positions: Record<MarkerKind, number[]> = {
      input: [],
      push: [],
      ioError: [],
      payment: [],
    };
    const buckets: Record<MarkerKind, Set<number>> = {
      input: new Set(),
      push: new Set(),
      ioError: new Set(),
      payment: new Set(),
    };
    records.forEach((record, index) => {
      const kind = markerOf(record);
      if (!kind) return;
      positions[kind].push(index + 1);
      buckets[kind].add(Math.min(BUCKETS - 1, Math.floor(((record.t - start) / span) * BUCKETS)));
    });
    return { positions, buckets };
  }, [records, start, span]);

  const matches = useMemo(() => {
    if (query.trim() === '') return [];
    const found: number[] = [];
    records.forEach((record, index) => {
      if (recordMentions(record, query)) found.push(index + 1);
    });
    return found;
  }, [records, query]);
  const matchIndex = matches.findIndex((match) => match >= position);

  const current = records[position - 1];
  const at = current ? current.t : start;
  const time = formatTime(wallClockOf(header, at));
  const valueText = current
    ? t('support.timeline.at', { seq: current.seq, time, offset: formatOffset(at - start) })
    : t('support.timeline.start', { time: formatTime(wallClockOf(header, start)) });

  const move = (next: number) => onMove(Math.max(0, Math.min(reachable, next)));
  const typed = useMemo(() => indexOfTypedRecord(records, goTo), [records, goTo]);
  const goToRecord = () => {
    if (typed >= 0) move(typed + 1);
  };
  const fromPointer = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const ratio = Math.max(0, Math.min(1, (event.clientX - box.left) / box.width));
    move(indexAtTime(records, start + ratio * span) + 1);
  };
  const onKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const page = Math.max(1, Math.round(reachable / 20));
    const steps: Record<string, number> = {
      ArrowLeft: position - 1,
      ArrowDown: position - 1,
      ArrowRight: position + 1,
      ArrowUp: position + 1,
      PageDown: position - page,
      PageUp: position + page,
      Home: 0,
      End: reachable,
    };
    const next = steps[event.key];
    if (next === undefined) return;
    event.preventDefault();
    move(next);
  };
  const nextOf = (list: readonly number[], direction: 1 | -1) =>
    direction === 1
      ? list.find((p) => p > position)
      : [...list].reverse().find((p) => p < position);

  return (
    <section className="timeline-panel" aria-labelledby={`${ids}-heading`}>
      <h2 id={`${ids}-heading`} className="support-heading">
        {t('support.timeline.heading')}
      </h2>
      <div className="timeline-times">
        <span>{formatTime(wallClockOf(header, start))}</span>
        <strong aria-hidden="true">{valueText}</strong>
        <span>{formatTime(wallClockOf(header, end))}</span>
      </div>
      <div
        ref={track}
        className="timeline-track"
        role="slider"
        tabIndex={0}
        aria-label={t('support.timeline.record')}
        aria-valuemin={0}
        aria-valuemax={reachable}
        aria-valuenow={position}
        aria-valuetext={valueText}
        onKeyDown={onKey}
        onPointerDown={(event) => {
          event.currentTarget.setPointerCapture(event.pointerId);
          fromPointer(event);
        }}
        onPointerMove={(event) => {
          if (event.currentTarget.hasPointerCapture(event.pointerId)) fromPointer(event);
        }}
      >
        {MARKERS.map((kind, row) => (
          <div key={kind} className="timeline-row" data-marker={kind} style={{ top: 6 + row * 9 }}>
            {[...markers.buckets[kind]].map((bucket) => (
              <span key={bucket} style={{ left: `${(bucket / BUCKETS) * 100}%` }} />
            ))}
          </div>
        ))}
        <div className="timeline-row" data-marker="match" style={{ top: 6 + MARKERS.length * 9 }}>
          {matches.slice(0, 2_000).map((match) => (
            <span key={match} style={{ left: `${xOf(records[match - 1]?.t ?? start)}%` }} />
          ))}
        </div>
        {bookmarks.map((bookmark) => (
          <span
            key={bookmark}
            className="timeline-bookmark"
            style={{ left: `${xOf(records[bookmark - 1]?.t ?? start)}%` }}
          />
        ))}
        {reachable < records.length && (
          <span
            className="timeline-unreached"
            style={{ left: `${xOf(records[reachable]?.t ?? end)}%` }}
          />
        )}
        <span className="timeline-cursor" style={{ left: `${xOf(at)}%` }} />
      </div>
      <div className="timeline-controls">
        <button
          type="button"
          className="button button-ghost"
          disabled={position <= 0}
          onClick={() => move(position - 1)}
        >
          ◀ {t('support.timeline.previous')}
        </button>
        <button
          type="button"
          className="button button-ghost"
          disabled={position >= reachable}
          onClick={() => move(position + 1)}
        >
          {t('support.timeline.next')} ▶
        </button>
        {/* No <form>: the viewer runs in a frame sandboxed without `allow-forms` (and its CSP's
            `sandbox`), where a form is never submitted and its submit event never fires. Enter in
            the box and the button go to the record themselves. */}
        <div className="timeline-goto">
          <label>
            <span>{t('support.timeline.goTo')}</span>
            <input
              type="number"
              inputMode="numeric"
              min={records[0]?.seq ?? 0}
              max={records[records.length - 1]?.seq ?? 0}
              value={goTo}
              onChange={(event) => setGoTo(event.target.value)}
              onKeyDown={(event) => {
                if (event.key !== 'Enter') return;
                event.preventDefault();
                goToRecord();
              }}
            />
          </label>
          {/* Go is enabled once the box holds a record of this log: a Go that did nothing (the
              box not yet taken, or a number the log lacks) left the viewer where it was without a
              word, which staff (and a test) could not tell from a Go that had not happened. */}
          <button
            type="button"
            className="button button-ghost"
            disabled={typed < 0}
            onClick={goToRecord}
          >
            {t('support.timeline.go')}
          </button>
        </div>
      </div>
      <div className="timeline-markers" role="group" aria-label={t('support.timeline.markers')}>
        {MARKERS.map((kind) => {
          const label = t(`support.timeline.marker.${kind}`);
          const list = markers.positions[kind];
          const previous = nextOf(list, -1);
          const next = nextOf(list, 1);
          return (
            <div key={kind} className="timeline-marker" data-marker={kind}>
              <button
                type="button"
                className="icon-button"
                disabled={previous === undefined}
                onClick={() => previous !== undefined && move(previous)}
              >
                ◀
                <span className="sr-only">
                  {t('support.timeline.previousMarker', { kind: label })}
                </span>
              </button>
              <span>
                {label} <span className="timeline-count">{list.length}</span>
              </span>
              <button
                type="button"
                className="icon-button"
                disabled={next === undefined}
                onClick={() => next !== undefined && move(next)}
              >
                ▶
                <span className="sr-only">{t('support.timeline.nextMarker', { kind: label })}</span>
              </button>
            </div>
          );
        })}
      </div>
      <div className="timeline-search">
        <label>
          <span className="sr-only">{t('support.timeline.search')}</span>
          <input
            type="search"
            placeholder={t('support.timeline.search')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
        </label>
        {query.trim() !== '' && (
          <>
            <span role="status" className="timeline-count">
              {matches.length === 0
                ? t('support.timeline.noMatch')
                : t('support.timeline.matches', {
                    index: matchIndex < 0 ? matches.length : matchIndex + 1,
                    count: matches.length,
                  })}
            </span>
            <button
              type="button"
              className="button button-ghost"
              disabled={nextOf(matches, -1) === undefined}
              onClick={() => {
                const previous = nextOf(matches, -1);
                if (previous !== undefined) move(previous);
              }}
            >
              {t('support.timeline.previousMatch')}
            </button>
            <button
              type="button"
              className="button button-ghost"
              disabled={nextOf(matches, 1) === undefined}
              onClick={() => {
                const next = nextOf(matches, 1);
                if (next !== undefined) move(next);
              }}
            >
              {t('support.timeline.nextMatch')}
            </button>
          </>
        )}
      </div>
      <div className="timeline-bookmarks">
        <button
          type="button"
          className="button button-ghost"
          disabled={bookmarks.includes(position)}
          onClick={() => onBookmark(position)}
        >
          ★ {t('support.timeline.bookmark')}
        </button>
        <h3 className="sr-only">{t('support.timeline.bookmarks')}</h3>
        {bookmarks.length > 0 && (
          <ul aria-label={t('support.timeline.bookmarks')}>
            {bookmarks.map((bookmark) => {
              const record = records[bookmark - 1];
              const seq = record?.seq ?? 0;
              return (
                <li key={bookmark}>
                  <button type="button" className="bookmark-go" onClick={() => move(bookmark)}>
                    {t('support.timeline.goToBookmark', {
                      seq,
                      type: record ? summarizeRecord(record).type : '',
                    })}
                  </button>
                  <button
                    type="button"
                    className="icon-button"
                    onClick={() => onRemoveBookmark(bookmark)}
                  >
                    ✕
                    <span className="sr-only">{t('support.timeline.removeBookmark', { seq })}</span>
                  </button>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </section>
  );
}
