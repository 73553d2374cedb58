import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { REPO_DIR } from '../server.ts';
import { openTestStore, tempDir } from '../testing.ts';
import type { Store } from '../store/index.ts';
import { openRealtimeData } from './data.ts';

const FIXTURES = join(REPO_DIR, 'fixtures');
const dirs: { remove(): void }[] = [];
const stores: Store[] = [];
afterEach(() => {
  stores.splice(0).forEach((store) => store.close());
  dirs.splice(0).forEach((dir) => dir.remove());
});

/** The store's one connection to the data dir (closed after the test), as the simulator has it. */
function connection(path: string) {
  const store = openTestStore(path);
  stores.push(store);
  return store.db;
}

function dir(): string {
  const created = tempDir();
  dirs.push(created);
  return created.path;
}

/** A data dir whose accounts are seeded (as the simulator does before opening realtime data). */
function seeded(): string {
  const path = dir();
  openTestStore(path).close();
  return path;
}

describe('realtime data', () => {
  it('seeds channels, messages, notifications and favourites from the fixtures', () => {
    const data = openRealtimeData(connection(seeded()), {
      fixturesDir: FIXTURES,
      now: () => Date.parse('2025-06-01T12:00:00Z'),
    });
    {
      const demo = data.channels.list(1001, 'all');
      expect(demo.length).toBeGreaterThanOrEqual(6);
      expect(demo.length).toBeLessThanOrEqual(12);
      expect(demo[0]).toMatchObject({
        id: 2101,
        lastMessageId: 900001,
        lastMessageAt: '2025-06-01T11:56:00.000Z',
      });
      for (const accountId of [1002, 1003, 1004, 1005, 1006, 1007]) {
        expect(data.channels.list(accountId, 'all').length).toBeGreaterThan(0);
        expect(data.notifications.newest(accountId, 5).length).toBeGreaterThan(0);
      }
      expect(data.channels.list(1007, 'all')[0]?.messagePrice.currency).toBe('CHF');
      expect(data.notifications.newest(1001, 10)).toHaveLength(6);
      expect(data.favorites.list(1001, 'actor')).toEqual([3101, 3102, 3106]);
    }
  });

  it('never brings back what the guest changed when it opens again', () => {
    const path = seeded();
    const first = openRealtimeData(connection(path), { fixturesDir: FIXTURES });
    first.notifications.remove(1001, 5001);
    first.channels.setArchived(1001, 2101, true);
    first.favorites.unpin(1001, 'actor', 3101);
    stores.splice(0).forEach((store) => store.close());

    const again = openRealtimeData(connection(path), { fixturesDir: FIXTURES });
    {
      expect(again.notifications.newest(1001, 10).map((n) => n.id)).not.toContain(5001);
      expect(again.channels.find(1001, 2101)?.archived).toBe(true);
      expect(again.favorites.list(1001, 'actor')).toEqual([3102, 3106]);
    }
  });

  it.each([
    ['an unknown login', { nobody: [] }, /no demo account 'nobody'/],
    [
      'a price in another currency',
      {
        franc: [{ id: 1, actorId: 2, actorName: 'A', messagePrice: { value: 1, currency: 'EUR' } }],
      },
      /channel 1 of 'franc' costs EUR, but the account pays in CHF/,
    ],
    [
      'a misspelt field',
      {
        demo: [
          {
            id: 1,
            actorId: 2,
            actorName: 'A',
            messagePrice: { value: 1, currency: 'EUR' },
            onlne: true,
          },
        ],
      },
      /Invalid messenger channels in .*channels\.json/,
    ],
    [
      'a repeated channel id',
      {
        demo: [
          { id: 1, actorId: 2, actorName: 'A', messagePrice: { value: 1, currency: 'EUR' } },
          { id: 1, actorId: 3, actorName: 'B', messagePrice: { value: 1, currency: 'EUR' } },
        ],
      },
      /channel id 1 appears twice/,
    ],
  ])('refuses a channels file with %s', (_name, channels, message) => {
    const fixtures = dir();
    writeFileSync(join(fixtures, 'channels.json'), JSON.stringify(channels));
    writeFileSync(join(fixtures, 'notifications.json'), '{}');
    expect(() => openRealtimeData(connection(seeded()), { fixturesDir: fixtures })).toThrow(
      message,
    );
  });
});
