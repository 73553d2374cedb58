/**
 * Push-to-paint probe for `bench/paint.bench.ts`: off unless the page sets
 * `window.__camclientPerf = true` before the app loads. When off it costs one cached null check per
 * realtime frame; when on it only reads the clock and schedules paint callbacks, so the engine's
 * inputs and log are the same either way (nothing is recorded, nothing is sent to an actor).
 *
 * A frame's latency is the time from its arrival (the realtime socket's message event) to the end
 * of the next paint: the engine handles the frame synchronously in that event, React commits the
 * store change in a microtask of the same task, the next `requestAnimationFrame` runs just before
 * the frame is painted and a `MessageChannel` message posted from it runs right after the paint.
 * Long tasks (over 50 ms) come from a `PerformanceObserver` of type `longtask`.
 *
 * Each latency is also reported in its two parts: the wait for the next animation frame (the
 * browser's frame clock: at 60 Hz a frame arriving at a random moment waits 0 to 16.7 ms however
 * little work it causes) and the time from that animation frame to the end of its paint (the
 * page's own work: the frame callback, style, layout, paint, and tasks that delay them).
 *
 * @example
 * // in the page, before load: window.__camclientPerf = true; after the run:
 * const report = window.__camclientPerfProbe.report();
 */
export interface PaintProbe {
  /** A realtime frame arrived now. */
  arrived(): void;
}

/** What the bench reads back (`window.__camclientPerfProbe`). */
export interface PaintProbeHandle {
  /** Forgets the latencies and long tasks so far: a new measurement starts now. */
  reset: () => void;
  report: () => PaintReport;
}

export interface PaintReport {
  /** Frames that arrived since the last reset and have been painted. */
  painted: number;
  /** Frames that arrived and wait for their paint. */
  waiting: number;
  /** Arrival-to-paint latencies in ms, in arrival order. */
  latenciesMs: number[];
  /** Of each latency, the wait from arrival to the next animation frame (same order). */
  frameWaitsMs: number[];
  /** Of each latency, the time from that animation frame to the end of its paint (same order). */
  renderMs: number[];
  /** Long tasks since the last reset: start (ms, page clock) and duration. */
  longTasks: { startMs: number; durationMs: number }[];
}

/** The browser facilities the probe uses (injected so tests can drive them). */
export interface ProbeEnvironment {
  now(): number;
  requestAnimationFrame(callback: () => void): void;
  /** Runs `callback` in a new task (after the paint that follows the current frame callback). */
  postTask(callback: () => void): void;
  /** Calls `onLongTask` for every long task from now on. */
  observeLongTasks(onLongTask: (startMs: number, durationMs: number) => void): void;
}

export function createPaintProbe(env: ProbeEnvironment): PaintProbe & PaintProbeHandle {
  let since = env.now();
  let latencies: number[] = [];
  let frameWaits: number[] = [];
  let renders: number[] = [];
  let longTasks: { startMs: number; durationMs: number }[] = [];
  /** Arrived, waiting for the next animation frame. */
  let arrivals: number[] = [];
  /** Their animation frame ran (at `frameAt`): painted once the posted task runs. */
  let painting: { at: number; frameAt: number }[] = [];
  let frameRequested = false;

  const afterPaint = () => {
    const now = env.now();
    for (const { at, frameAt } of painting) {
      if (at < since) continue;
      latencies.push(now - at);
      frameWaits.push(frameAt - at);
      renders.push(now - frameAt);
    }
    painting = [];
  };
  const onFrame = () => {
    frameRequested = false;
    const frameAt = env.now();
    for (const at of arrivals) painting.push({ at, frameAt });
    arrivals = [];
    env.postTask(afterPaint);
  };
  env.observeLongTasks((startMs, durationMs) => {
    if (startMs + durationMs >= since) longTasks.push({ startMs, durationMs });
  });

  return {
    arrived() {
      arrivals.push(env.now());
      if (frameRequested) return;
      frameRequested = true;
      env.requestAnimationFrame(onFrame);
    },
    reset() {
      since = env.now();
      latencies = [];
      frameWaits = [];
      renders = [];
      longTasks = [];
    },
    report: () => ({
      painted: latencies.length,
      waiting: arrivals.length + painting.length,
      latenciesMs: [...latencies],
      frameWaitsMs: [...frameWaits],
      renderMs: [...renders],
      longTasks: [...longTasks],
    }),
  };
}

interface PerfWindow {
  __camclientPerf?: unknown;
  __camclientPerfProbe?: PaintProbeHandle;
}

/** The page's probe, created on first use when the page asked for it; null otherwise. */
let installed: PaintProbe | null | undefined;

/**
 * The probe when `window.__camclientPerf === true` was set before load (then also published as
 * `window.__camclientPerfProbe`), else null. Decided once per page; always null outside a browser.
 */
export function paintProbe(): PaintProbe | null {
  if (installed !== undefined) return installed;
  installed = null;
  if (typeof window === 'undefined') return installed;
  const win = window as Window & PerfWindow;
  if (win.__camclientPerf !== true) return installed;
  const probe = createPaintProbe(browserEnvironment(win));
  win.__camclientPerfProbe = { reset: probe.reset, report: probe.report };
  installed = probe;
  return installed;
}

function browserEnvironment(win: Window): ProbeEnvironment {
  const channel = new MessageChannel();
  const queued: (() => void)[] = [];
  channel.port1.onmessage = () => queued.shift()?.();
  return {
    now: () => win.performance.now(),
    requestAnimationFrame: (callback) => win.requestAnimationFrame(() => callback()),
    postTask: (callback) => {
      queued.push(callback);
      channel.port2.postMessage(null);
    },
    observeLongTasks: (onLongTask) => {
      if (!PerformanceObserver.supportedEntryTypes.includes('longtask')) return;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) onLongTask(entry.startTime, entry.duration);
      }).observe({ type: 'longtask', buffered: true });
    },
  };
}
