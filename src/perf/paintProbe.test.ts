import { describe, expect, it } from 'vitest';
import { createPaintProbe, paintProbe, type ProbeEnvironment } from './paintProbe.ts';

/** A hand-driven page: a clock, the pending animation frame, posted tasks and long tasks. */
function fakePage() {
  let now = 0;
  const frames: (() => void)[] = [];
  const tasks: (() => void)[] = [];
  let onLongTask: (startMs: number, durationMs: number) => void = () => {};
  const env: ProbeEnvironment = {
    now: () => now,
    requestAnimationFrame: (callback) => frames.push(callback),
    postTask: (callback) => tasks.push(callback),
    observeLongTasks: (listener) => (onLongTask = listener),
  };
  return {
    env,
    at: (ms: number) => (now = ms),
    frameRequests: () => frames.length,
    frame(ms: number) {
      now = ms;
      for (const frame of frames.splice(0)) frame();
    },
    /** The posted tasks, which run after the paint. */
    afterPaint(ms: number) {
      now = ms;
      for (const task of tasks.splice(0)) task();
    },
    /** The animation frame at `frameMs`, then the paint, then the posted task at `paintedMs`. */
    paint(frameMs: number, paintedMs: number) {
      this.frame(frameMs);
      this.afterPaint(paintedMs);
    },
    longTask: (startMs: number, durationMs: number) => onLongTask(startMs, durationMs),
  };
}

describe('paint probe', () => {
  it('measures each frame from its arrival to the end of the next paint', () => {
    const page = fakePage();
    const probe = createPaintProbe(page.env);
    page.at(10);
    probe.arrived();
    page.at(12);
    probe.arrived();
    expect(page.frameRequests()).toBe(1);
    expect(probe.report()).toMatchObject({ painted: 0, waiting: 2 });
    page.paint(16, 20);
    expect(probe.report()).toMatchObject({ painted: 2, waiting: 0, latenciesMs: [10, 8] });
  });

  it('counts a frame that arrives between the animation frame and the paint in the next paint', () => {
    const page = fakePage();
    const probe = createPaintProbe(page.env);
    page.at(1);
    probe.arrived();
    page.frame(16);
    // A frame arrives after the animation frame callback, before the paint.
    page.at(16.5);
    probe.arrived();
    page.afterPaint(17);
    expect(probe.report().latenciesMs).toEqual([16]);
    page.paint(33, 34);
    expect(probe.report().latenciesMs).toEqual([16, 17.5]);
  });

  it('splits each latency into the wait for the animation frame and the render after it', () => {
    const page = fakePage();
    const probe = createPaintProbe(page.env);
    page.at(3);
    probe.arrived();
    page.at(10);
    probe.arrived();
    page.paint(16, 21);
    // Painted after the next frame's callback: the waits are for the frame that painted them.
    page.at(20);
    probe.arrived();
    page.frame(33);
    page.at(35);
    probe.arrived();
    page.frame(50);
    page.afterPaint(52);
    const report = probe.report();
    expect(report.latenciesMs).toEqual([18, 11, 32, 17]);
    expect(report.frameWaitsMs).toEqual([13, 6, 13, 15]);
    expect(report.renderMs).toEqual([5, 5, 19, 2]);
    report.latenciesMs.forEach((latency, i) =>
      expect(report.frameWaitsMs[i]! + report.renderMs[i]!).toBe(latency),
    );
  });

  it('starts a new measurement on reset: earlier latencies and long tasks are dropped', () => {
    const page = fakePage();
    const probe = createPaintProbe(page.env);
    page.at(5);
    probe.arrived();
    page.paint(16, 17);
    page.longTask(0, 60);
    page.at(100);
    probe.reset();
    page.longTask(20, 55);
    page.longTask(90, 70);
    expect(probe.report()).toEqual({
      painted: 0,
      waiting: 0,
      latenciesMs: [],
      frameWaitsMs: [],
      renderMs: [],
      longTasks: [{ startMs: 90, durationMs: 70 }],
    });
  });

  it('is off outside a browser page that asked for it', () => {
    expect(paintProbe()).toBeNull();
  });
});
