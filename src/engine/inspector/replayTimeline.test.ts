import { describe, expect, it } from 'vitest';
import { decodeLog, encodeLog } from '../log/jsonl.ts';
import { NOT_COMPARABLE } from '../redaction/reseal.ts';
import { buildReportFromLog } from '../report/buildReport.ts';
import { actorTree, findActor } from './actors.ts';
import { startTestSession } from './testing/session.ts';
import { ReplayTimeline, withoutCheckpoints } from './replayTimeline.ts';
import { TimelineView } from './timelineView.ts';
import { viewportAt } from './viewport.ts';

describe('the replay timeline', () => {
  it('shows any position at once, forwards and back, and verifies every checkpoint', async () => {
    const { engine } = await startTestSession();
    engine.env('shell', { type: 'env.viewportResized', width: 375 });
    engine.send('shell', { type: 'ui.menuToggled', menu: 'search' });
    engine.send('shell', { type: 'ui.menuToggled', menu: 'myArea' });
    const log = decodeLog(encodeLog(engine.exportLog()));
    const timeline = ReplayTimeline.build(log, { transitions: true });
    expect(timeline.reachable).toBe(log.records.length);
    expect(timeline.verified).toBe(true);
    const checkpoints = log.records.filter((record) => record.kind === 'checkpoint').length;
    expect(timeline.verification).toMatchObject({ checkpoints, matched: checkpoints });

    const shell = timeline.systemRef('shell')!;
    const menuAt = (position: number) =>
      (timeline.snapshotAt(position, shell) as { value: { menu: string } }).value.menu;
    const firstToggle = log.records.findIndex(
      (record) => record.kind === 'input' && record.event.type === 'ui.menuToggled',
    );
    expect(menuAt(timeline.total)).toBe('myArea');
    expect(menuAt(firstToggle + 1)).toBe('search');
    expect(menuAt(firstToggle)).toBe('closed');
    expect(menuAt(firstToggle + 2)).toBe('myArea');
    expect(menuAt(0)).toBe('closed');
    expect(timeline.changesOf(firstToggle)).toEqual({
      shell: expect.objectContaining({ menu: 'search' }) as unknown,
    });
    expect(timeline.transitionsAt(firstToggle + 1, shell).map((t) => t.target?.[0]?.id)).toEqual([
      'shell.menu.search',
    ]);

    const tree = actorTree(timeline.root, (ref) => timeline.snapshotAt(0, ref));
    expect(findActor(tree, 'bootstrap')?.snapshot).toMatchObject({ value: 'loadingConfig' });
    expect(findActor(tree, 'bootstrap.loadConfig')).toMatchObject({ kind: 'promise' });
    timeline.dispose();
    engine.stop();
  });

  it('keeps going past checkpoints that differ, and names them', async () => {
    const { engine } = await startTestSession();
    for (let i = 0; i < 120; i++) engine.env('shell', { type: 'env.scrolled', y: i * 20 });
    const log = engine.exportLog();
    const tampered = {
      ...log,
      records: log.records.map((record, index) =>
        record.kind === 'checkpoint' && index > 100 ? { ...record, hash: 'tampered' } : record,
      ),
    };
    const timeline = ReplayTimeline.build(tampered);
    expect(timeline.reachable).toBe(tampered.records.length);
    expect(timeline.verified).toBe(false);
    const { checkpoints, matched, mismatchCount, mismatches } = timeline.verification;
    expect(matched).toBe(checkpoints - mismatchCount);
    expect(mismatchCount).toBeGreaterThan(0);
    expect(mismatches[0]).toMatchObject({ expected: 'tampered' });
    expect(tampered.records[mismatches[0]!.position - 1]).toMatchObject({
      kind: 'checkpoint',
      seq: mismatches[0]!.seq,
    });
    expect(withoutCheckpoints(tampered).records.some((r) => r.kind === 'checkpoint')).toBe(false);
    engine.stop();
  });

  it('stops where a record cannot be applied', async () => {
    const { engine } = await startTestSession();
    const log = engine.exportLog();
    const broken = {
      ...log,
      records: [
        ...log.records,
        {
          seq: log.records.length,
          t: 99_999,
          kind: 'io' as const,
          source: 'guest.load',
          call: 99,
          outcome: { ok: true as const, output: null },
        },
      ],
    };
    const timeline = ReplayTimeline.build(broken);
    expect(timeline.reachable).toBe(log.records.length);
    expect(timeline.verification.stopped).toMatchObject({ seq: log.records.length, kind: 'io' });
    expect(timeline.clamp(1e9)).toBe(log.records.length);
    engine.stop();
  });

  it('renders through read-only refs that move with the position', async () => {
    const { engine } = await startTestSession();
    engine.env('shell', { type: 'env.viewportResized', width: 375 });
    engine.send('shell', { type: 'ui.menuToggled', menu: 'search' });
    const timeline = ReplayTimeline.build(engine.exportLog());
    const sent: string[] = [];
    const view = new TimelineView(timeline, 0, (to, event) => sent.push(`${to}:${event.type}`));
    const shell = view.get('shell')!;
    expect(view.get('shell')).toBe(shell);
    expect(view.get('nobody')).toBeUndefined();
    const seen: unknown[] = [];
    const subscription = shell.subscribe({ next: (snapshot) => seen.push(snapshot) });
    expect((shell.getSnapshot() as { value: { menu: string } }).value.menu).toBe('closed');
    view.moveTo(timeline.total);
    expect((shell.getSnapshot() as { value: { menu: string } }).value.menu).toBe('search');
    expect(seen).toHaveLength(1);
    view.moveTo(timeline.total);
    expect(seen).toHaveLength(1);
    shell.send({ type: 'ui.menusClosed' });
    expect(sent).toEqual(['shell:ui.menusClosed']);
    expect((shell.getSnapshot() as { value: { menu: string } }).value.menu).toBe('search');
    subscription.unsubscribe();
    engine.stop();
  });

  it("tells the session's own time at each position, for the views' countdowns", async () => {
    const { engine } = await startTestSession();
    engine.env('shell', { type: 'env.viewportResized', width: 375 });
    const log = engine.exportLog();
    const timeline = ReplayTimeline.build(log);
    const view = new TimelineView(timeline, 0, () => {});
    const started = Date.parse(log.header.startedAt);
    expect(view.now()).toBe(started);
    view.moveTo(timeline.total);
    expect(view.now()).toBe(started + log.records[timeline.total - 1]!.t);
    engine.stop();
  });
});

describe('a reported (redacted) log', () => {
  it('verifies where the report resealed it, and passes not-comparable checkpoints', async () => {
    const { engine } = await startTestSession();
    engine.env('shell', { type: 'env.viewportResized', width: 375 });
    engine.send('shell', { type: 'ui.menuToggled', menu: 'myArea' });
    for (let i = 0; i < 160; i++) engine.env('shell', { type: 'env.scrolled', y: i * 15 });
    const report = buildReportFromLog(engine.exportLog(), { includeMessages: false });
    const resealed = ReplayTimeline.build(report.log);
    expect(resealed.verified).toBe(true);
    expect(resealed.verification.notComparableFrom).toBeNull();

    // A redaction that changed the flow marks checkpoints from there as not comparable.
    const checkpoints = report.log.records.filter((record) => record.kind === 'checkpoint');
    const from = checkpoints[1]!.seq;
    const marked = {
      ...report.log,
      records: report.log.records.map((record) =>
        record.kind === 'checkpoint' && record.seq >= from
          ? { ...record, hash: NOT_COMPARABLE }
          : record,
      ),
    };
    const timeline = ReplayTimeline.build(marked);
    expect(timeline.reachable).toBe(marked.records.length);
    expect(timeline.verification).toMatchObject({
      checkpoints: checkpoints.length,
      matched: 1,
      mismatchCount: 0,
      notComparable: checkpoints.length - 1,
      notComparableFrom: from,
    });
    expect(timeline.verified).toBe(false);
    engine.stop();
  });
});

describe('the guest viewport at a record', () => {
  it('is the last width and scroll position recorded before it', async () => {
    const { engine } = await startTestSession();
    engine.env('shell', { type: 'env.scrolled', y: 400 });
    engine.env('shell', { type: 'env.viewportResized', width: 390 });
    engine.send('shell', { type: 'ui.menusClosed' });
    const { records } = engine.exportLog();
    const resized = records.findIndex(
      (record) => record.kind === 'env' && record.event.type === 'env.viewportResized',
    );
    expect(viewportAt(records, 0)).toEqual({ width: null, scrollY: 0 });
    expect(viewportAt(records, resized + 1)).toEqual({ width: 1440, scrollY: 0 });
    expect(viewportAt(records, records.length)).toEqual({ width: 390, scrollY: 400 });
    engine.stop();
  });
});
