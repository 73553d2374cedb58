import { describe, expect, it } from 'vitest';
import { decodeLog, encodeLog } from '../log/jsonl.ts';
import { startDemoEngine } from '../testing/demoEngine.ts';
import { actorTree, flattenTree } from './actors.ts';
import { ReplayTimeline } from './replayTimeline.ts';

const idsOf = (root: Parameters<typeof actorTree>[0]) =>
  flattenTree(actorTree(root)).map(({ actor }) => actor.systemId);

/** The inspector and a lazily started domain (decision 0008): shown from its start record on. */
describe('the inspector and lazy domains', () => {
  it('shows the domain in the live tree and in the replayed timeline from the record that starts it', async () => {
    const { engine } = await startDemoEngine();
    expect(idsOf(engine.root)).not.toContain('contests');
    engine.send('contests', { type: 'contests.openList' });
    for (let i = 0; i < 500 && !engine.get('contests'); i++)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(idsOf(engine.root)).toContain('contests');

    const log = decodeLog(encodeLog(engine.exportLog()));
    engine.stop();
    // The logged-in guest's messenger and notifications started before (with the guest).
    const start = log.records.findIndex(
      (record) =>
        record.kind === 'input' &&
        record.event.type === 'app.domainStart' &&
        (record.event as { domain?: unknown }).domain === 'contests',
    );
    expect(start).toBeGreaterThan(0);
    const timeline = ReplayTimeline.build(log);
    expect(timeline.verification.mismatches).toEqual([]);
    expect(timeline.verification.matched).toBe(timeline.verification.checkpoints);
    const contests = timeline.systemRef('contests');
    expect(contests).toBeDefined();
    // Positions count applied records: before the start record it is not there, after it is.
    expect(timeline.snapshotAt(start, contests!)).toBeUndefined();
    expect(timeline.snapshotAt(start + 1, contests!)).toBeDefined();
    timeline.dispose();
  });
});
