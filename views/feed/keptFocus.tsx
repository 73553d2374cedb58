import {
  createContext,
  useContext,
  useLayoutEffect,
  useState,
  type ReactNode,
  type RefObject,
} from 'react';

type Direction = 'forward' | 'backward' | 'none';

/** A text field's caret or selection. */
interface Selection {
  start: number;
  end: number;
  direction: Direction;
}

/**
 * The text field that had focus when its posts were mounted again, its caret (none for a field
 * without one, such as a number input), and what ends the watch on the guest going elsewhere
 * while it is kept (none: nothing watches).
 */
interface KeptFocus {
  field: string;
  selection: Selection | null;
  unwatch: (() => void) | null;
}

/** What focus is kept by: a text field (textarea, input) named by its `data-kept-focus`. */
export interface FocusableField {
  readonly dataset: DOMStringMap;
  readonly selectionStart: number | null;
  readonly selectionEnd: number | null;
  readonly selectionDirection: Direction | null;
  focus(options?: FocusOptions): void;
  setSelectionRange(start: number, end: number, direction?: Direction): void;
}

/**
 * The focus of a field whose posts are mounted again (the grid taking over from the first posts,
 * FirstPosts.tsx): what the guest was typing into is focused again, the caret where it was. View
 * state, not the feed's: the typed text is kept by post (PostComments.tsx), its focus here.
 */
export class FocusKeeper {
  private kept: KeptFocus | null = null;

  /**
   * The posts leave: the named field focused among them (null: none) is the one to focus again.
   * While it is kept, `watch` calls `drop` when the guest goes on elsewhere; it returns what ends
   * that watch, which runs once the field is restored or dropped (no listener outlives the kept
   * field).
   */
  leave(focused: FocusableField | null, watch?: (drop: () => void) => () => void): void {
    this.settle();
    const field = focused?.dataset.keptFocus;
    if (!field) return;
    const { selectionStart: start, selectionEnd: end } = focused;
    const kept: KeptFocus = {
      field,
      selection:
        start === null || end === null
          ? null
          : { start, end, direction: focused.selectionDirection ?? 'none' },
      unwatch: null,
    };
    this.kept = kept;
    kept.unwatch = watch?.(() => this.drop()) ?? null;
  }

  /** The guest went on elsewhere (pressed or focused something): nothing is focused again. */
  drop(): void {
    this.settle();
  }

  /** Nothing is kept any more, and nothing watches for it. */
  private settle(): void {
    const kept = this.kept;
    this.kept = null;
    kept?.unwatch?.();
  }

  /**
   * A field mounts: the kept one is focused again with its caret, unless something else has focus
   * now. Without scrolling: the grid has placed the row where it was.
   */
  restore(field: FocusableField, otherFocused: boolean): void {
    const kept = this.kept;
    if (!kept || kept.field !== field.dataset.keptFocus) return;
    // Before the focus below: its own focusin is not the guest going elsewhere.
    this.settle();
    if (otherFocused) return;
    field.focus({ preventScroll: true });
    // A field without a caret (a number input) throws on setting one.
    const { selection } = kept;
    if (selection) field.setSelectionRange(selection.start, selection.end, selection.direction);
  }
}

const FocusKeeperContext = createContext<FocusKeeper | null>(null);

/** The posts whose fields keep their focus when mounted again (the feed's, both before and in the grid). */
export function KeptFocusProvider({ children }: { children: ReactNode }) {
  const [keeper] = useState(() => new FocusKeeper());
  return <FocusKeeperContext value={keeper}>{children}</FocusKeeperContext>;
}

const isField = (node: Element | null): node is HTMLTextAreaElement | HTMLInputElement =>
  node instanceof HTMLTextAreaElement || node instanceof HTMLInputElement;

const focusElsewhere = () =>
  document.activeElement !== null && document.activeElement !== document.body;

/** Calls `drop` on the guest's next press or focus anywhere; returns what stops listening. */
function watchGuest(drop: () => void): () => void {
  const listening = new AbortController();
  const options = { capture: true, signal: listening.signal };
  document.addEventListener('pointerdown', drop, options);
  document.addEventListener('focusin', drop, options);
  return () => listening.abort();
}

/**
 * The posts in `container` leave with it: its focused field is kept, until it mounts again or the
 * guest presses or focuses something else. A layout effect's cleanup: the field is still there.
 */
export function useFocusKeptOnLeave(container: RefObject<HTMLElement | null>): void {
  const keeper = useContext(FocusKeeperContext);
  useLayoutEffect(() => {
    const node = container.current;
    if (!keeper || !node) return;
    return () => {
      const focused = document.activeElement;
      keeper.leave(isField(focused) && node.contains(focused) ? focused : null, watchGuest);
    };
  }, [container, keeper]);
}

/** The field (named by its `data-kept-focus`) is focused again as it mounts, if it was kept. */
export function useKeptFocus(field: RefObject<FocusableField | null>): void {
  const keeper = useContext(FocusKeeperContext);
  useLayoutEffect(() => {
    if (keeper && field.current) keeper.restore(field.current, focusElsewhere());
  }, [keeper, field]);
}
