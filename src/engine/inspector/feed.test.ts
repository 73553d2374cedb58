import { describe, expect, it } from 'vitest';
import { RecordFeed, replayChanges } from './feed.ts';
import { appReplayOptions } from './replayTimeline.ts';
import { startTestSession } from './testing/session.ts';

describe('the live feed', () => {
  it('shows each record with the state changes it led to, seeded from the log', async () => {
    const { engine, flush } = await startTestSession();
    const log = engine.exportLog();
    const feed = new RecordFeed(engine, 100);
    feed.seed(log.records, replayChanges(log, appReplayOptions));
    engine.env('shell', { type: 'env.viewportResized', width: 375 });
    engine.send('shell', { type: 'ui.menuToggled', menu: 'search' });
    await flush();
    const { entries, total } = feed.getSnapshot();
    expect(total).toBe(log.records.length + 2);
    const guestLoaded = entries.find(
      (entry) => entry.record.kind === 'io' && entry.record.source === 'guest.load',
    );
    expect(guestLoaded?.after).toMatchObject({ bootstrap: { ready: 'readingClock' } });
    const toggle = entries[entries.length - 1];
    expect(toggle?.record).toMatchObject({ kind: 'input', to: 'shell' });
    expect(toggle?.after).toEqual({
      shell: expect.objectContaining({ menu: 'search', layout: 'mobile' }) as unknown,
    });
    feed.dispose();
    engine.stop();
  });

  it('keeps a bounded number of records in memory', async () => {
    const { engine, flush } = await startTestSession();
    const feed = new RecordFeed(engine, 40);
    const written: number[] = [];
    engine.onRecord((record) => written.push(record.seq));
    for (let i = 0; i < 200; i++) engine.env('shell', { type: 'env.scrolled', y: i * 20 });
    await flush();
    const { entries, total, dropped } = feed.getSnapshot();
    expect(entries.length).toBeLessThanOrEqual(50);
    expect(entries.length + dropped).toBe(total);
    expect(total).toBe(written.length);
    expect(entries.map((entry) => entry.record.seq)).toEqual(written.slice(-entries.length));
    feed.dispose();
    engine.stop();
  });
});
