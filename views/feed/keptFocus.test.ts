import { describe, expect, it } from 'vitest';
import { FocusKeeper, type FocusableField } from './keptFocus.tsx';

// The comment fields of one post before the grid takes over and after (two mounts, two nodes):
// what the first one had is what the second one gets.

type Selection = [number, number, 'forward' | 'backward' | 'none'];

function field(name: string | null, selection: Selection = [0, 0, 'none']) {
  const calls: { focused: FocusOptions[]; selected: Selection[] } = { focused: [], selected: [] };
  const node: FocusableField = {
    dataset: name === null ? {} : { keptFocus: name },
    selectionStart: selection[0],
    selectionEnd: selection[1],
    selectionDirection: selection[2],
    focus: (options = {}) => calls.focused.push(options),
    setSelectionRange: (start, end, direction = 'none') =>
      calls.selected.push([start, end, direction]),
  };
  return { node, calls };
}

/** Whether the keeper holds nothing for `name`: a field of that name mounting is not focused. */
function keepsNothingFor(keeper: FocusKeeper, name = 'comment p3'): boolean {
  const probe = field(name);
  keeper.restore(probe.node, false);
  return probe.calls.focused.length === 0;
}

describe('the focus of a comment field whose post is mounted again', () => {
  it('focuses the field again, without scrolling, with its caret or selection where it was', () => {
    const keeper = new FocusKeeper();
    keeper.leave(field('comment p3', [4, 9, 'backward']).node);
    const again = field('comment p3');
    keeper.restore(again.node, false);
    expect(again.calls.focused).toEqual([{ preventScroll: true }]);
    expect(again.calls.selected).toEqual([[4, 9, 'backward']]);
  });

  it('focuses a field without a caret (a tip’s number input) again without setting one', () => {
    const keeper = new FocusKeeper();
    const amount = field('tip p3');
    keeper.leave({ ...amount.node, selectionStart: null, selectionEnd: null });
    const again = field('tip p3');
    again.node.setSelectionRange = () => {
      throw new DOMException('no selection on a number input', 'InvalidStateError');
    };
    keeper.restore(again.node, false);
    expect(again.calls.focused).toEqual([{ preventScroll: true }]);
  });

  it('focuses only the same post’s field, once', () => {
    const keeper = new FocusKeeper();
    keeper.leave(field('comment p3', [2, 2, 'none']).node);
    const other = field('comment p1');
    keeper.restore(other.node, false);
    expect(other.calls.focused).toEqual([]);
    const again = field('comment p3');
    keeper.restore(again.node, false);
    const later = field('comment p3');
    keeper.restore(later.node, false);
    expect(again.calls.selected).toEqual([[2, 2, 'none']]);
    expect(later.calls.focused).toEqual([]);
  });

  it('keeps nothing when no named field had focus, and takes no focus the guest gave elsewhere', () => {
    const keeper = new FocusKeeper();
    keeper.leave(null);
    expect(keepsNothingFor(keeper)).toBe(true);
    keeper.leave(field(null, [1, 1, 'none']).node);
    expect(keepsNothingFor(keeper)).toBe(true);

    keeper.leave(field('comment p3').node);
    const meanwhile = field('comment p3');
    keeper.restore(meanwhile.node, true);
    expect(meanwhile.calls.focused).toEqual([]);
    expect(keepsNothingFor(keeper)).toBe(true);

    keeper.leave(field('comment p3').node);
    keeper.drop();
    const dropped = field('comment p3');
    keeper.restore(dropped.node, false);
    expect(dropped.calls.focused).toEqual([]);
  });
});

describe('the watch on where the guest goes meanwhile', () => {
  /** A watch as the feed's listeners are: `go()` is the guest pressing or focusing elsewhere. */
  function watched() {
    const watch = { started: 0, ended: 0, go: () => {} };
    const start = (drop: () => void) => {
      watch.started += 1;
      watch.go = drop;
      return () => {
        watch.ended += 1;
      };
    };
    return { watch, start };
  }

  it('ends when the field is focused again, before that focus, and when the guest goes elsewhere', () => {
    const keeper = new FocusKeeper();
    const first = watched();
    keeper.leave(field('comment p3').node, first.start);
    expect([first.watch.started, first.watch.ended]).toEqual([1, 0]);
    const again = field('comment p3');
    // The restored field's own focus reaches the watch: it must have ended by then.
    again.node.focus = () => {
      expect(first.watch.ended).toBe(1);
      again.calls.focused.push({});
    };
    keeper.restore(again.node, false);
    expect(again.calls.focused).toHaveLength(1);
    expect(first.watch.ended).toBe(1);

    const second = watched();
    keeper.leave(field('comment p4').node, second.start);
    second.watch.go();
    expect(keepsNothingFor(keeper, 'comment p4')).toBe(true);
    expect(second.watch.ended).toBe(1);
    keeper.drop();
    expect(second.watch.ended).toBe(1);
  });

  it('starts none when nothing is kept, and a new leave ends the last one', () => {
    const keeper = new FocusKeeper();
    const none = watched();
    keeper.leave(null, none.start);
    expect(none.watch.started).toBe(0);
    const first = watched();
    keeper.leave(field('comment p3').node, first.start);
    const second = watched();
    keeper.leave(field('comment p5').node, second.start);
    expect([first.watch.ended, second.watch.started, second.watch.ended]).toEqual([1, 1, 0]);
  });
});
