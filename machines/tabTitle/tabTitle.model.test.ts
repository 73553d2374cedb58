import { expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import {
  TITLE_RUN_STEPS,
  TITLE_STEP_MS,
  tabTitleMachine,
  type TabTitleEvent,
} from './tabTitle.machine.ts';
import { selectTabTitle } from './tabTitle.selectors.ts';

/** Model-based test of the tab title: every transition, on the real machine and its clock. */
const STEP = `xstate.after.${TITLE_STEP_MS}.tabTitle.hidden.animating` as const;
type ModelEvent = TabTitleEvent | { type: typeof STEP };
const events: ModelEvent[] = [
  { type: 'tab.visibilityChanged', hidden: true },
  { type: 'tab.visibilityChanged', hidden: false },
  // None unread, one, and one more (more than before: the run starts again from resting).
  { type: 'tab.unreadChanged', count: 0 },
  { type: 'tab.unreadChanged', count: 1 },
  { type: 'tab.unreadChanged', count: 2 },
  { type: STEP },
];

type Snapshot = SnapshotFrom<typeof tabTitleMachine>;

// The step decides `runOver` (its last step ends the run), so the model counts it while the title
// runs; elsewhere it does not matter (`visible` and a restart set it to 0 before it is read).
const serializeState = (s: Snapshot) => {
  const { unread, step } = s.context;
  return JSON.stringify([s.value, unread, s.matches({ hidden: 'animating' }) ? step : null]);
};

/** A state of the model, the running title's step told only as the first, one between, the last. */
function stepClass(s: Snapshot): string {
  const { unread, step } = s.context;
  if (!s.matches({ hidden: 'animating' })) return JSON.stringify([s.value, unread]);
  const at = step === 0 ? 'first' : step === TITLE_RUN_STEPS - 1 ? 'last' : 'between';
  return JSON.stringify([s.value, unread, at]);
}

/** What the path's events say: hidden or not, the messenger's last count, steps since hidden. */
function told(path: { steps: readonly { event: ModelEvent }[] }) {
  let hidden = false;
  let unread = 0;
  let stepsSinceHidden = 0;
  for (const { event } of path.steps) {
    if (event.type === 'tab.visibilityChanged') {
      const now = event.hidden;
      if (now && !hidden) stepsSinceHidden = 0;
      hidden = now;
    } else if (event.type === 'tab.unreadChanged') unread = event.count;
    else if (event.type === STEP) stepsSinceHidden++;
  }
  return { hidden, unread, stepsSinceHidden };
}

defineModelSuite(tabTitleMachine, {
  events,
  serializeState,
  // Each step of a 300-step run is a state of the model: one path per (kind of state, event)
  // takes every transition those paths take, the run's end (`runOver`) among them, without
  // running each of the 300 steps' paths.
  paths: (all) => {
    const seen = new Set<string>();
    return all.filter((path) => {
      const last = path.steps.at(-1)!;
      const key = `${stepClass(last.state)}|${JSON.stringify(last.event)}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  },
  // One step of the animation a time: the state re-enters its own delay.
  delays: { [TITLE_STEP_MS]: TITLE_STEP_MS },
  invariants: (snapshot, { route, path }) => {
    const { context } = snapshot;
    const title = selectTabTitle(snapshot);
    const said = told(path);
    // The machine holds the messenger's last count and the page's last visibility.
    expect(context.unread, route).toBe(said.unread);
    expect(snapshot.matches('hidden'), route).toBe(said.hidden);
    // The title shows exactly while the tab is hidden with unread messages, and shows the count.
    expect(title !== null, route).toBe(said.hidden && said.unread > 0);
    expect(snapshot.hasTag('titleShown'), route).toBe(title !== null);
    if (title) expect(title.unread, route).toBe(said.unread);
    // Visible: the page's own title, the animation back at its start.
    if (snapshot.matches('visible')) expect(context.step, route).toBe(0);
    // Hidden and quiet: nothing is unread.
    if (snapshot.matches({ hidden: 'quiet' })) expect(context.unread, route).toBe(0);
    // Running: a step of the run, never more than the time the tab has been hidden allows.
    if (snapshot.matches({ hidden: 'animating' })) {
      expect(title?.step, route).toBe(context.step);
      expect(context.step, route).toBeLessThan(TITLE_RUN_STEPS);
      expect(context.step, route).toBeLessThanOrEqual(said.stepsSinceHidden);
    }
    // The run is over: the title rests, unscrolled, after its full run.
    if (snapshot.matches({ hidden: 'resting' })) {
      expect(title?.step, route).toBe(0);
      expect(context.step, route).toBe(TITLE_RUN_STEPS);
      expect(said.stepsSinceHidden, route).toBeGreaterThanOrEqual(TITLE_RUN_STEPS);
    }
  },
  tests: ({ paths, run }) => {
    it('takes the run to its end: resting after exactly its steps, time on the recorded clock', async () => {
      const start = [
        { type: 'tab.unreadChanged', count: 1 },
        { type: 'tab.visibilityChanged', hidden: true },
      ];
      const steps = (n: number) => Array.from({ length: n }, () => ({ type: STEP }));
      const before = await run([...start, ...steps(TITLE_RUN_STEPS - 1)]);
      expect(before.matches({ hidden: 'animating' })).toBe(true);
      expect(selectTabTitle(before)).toEqual({ unread: 1, step: TITLE_RUN_STEPS - 1 });
      const over = await run([...start, ...steps(TITLE_RUN_STEPS)]);
      expect(over.matches({ hidden: 'resting' })).toBe(true);
      expect(selectTabTitle(over)).toEqual({ unread: 1, step: 0 });
      expect(paths.some((path) => path.state.matches({ hidden: 'resting' }))).toBe(true);
    });
  },
});
