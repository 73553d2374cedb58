import { renderToString } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import type { LogRecord } from '../../src/engine/log/records.ts';
import { testLogHeader } from '../../src/engine/testing/logHeader.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { Timeline } from './Timeline.tsx';
import { indexOfTypedRecord } from './typedRecord.ts';

// Rendered on the server (no DOM here). Issue #23: in CI a Go right after typing 41 left the
// viewer at the last record; Go now waits, disabled, until the box names a record of the log.

const records: LogRecord[] = [40, 41, 42].map((seq) => ({
  seq,
  t: seq * 100,
  kind: 'checkpoint',
  hash: 'ab',
}));

beforeEach(() => initI18n('en'));

describe('going to a typed record', () => {
  it('finds the typed record, and none for what names no record of the log', () => {
    expect(indexOfTypedRecord(records, '41')).toBe(1);
    expect(indexOfTypedRecord(records, ' 42 ')).toBe(2);
    for (const typed of ['', ' ', '4.5', 'e', '56', '-1'])
      expect(indexOfTypedRecord(records, typed)).toBe(-1);
  });

  it('shows Go disabled while the box is empty', () => {
    const noop = () => undefined;
    const markup = renderToString(
      <Timeline
        header={testLogHeader()}
        records={records}
        reachable={records.length}
        position={records.length}
        onMove={noop}
        bookmarks={[]}
        onBookmark={noop}
        onRemoveBookmark={noop}
        formatTime={(date) => date.toISOString()}
      />,
    );
    expect(markup).toMatch(
      /<button type="button" class="button button-ghost" disabled="">Go<\/button>/,
    );
  });
});
