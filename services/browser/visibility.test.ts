import { describe, expect, it } from 'vitest';
import { createVisibilitySource } from './visibility.ts';

describe('the visibility env source', () => {
  it('tells each change of the page visibility, until stopped', () => {
    const target = new EventTarget();
    const state: { visibilityState: DocumentVisibilityState } = { visibilityState: 'visible' };
    const doc = Object.assign(target, state);
    const emitted: unknown[] = [];
    const stop = createVisibilitySource(doc)((event) => emitted.push(event));
    doc.visibilityState = 'hidden';
    doc.dispatchEvent(new Event('visibilitychange'));
    doc.visibilityState = 'visible';
    doc.dispatchEvent(new Event('visibilitychange'));
    stop();
    doc.dispatchEvent(new Event('visibilitychange'));
    expect(emitted).toEqual([
      { type: 'tab.visibilityChanged', hidden: true },
      { type: 'tab.visibilityChanged', hidden: false },
    ]);
  });
});
