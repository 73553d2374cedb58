import { useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { ELK } from 'elkjs/lib/elk-api';
import type { AnyStateMachine } from 'xstate';
import { activeNodeIds, machineGraph } from '../../src/engine/inspector/graph.ts';
import {
  layoutChart,
  LINE,
  type ChartLayout,
  type Measure,
} from '../../src/engine/inspector/layout.ts';
import { activeLeaves } from './json.ts';

const TITLE_FONT = '600 12px system-ui, sans-serif';
const SMALL_FONT = '11px ui-monospace, SFMono-Regular, Menlo, Consolas, monospace';

let elk: Promise<ELK> | null = null;
/** elkjs is big: it loads with the first statechart, never with the app. */
function loadElk(): Promise<ELK> {
  elk ??= import('elkjs/lib/elk.bundled.js').then(({ default: Elk }) => new Elk());
  return elk;
}

let canvas: CanvasRenderingContext2D | null = null;
const measure: Measure = {
  title: (text) => measureText(TITLE_FONT, text, 7.2),
  small: (text) => measureText(SMALL_FONT, text, 6.7),
};
function measureText(font: string, text: string, fallback: number): number {
  canvas ??= document.createElement('canvas').getContext('2d');
  if (!canvas) return text.length * fallback;
  canvas.font = font;
  return canvas.measureText(text).width;
}

const layouts = new WeakMap<AnyStateMachine, Promise<ChartLayout>>();
function layoutOf(machine: AnyStateMachine): Promise<ChartLayout> {
  let layout = layouts.get(machine);
  if (!layout) {
    layout = loadElk().then((engine) => layoutChart(machineGraph(machine), engine, measure));
    layouts.set(machine, layout);
  }
  return layout;
}

/** Below this scale the chart's text cannot be read. */
const MIN_READABLE = 0.6;

/** The deepest active state drawn, to centre a chart that is too big to fit. */
function innermostActive(layout: ChartLayout, active: ReadonlySet<string>): string | null {
  let best: { id: string; depth: number } | null = null;
  for (const { node } of layout.nodes) {
    if (!active.has(node.id)) continue;
    const depth = node.id.split('.').length;
    if (!best || depth > best.depth) best = { id: node.id, depth };
  }
  return best?.id ?? null;
}

interface View {
  x: number;
  y: number;
  k: number;
}

/**
 * The statechart of a machine, laid out by ELK: compound and parallel states hold their children,
 * the active states are lit, and the transitions just taken glow. Pan by dragging or the arrow
 * keys, zoom with the wheel, + and −, or the buttons.
 */
export function Statechart({
  machine,
  snapshot,
  taken,
  name,
}: {
  machine: AnyStateMachine;
  snapshot: unknown;
  taken: ReadonlySet<string>;
  name: string;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [state, setState] = useState<{
    machine: AnyStateMachine;
    layout: ChartLayout | null;
    error: string | null;
  } | null>(null);
  const frame = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 600, height: 300 });
  const [view, setView] = useState<View>({ x: 0, y: 0, k: 1 });
  const drag = useRef<{ x: number; y: number; view: View } | null>(null);
  const active = useMemo(() => activeNodeIds(snapshot), [snapshot]);
  const layout = state?.machine === machine ? state.layout : null;
  const error = state?.machine === machine ? state.error : null;

  useEffect(() => {
    let current = true;
    layoutOf(machine).then(
      (result) => current && setState({ machine, layout: result, error: null }),
      (reason: unknown) =>
        current &&
        setState({
          machine,
          layout: null,
          error: reason instanceof Error ? reason.message : String(reason),
        }),
    );
    return () => {
      current = false;
    };
  }, [machine]);

  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    const observer = new ResizeObserver(() =>
      setSize({ width: element.clientWidth, height: element.clientHeight }),
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const fit = useMemo(() => {
    if (!layout) return { x: 0, y: 0, k: 1 };
    const k = Math.min(1.4, size.width / layout.width, size.height / layout.height);
    return {
      k,
      x: (size.width - layout.width * k) / 2,
      y: Math.max(0, (size.height - layout.height * k) / 2),
    };
  }, [layout, size]);

  // A new chart (or a resized pane) starts fitted; one too big to read fitted starts at a
  // readable scale, centred on the innermost active state.
  const focusId = useMemo(
    () => (layout ? innermostActive(layout, active) : null),
    [layout, active],
  );
  const focusRef = useRef(focusId);
  useLayoutEffect(() => {
    focusRef.current = focusId;
  }, [focusId]);
  useEffect(() => {
    const focus = layout?.nodes.find((placed) => placed.node.id === focusRef.current);
    if (!layout || fit.k >= MIN_READABLE || !focus) {
      setView(fit);
      return;
    }
    setView({
      k: MIN_READABLE,
      x: size.width / 2 - (focus.x + focus.width / 2) * MIN_READABLE,
      y: size.height / 2 - (focus.y + focus.height / 2) * MIN_READABLE,
    });
  }, [fit, layout, size]);

  const zoom = (factor: number, cx = size.width / 2, cy = size.height / 2) =>
    setView((current) => {
      const k = Math.min(4, Math.max(0.1, current.k * factor));
      const ratio = k / current.k;
      return { k, x: cx - (cx - current.x) * ratio, y: cy - (cy - current.y) * ratio };
    });
  const zoomRef = useRef(zoom);
  useLayoutEffect(() => {
    zoomRef.current = zoom;
  });

  // React's wheel listener is passive; this one must prevent the page from scrolling.
  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const box = element.getBoundingClientRect();
      zoomRef.current(
        Math.exp(-event.deltaY * 0.0015),
        event.clientX - box.left,
        event.clientY - box.top,
      );
    };
    element.addEventListener('wheel', onWheel, { passive: false });
    return () => element.removeEventListener('wheel', onWheel);
  }, []);

  const leaves = activeLeaves((snapshot as { value?: unknown } | null)?.value);
  return (
    <section className="ins-chart" aria-labelledby={`${ids}-title`}>
      <div className="ins-chart-bar">
        <h3 id={`${ids}-title`} className="ins-heading">
          {t('inspector.chart.label', { actor: name })}
        </h3>
        <p className="ins-active" data-testid="inspector-active-states">
          {t('inspector.chart.active', { states: leaves.join(', ') })}
        </p>
        <div className="ins-zoom">
          <button type="button" className="ins-icon" onClick={() => zoom(1.25)}>
            +<span className="sr-only">{t('inspector.chart.zoomIn')}</span>
          </button>
          <button type="button" className="ins-icon" onClick={() => zoom(0.8)}>
            −<span className="sr-only">{t('inspector.chart.zoomOut')}</span>
          </button>
          <button type="button" className="ins-icon" onClick={() => setView(fit)}>
            ⤢<span className="sr-only">{t('inspector.chart.fit')}</span>
          </button>
        </div>
      </div>
      <div
        ref={frame}
        className="ins-chart-frame"
        tabIndex={0}
        role="group"
        aria-label={t('inspector.chart.label', { actor: name })}
        aria-describedby={`${ids}-help`}
        onKeyDown={(event) => {
          const step = 40;
          const moves: Record<string, [number, number]> = {
            ArrowLeft: [step, 0],
            ArrowRight: [-step, 0],
            ArrowUp: [0, step],
            ArrowDown: [0, -step],
          };
          const move = moves[event.key];
          if (move) {
            event.preventDefault();
            setView((current) => ({ ...current, x: current.x + move[0], y: current.y + move[1] }));
          } else if (event.key === '+' || event.key === '=') zoom(1.25);
          else if (event.key === '-') zoom(0.8);
          else if (event.key === '0') setView(fit);
        }}
        onPointerDown={(event) => {
          if (event.button !== 0) return;
          event.currentTarget.setPointerCapture(event.pointerId);
          drag.current = { x: event.clientX, y: event.clientY, view };
        }}
        onPointerMove={(event) => {
          const start = drag.current;
          if (!start) return;
          setView({
            ...start.view,
            x: start.view.x + event.clientX - start.x,
            y: start.view.y + event.clientY - start.y,
          });
        }}
        onPointerUp={() => {
          drag.current = null;
        }}
      >
        <p id={`${ids}-help`} className="sr-only">
          {t('inspector.chart.help')}
        </p>
        {error ? (
          <p className="ins-empty" role="alert">
            {t('inspector.chart.layoutFailed', { reason: error })}
          </p>
        ) : !layout ? (
          <p className="ins-empty" role="status">
            {t('inspector.chart.layingOut')}
          </p>
        ) : (
          <svg
            width="100%"
            height="100%"
            role="img"
            aria-label={t('inspector.chart.label', { actor: name })}
          >
            <defs>
              <marker
                id={`${ids}-arrow`}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M0,0 L10,5 L0,10 z" className="ins-arrow" />
              </marker>
              <marker
                id={`${ids}-arrow-taken`}
                viewBox="0 0 10 10"
                refX="9"
                refY="5"
                markerWidth="7"
                markerHeight="7"
                orient="auto-start-reverse"
              >
                <path d="M0,0 L10,5 L0,10 z" className="ins-arrow-taken" />
              </marker>
            </defs>
            <g transform={`translate(${view.x} ${view.y}) scale(${view.k})`}>
              <ChartNodes layout={layout} active={active} />
              {layout.initials.map((initial, index) => (
                <g key={index} className="ins-initial">
                  <circle cx={initial.x} cy={initial.y} r={4} />
                  <polyline
                    points={initial.points.map((p) => `${p.x},${p.y}`).join(' ')}
                    markerEnd={`url(#${ids}-arrow)`}
                  />
                </g>
              ))}
              {layout.edges.map(({ edge, points, label }) => {
                const lit = taken.has(edge.id);
                return (
                  <g
                    key={edge.id}
                    className="ins-edge"
                    data-taken={lit ? '' : undefined}
                    data-kind={edge.kind}
                  >
                    <polyline
                      points={points.map((p) => `${p.x},${p.y}`).join(' ')}
                      markerEnd={`url(#${ids}-${lit ? 'arrow-taken' : 'arrow'})`}
                    />
                    {label && (
                      <g className="ins-edge-label">
                        <rect
                          x={label.x - 2}
                          y={label.y - 1}
                          width={label.width}
                          height={label.height + 2}
                          rx={3}
                        />
                        <text x={label.x + 1} y={label.y + LINE.small - 4}>
                          {edge.label}
                        </text>
                      </g>
                    )}
                  </g>
                );
              })}
            </g>
          </svg>
        )}
      </div>
    </section>
  );
}

function ChartNodes({ layout, active }: { layout: ChartLayout; active: ReadonlySet<string> }) {
  const types = useMemo(
    () => new Map(layout.nodes.map((placed) => [placed.node.id, placed.node.type])),
    [layout],
  );
  return (
    <>
      {layout.nodes.map(({ node, x, y, width, height, lines }) => (
        <g
          key={node.id}
          className="ins-node"
          data-state-id={node.id}
          data-type={node.type}
          data-region={node.parentId && types.get(node.parentId) === 'parallel' ? '' : undefined}
          data-root={node.parentId === null ? '' : undefined}
          data-active={active.has(node.id) ? 'true' : 'false'}
        >
          <rect
            x={x}
            y={y}
            width={width}
            height={height}
            rx={node.type === 'history' ? height / 2 : 7}
          />
          {node.type === 'final' && (
            <rect
              className="ins-final"
              x={x + 3}
              y={y + 3}
              width={width - 6}
              height={height - 6}
              rx={5}
            />
          )}
          <text className="ins-node-title" x={x + 10} y={y + LINE.title - 3}>
            {node.type === 'history' ? `${node.key} (H)` : node.key}
          </text>
          {lines.map((line, index) => (
            <text
              key={index}
              className="ins-node-line"
              data-line={line.kind}
              x={x + 10}
              y={y + LINE.title + LINE.small * (index + 1) - 4}
            >
              {line.text}
            </text>
          ))}
        </g>
      ))}
    </>
  );
}
