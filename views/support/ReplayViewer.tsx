import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { EventObject } from 'xstate';
import { actorTree, flattenTree } from '../../src/engine/inspector/actors.ts';
import { stateOf } from '../../src/engine/inspector/feed.ts';
import type { ReplayTimeline } from '../../src/engine/inspector/replayTimeline.ts';
import { formatOffset, wallClockOf } from '../../src/engine/inspector/timeline.ts';
import { viewportAt } from '../../src/engine/inspector/viewport.ts';
import type { RedactionMarks } from '../../src/engine/redaction/marks.ts';
import type { BuildProgress } from '../inspector/buildTimeline.ts';
import { EventList } from '../inspector/EventList.tsx';
import { formatStateValue } from '../inspector/json.ts';
import { ReplayFrame } from './ReplayFrame.tsx';
import { Timeline } from './Timeline.tsx';
import { Verification } from './Verification.tsx';

/** Below this width the shell lays the app out for phones (seed 000 §4). */
const MOBILE_BREAKPOINT = 1023;

export interface OpenedLog {
  timeline: ReplayTimeline;
  name: string;
  /** The log's text (the replayed app's frame replays it too). */
  text: string;
  /** What redaction replaced before the log left the guest's browser; null if it was not. */
  redaction: RedactionMarks | null;
  /** Reading the log took `decode` ms; `started` is when its text was there. */
  timings: { decode: number; started: number };
}

/**
 * One reported session, replayed: its verification, a timeline to scrub, the real app views as
 * the guest saw them at the chosen record (read-only), the event list and every machine's state.
 */
export function ReplayViewer({
  opened,
  progress,
  replayMs,
}: {
  opened: OpenedLog;
  /** How far the replay is while the rest of a long log follows; null once it is through. */
  progress: BuildProgress | null;
  replayMs: number | null;
}) {
  const { t, i18n } = useTranslation();
  const { timeline } = opened;
  const { log } = timeline;
  // A log still replaying opens at its start and moves to its end (where the guest reported)
  // once the replay is through, unless support staff moved first.
  const [position, setPosition] = useState(timeline.complete ? timeline.reachable : 0);
  const moved = useRef(false);
  const move = useCallback((next: number) => {
    moved.current = true;
    setPosition(next);
  }, []);
  const complete = progress === null;
  useEffect(() => {
    if (complete && !moved.current) setPosition(timeline.reachable);
  }, [complete, timeline]);
  const [selected, setSelected] = useState<number | null>(null);
  const [bookmarks, setBookmarks] = useState<number[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const [openMs, setOpenMs] = useState<number | null>(null);

  const onSend = useCallback(
    (to: string, event: EventObject) => {
      // A replayed screen asks for its domain as it mounts (DomainGate's `app.domainWanted`): the
      // view's own doing at that record, not the guest acting, so it is not a read-only notice.
      if (event.type === 'app.domainWanted') return;
      setNotice(t('support.view.readOnly', { type: event.type, to }));
    },
    [t],
  );
  // Keyed by the log, not by `opened`: a long log's full replay replaces its partial one with a
  // new object, and a new source would link the app view anew, which says ready only once.
  const { name, text } = opened;
  const source = useMemo(() => ({ name, text }), [name, text]);

  // Opened: the time from having the text to the first paint of the replayed views.
  useEffect(() => {
    setOpenMs(Math.round(performance.now() - opened.timings.started));
  }, [opened]);

  // The replayed views set the page title and language to the guest's: the viewer keeps its own.
  useEffect(() => {
    document.title = t('support.title');
    document.documentElement.lang = i18n.language;
  });

  const { width, scrollY } = viewportAt(log.records, position);
  const mobile = useMemo(() => {
    const snapshot = timeline.snapshotAt(position, timeline.systemRef('shell')!) as
      { hasTag?: (tag: string) => boolean } | undefined;
    return snapshot?.hasTag?.('mobile') ?? false;
  }, [timeline, position]);
  const frameWidth = width ?? (mobile ? 375 : 1440);
  const frameHeight = frameWidth < MOBILE_BREAKPOINT ? 740 : 860;
  const record = log.records[position - 1];
  const formatTime = useCallback(
    (date: Date) =>
      new Intl.DateTimeFormat(i18n.language, {
        dateStyle: 'medium',
        timeStyle: 'medium',
      }).format(date),
    [i18n.language],
  );
  const states = useMemo(
    () =>
      flattenTree(actorTree(timeline.root, (ref) => timeline.snapshotAt(position, ref)))
        .map(({ actor }) => actor)
        .filter((actor) => actor.systemId !== undefined),
    [timeline, position],
  );
  const first = log.records[0]?.t ?? 0;
  const last = log.records[log.records.length - 1]?.t ?? first;

  return (
    <div className="replay-viewer">
      <section className="support-card replay-summary" aria-labelledby="replay-summary-heading">
        <h2 id="replay-summary-heading" className="support-heading">
          {t('support.summary.heading')}: {opened.name}
        </h2>
        <dl className="replay-facts">
          <div>
            <dt>{t('support.summary.started')}</dt>
            <dd>{formatTime(wallClockOf(log.header, first))}</dd>
          </div>
          <div>
            <dt>{t('support.summary.duration')}</dt>
            <dd>{formatOffset(last - first)}</dd>
          </div>
          <div>
            <dt>{t('support.summary.records')}</dt>
            <dd>{log.records.length}</dd>
          </div>
          <div>
            <dt>{t('support.summary.language')}</dt>
            <dd>{log.header.language}</dd>
          </div>
          <div>
            <dt>{t('support.summary.app')}</dt>
            <dd>{log.header.appVersion}</dd>
          </div>
        </dl>
        {log.header.appVersion !== __APP_VERSION__ && (
          <p className="support-note">
            {t('support.summary.otherVersion', {
              recorded: log.header.appVersion,
              current: __APP_VERSION__,
            })}
          </p>
        )}
        {opened.redaction && (
          <p className="support-note">
            {t('support.summary.redacted', {
              summary: (Object.entries(opened.redaction) as [keyof RedactionMarks, number][])
                .filter(([, count]) => count > 0)
                .map(([kind, count]) => `${t(`support.redaction.${kind}`)}: ${count}`)
                .join(' · '),
            })}
          </p>
        )}
        <Verification timeline={timeline} progress={progress} />
        <p className="support-note">
          {openMs !== null && (
            <span data-testid="replay-open-ms" data-ms={openMs}>
              {t('support.summary.openedIn', {
                total: openMs,
                decode: Math.round(opened.timings.decode),
              })}
            </span>
          )}{' '}
          {replayMs !== null && (
            <span data-testid="replay-done-ms" data-ms={Math.round(replayMs)}>
              {t('support.summary.replayedIn', { ms: Math.round(replayMs) })}
            </span>
          )}
        </p>
      </section>
      <Timeline
        header={log.header}
        records={log.records}
        reachable={timeline.reachable}
        position={position}
        onMove={move}
        bookmarks={bookmarks}
        onBookmark={(p) => setBookmarks((list) => [...list, p].sort((a, b) => a - b))}
        onRemoveBookmark={(p) => setBookmarks((list) => list.filter((b) => b !== p))}
        formatTime={formatTime}
      />
      <div className="replay-main">
        <section className="support-card replay-view" aria-labelledby="replay-view-heading">
          <h2 id="replay-view-heading" className="support-heading">
            {t('support.view.heading')}
          </h2>
          <p className="support-note" role="status">
            {notice}
          </p>
          <ReplayFrame
            source={source}
            position={position}
            onSend={(to, type) => onSend(to, { type })}
            width={frameWidth}
            height={frameHeight}
            scrollY={scrollY}
            language={log.header.language}
            title={
              record ? t('support.view.frame', { seq: record.seq }) : t('support.view.frameStart')
            }
            onNavigate={(href) =>
              setNotice(t('support.view.readOnly', { type: href, to: 'router' }))
            }
          />
        </section>
        <div className="replay-side">
          <section className="support-card replay-states" aria-labelledby="replay-states-heading">
            <h2 id="replay-states-heading" className="support-heading">
              {t('support.states.heading')}
            </h2>
            <dl className="replay-state-list">
              {states.map((actor) => (
                <div key={actor.path} data-system-id={actor.systemId}>
                  <dt>{actor.systemId}</dt>
                  <dd>{formatStateValue(stateOf(actor.snapshot))}</dd>
                </div>
              ))}
            </dl>
          </section>
          <div className="support-card replay-events inspector-look">
            <EventList
              heading={t('support.events.heading')}
              records={log.records}
              afterOf={(index) => timeline.changesOf(index)}
              position={position}
              selected={selected}
              onSelect={setSelected}
              actions={(index) => (
                <button
                  type="button"
                  className="ins-button"
                  onClick={() => move(timeline.clamp(index + 1))}
                >
                  {t('inspector.events.jumpHere')}
                </button>
              )}
            />
          </div>
        </div>
      </div>
    </div>
  );
}
