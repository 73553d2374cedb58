import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { countFitting, watchFitting, type FittingRow } from './fittingCount.ts';

// No DOM here: the row, its list and its sections are boxes whose widths the test sets, and the
// browser's ResizeObserver is modelled as the browser runs it (each observer is told of the
// observed boxes whose size changed). What is checked is the row as the guest would see it: the
// sections in it end inside its room, the others are behind "more".

const GAP = 2;
const PADDING = 4;
const MORE = 42;

class Box {
  constructor(public width: number) {}
  getBoundingClientRect() {
    return { width: this.width };
  }
  get clientWidth() {
    return Math.round(this.width);
  }
  get offsetWidth() {
    return Math.round(this.width);
  }
}

const observers = new Set<FakeResizeObserver>();

class FakeResizeObserver {
  readonly targets = new Set<unknown>();
  constructor(readonly callback: () => void) {
    observers.add(this);
  }
  observe(target: unknown) {
    this.targets.add(target);
  }
  disconnect() {
    this.targets.clear();
    observers.delete(this);
  }
}

/** A box's width changes: the observers that watch it are told, as the browser tells them. */
function resize(box: Box, width: number) {
  box.width = width;
  for (const observer of [...observers]) if (observer.targets.has(box)) observer.callback();
}

beforeEach(() => {
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('getComputedStyle', () => ({
    columnGap: `${GAP}px`,
    paddingLeft: `${PADDING}px`,
    paddingRight: `${PADDING}px`,
  }));
});

afterEach(() => {
  observers.clear();
  vi.unstubAllGlobals();
});

/**
 * The row as DesktopNavLinks runs it: counted at first, counted again whenever the watch says
 * so. `shown` is what is rendered; `cut` the sections in the row that end past its room.
 */
function mountRow(rowWidth: number, sectionWidths: number[]) {
  const row = new Box(rowWidth);
  const sections = sectionWidths.map((width) => new Box(width));
  const more = new Box(MORE);
  const parts = {
    row,
    list: { children: sections },
    more: () => (state.shown < sections.length ? more : null),
  } as unknown as FittingRow;
  const state = { shown: sections.length, counts: 0 };
  const count = () => {
    state.counts += 1;
    state.shown = countFitting(parts);
  };
  count();
  const stop = watchFitting(parts, count);
  /** The sections in the row that end past the room it leaves them (beside "more" if shown). */
  const cut = () => {
    const room = row.clientWidth - 2 * PADDING - (state.shown < sections.length ? MORE + GAP : 0);
    let end = 0;
    const cutOff: number[] = [];
    sections.slice(0, state.shown).forEach((section, index) => {
      end += (index > 0 ? GAP : 0) + section.width;
      if (end > room) cutOff.push(index);
    });
    return cutOff;
  };
  return { row, sections, state, cut, stop };
}

describe("the desktop navbar's row of sections", () => {
  it('shows every section when they all fit, and as many as fit beside "more" otherwise', () => {
    expect(mountRow(700, [60, 90, 90, 70, 100]).state.shown).toBe(5);
    const narrow = mountRow(310, [60, 90, 90, 70, 100]);
    // "More" (52 px kept for it until it is rendered, and a gap), 60 + 2 + 90 + 2 + 90: 298 in
    // the 302 px left inside the list's padding; the fourth section would end at 370.
    expect(narrow.state.shown).toBe(3);
    expect(narrow.cut()).toEqual([]);
  });

  it('counts again when the row gets narrower or wider', () => {
    const row = mountRow(700, [60, 90, 90, 70, 100]);
    resize(row.row, 310);
    expect(row.state.shown).toBe(3);
    resize(row.row, 700);
    expect(row.state.shown).toBe(5);
  });

  it('counts again when a shown label grows after the first count, the row unchanged', () => {
    const row = mountRow(310, [60, 90, 90, 70, 100]);
    expect(row.state.shown).toBe(3);
    expect(row.cut()).toEqual([]);
    // Its text or a sheet that came later makes "Free chat" 30 px wider: "New girls" would end
    // past the row's room, under "more"; it goes behind "more" instead.
    resize(row.sections[1] ?? new Box(0), 120);
    expect(row.state.shown).toBe(2);
    expect(row.cut()).toEqual([]);
  });

  it('counts with the width a section behind "more" has now, not the one it had when shown', () => {
    const row = mountRow(310, [60, 90, 90, 70, 100]);
    expect(row.state.shown).toBe(3);
    // The fourth section grows while behind "more" (another breakpoint's padding, a late sheet),
    // then the row gets room for its 70 px of before, not for the 110 it needs now.
    resize(row.sections[3] ?? new Box(0), 110);
    resize(row.row, 380);
    expect(row.state.shown).toBe(3);
    expect(row.cut()).toEqual([]);
    resize(row.row, 410);
    expect(row.state.shown).toBe(4);
    expect(row.cut()).toEqual([]);
  });

  it('stops counting once stopped', () => {
    const row = mountRow(310, [60, 90, 90, 70, 100]);
    row.stop();
    const counts = row.state.counts;
    resize(row.row, 700);
    resize(row.sections[0] ?? new Box(0), 80);
    expect(row.state.counts).toBe(counts);
  });
});
