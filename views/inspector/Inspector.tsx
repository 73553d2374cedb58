import {
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { AnyTransitionDefinition, EventObject } from 'xstate';
import {
  actorTree,
  findActor,
  machineOf,
  systemIdsIn,
  type ActorInfo,
} from '../../src/engine/inspector/actors.ts';
import type { RecordFeed } from '../../src/engine/inspector/feed.ts';
import { takenEdgeIds } from '../../src/engine/inspector/graph.ts';
import type { ContinueLive, InspectableEngine } from '../../src/engine/inspector/types.ts';
import type { SystemId } from '../../src/engine/system.ts';
import { ActorTree } from './ActorTree.tsx';
import { EventList } from './EventList.tsx';
import { SendEvent } from './SendEvent.tsx';
import { StateDetails } from './StateDetails.tsx';
import { Statechart } from './Statechart.tsx';
import { TravelBar } from './TravelBar.tsx';
import { useMediaQuery } from './useMediaQuery.ts';
import { useTravel } from './useTravel.ts';
import './inspector.css';

const MIN_HEIGHT = 180;
const HIGHLIGHT_MS = 1_600;
type Tab = 'actors' | 'chart' | 'events' | 'send';
const TABS: readonly Tab[] = ['actors', 'chart', 'events', 'send'];

/**
 * The developer inspector, docked at the bottom of the page: the actor tree, the selected
 * machine's statechart and state, the event stream as it arrives, sending events by hand, and
 * time travel over the log (replayed beside the live app, which keeps running).
 */
export function Inspector({
  engine,
  feed,
  continueFrom,
}: {
  engine: InspectableEngine;
  feed: RecordFeed;
  continueFrom?: ContinueLive | undefined;
}) {
  const { t } = useTranslation();
  const live = useSyncExternalStore(feed.subscribe, feed.getSnapshot);
  const travel = useTravel(engine, continueFrom);
  const [open, setOpen] = useState(true);
  const [height, setHeight] = useState(() =>
    Math.round(window.innerHeight * (window.innerWidth <= 900 ? 0.6 : 0.46)),
  );
  const [selectedPath, setSelectedPath] = useState('bootstrap');
  const [selectedRecord, setSelectedRecord] = useState<number | null>(null);
  const [tab, setTab] = useState<Tab>('actors');
  const narrow = useMediaQuery('(max-width: 900px)');
  const timeline = travel.state.kind === 'travel' ? travel.state.timeline : null;
  const position = travel.state.kind === 'travel' ? travel.state.position : null;

  const travelTree = useMemo(
    () =>
      timeline && position !== null
        ? actorTree(timeline.root, (ref) => timeline.snapshotAt(position, ref))
        : null,
    [timeline, position],
  );
  // Live, the tree is read afresh on each render: a new record (`live`) re-renders.
  const tree = travelTree ?? actorTree(engine.root);
  const selected = findActor(tree, selectedPath) ?? tree;
  const liveTaken = useLiveTransitions(engine, timeline ? null : selected);
  const taken = useMemo(
    () =>
      timeline && position !== null
        ? takenEdgeIds(timeline.transitionsAt(position, selected.ref))
        : liveTaken,
    [timeline, position, selected.ref, liveTaken],
  );

  useDockPadding(open ? height : 44);
  useEffect(() => setSelectedRecord(null), [timeline]);

  const send = useCallback(
    (to: string, event: EventObject) => engine.send(to as SystemId, event),
    [engine],
  );
  const records = useMemo(
    () => (timeline ? timeline.log.records : live.entries.map((entry) => entry.record)),
    [timeline, live],
  );
  const afterOf = (index: number) =>
    timeline ? timeline.changesOf(index) : (live.entries[index]?.after ?? null);
  const actions = (index: number): ReactNode =>
    timeline ? (
      <button type="button" className="ins-button" onClick={() => travel.goTo(index + 1)}>
        {t('inspector.events.jumpHere')}
      </button>
    ) : (
      <button
        type="button"
        className="ins-button"
        onClick={() => {
          const record = live.entries[index]?.record;
          if (record) void travel.start({ toSeq: record.seq });
        }}
      >
        {t('inspector.events.travelHere')}
      </button>
    );

  const sections: Record<Tab, ReactNode> = {
    actors: (
      <div className="ins-column ins-left">
        <ActorTree tree={tree} selected={selected.path} onSelect={setSelectedPath} />
        <StateDetails actor={selected} />
      </div>
    ),
    chart: <ChartPane actor={selected} taken={taken} />,
    events: (
      <EventList
        heading={t('inspector.events.heading')}
        records={records}
        afterOf={afterOf}
        position={position}
        selected={selectedRecord}
        onSelect={setSelectedRecord}
        actions={actions}
        dropped={timeline ? 0 : live.dropped}
      />
    ),
    send: (
      <SendEvent
        systemIds={systemIdsIn(actorTree(engine.root))}
        send={send}
        travelling={!!timeline}
      />
    ),
  };

  return (
    <section
      className="inspector"
      aria-label={t('inspector.region')}
      data-open={open ? '' : undefined}
      data-narrow={narrow ? '' : undefined}
      style={{ height: open ? height : undefined }}
    >
      {open && <Resizer height={height} onResize={setHeight} />}
      <header className="ins-header">
        <h2 className="ins-title">{t('inspector.title')}</h2>
        <TravelBar travel={travel} root={engine.root} compact={narrow} />
        <button
          type="button"
          className="ins-icon ins-collapse"
          aria-expanded={open}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? '▾' : '▴'}
          <span className="sr-only">{open ? t('inspector.collapse') : t('inspector.expand')}</span>
        </button>
      </header>
      {open &&
        (narrow ? (
          <div className="ins-tabbed">
            <div role="tablist" aria-label={t('inspector.tabs')} className="ins-tabs">
              {TABS.map((name) => (
                <button
                  key={name}
                  type="button"
                  role="tab"
                  id={`ins-tab-${name}`}
                  aria-selected={tab === name}
                  aria-controls={`ins-panel-${name}`}
                  tabIndex={tab === name ? 0 : -1}
                  onClick={() => setTab(name)}
                  onKeyDown={(event) => {
                    const step =
                      event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
                    if (!step) return;
                    const next = TABS[(TABS.indexOf(name) + step + TABS.length) % TABS.length]!;
                    setTab(next);
                    document.getElementById(`ins-tab-${next}`)?.focus();
                  }}
                >
                  {t(`inspector.${name}Tab`)}
                </button>
              ))}
            </div>
            <div
              role="tabpanel"
              id={`ins-panel-${tab}`}
              aria-labelledby={`ins-tab-${tab}`}
              className="ins-panel"
            >
              {sections[tab]}
            </div>
          </div>
        ) : (
          <div className="ins-body">
            {sections.actors}
            <div className="ins-column ins-center">{sections.chart}</div>
            <div className="ins-column ins-right">
              {sections.events}
              <details className="ins-send-box">
                <summary>{t('inspector.send.heading')}</summary>
                {sections.send}
              </details>
            </div>
          </div>
        ))}
    </section>
  );
}

function ChartPane({ actor, taken }: { actor: ActorInfo; taken: ReadonlySet<string> }) {
  const { t } = useTranslation();
  const machine = machineOf(actor.ref);
  const name = actor.systemId ?? actor.id;
  if (!machine)
    return (
      <p className="ins-empty">
        {t('inspector.chart.notMachine', {
          actor: name,
          kind: t(`inspector.actors.kind.${actor.kind}`),
        })}
      </p>
    );
  return <Statechart machine={machine} snapshot={actor.snapshot} taken={taken} name={name} />;
}

/** The transitions the selected live actor just took, lit for a moment. */
function useLiveTransitions(
  engine: InspectableEngine,
  actor: ActorInfo | null,
): ReadonlySet<string> {
  const [taken, setTaken] = useState<ReadonlySet<string>>(new Set());
  const sessionId = actor?.ref.sessionId;
  useEffect(() => {
    if (!sessionId) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const subscription = engine.root.system.inspect((event) => {
      if (event.type !== '@xstate.microstep' || event.actorRef.sessionId !== sessionId) return;
      const transitions: AnyTransitionDefinition[] = event._transitions;
      setTaken(takenEdgeIds(transitions));
      clearTimeout(timer);
      timer = setTimeout(() => setTaken(new Set()), HIGHLIGHT_MS);
    });
    return () => {
      subscription.unsubscribe();
      clearTimeout(timer);
      setTaken(new Set());
    };
  }, [engine, sessionId]);
  return taken;
}

/** Keeps the page scrollable past the docked panel. */
function useDockPadding(height: number): void {
  useEffect(() => {
    const body = document.body;
    const previous = body.style.paddingBottom;
    body.style.paddingBottom = `${height}px`;
    return () => {
      body.style.paddingBottom = previous;
    };
  }, [height]);
}

function Resizer({ height, onResize }: { height: number; onResize: (height: number) => void }) {
  const { t } = useTranslation();
  const start = useRef<{ y: number; height: number } | null>(null);
  const max = Math.round(window.innerHeight * 0.9);
  const clamp = (value: number) => Math.max(MIN_HEIGHT, Math.min(max, Math.round(value)));
  return (
    <div
      className="ins-resizer"
      role="separator"
      tabIndex={0}
      aria-orientation="horizontal"
      aria-label={t('inspector.resize')}
      aria-valuemin={MIN_HEIGHT}
      aria-valuemax={max}
      aria-valuenow={height}
      onKeyDown={(event) => {
        const step = event.shiftKey ? 80 : 20;
        if (event.key === 'ArrowUp') onResize(clamp(height + step));
        else if (event.key === 'ArrowDown') onResize(clamp(height - step));
        else if (event.key === 'Home') onResize(max);
        else if (event.key === 'End') onResize(MIN_HEIGHT);
        else return;
        event.preventDefault();
      }}
      onPointerDown={(event) => {
        event.currentTarget.setPointerCapture(event.pointerId);
        start.current = { y: event.clientY, height };
      }}
      onPointerMove={(event) => {
        if (start.current) onResize(clamp(start.current.height + start.current.y - event.clientY));
      }}
      onPointerUp={() => {
        start.current = null;
      }}
    />
  );
}
