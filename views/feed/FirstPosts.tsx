import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import type { VirtualItem } from '@tanstack/react-virtual';
import {
  selectItems,
  selectListStatus,
  selectRefreshing,
  selectTotal,
} from '../../machines/list/list.selectors.ts';
import type { FeedPost, FeedQuery } from '../../machines/feed/feed.types.ts';
import type { TileGrid } from '../tileGrid/TileGrid.tsx';
import { useList, useListSelector } from '../tileGrid/useList.ts';
import { GridCount } from '../tileGrid/TileGridParts.tsx';
import { useFocusKeptOnLeave } from './keptFocus.tsx';
import { watchPresses, type PressWatch } from './presses.ts';

/**
 * The posts a feed shows before the guest scrolls: the grid's first screen renders about as many
 * (two 520 px rows and its overscan).
 */
export const FIRST_POSTS = 5;

/** The tile grid's module, loaded when the feed first needs more than its first posts. */
export type LoadedGrid = { TileGrid: typeof TileGrid };

/**
 * Loads the tile grid (with `@tanstack/virtual-core`, 10 kB of the feed route's 49, issue 50 §5)
 * only once the guest scrolls or the first posts' end comes into view, and hands it the rows'
 * measured heights (`keepMeasuredRows`, the path back from a tile's page), so the grid that takes
 * over places every row where it was. Null until then. What is open on a post is the feed
 * machine's (feed.panels.ts): the posts the grid mounts again show it still. The grid takes over
 * between two presses, never during one (presses.ts): the scroll that wants the grid is often the
 * one that brings a post's button under the guest's finger.
 */
export function useGridTakeover(
  list: `${string}.list`,
  rows: RefObject<HTMLDivElement | null>,
  wanted: boolean,
): LoadedGrid | null {
  const [grid, setGrid] = useState<LoadedGrid | null>(null);
  const presses = useRef<PressWatch | null>(null);
  useEffect(() => {
    if (grid) return;
    const watch = watchPresses(window);
    presses.current = watch;
    return () => {
      presses.current = null;
      watch.stop();
    };
  }, [grid]);
  useEffect(() => {
    if (!wanted || grid) return;
    let live = true;
    void Promise.all([
      import('../tileGrid/TileGrid.tsx'),
      import('../tileGrid/measuredRows.ts'),
    ]).then(async ([module, measured]) => {
      await presses.current?.betweenPresses();
      if (!live) return;
      // Only posts' rows are measured (none while skeletons show).
      const body = rows.current;
      // The feed is a list of one post a row (`columnsFor(width, 'list')`), the grid's layout key.
      if (body) measured.keepMeasuredRows(`${list} list 1 ${window.innerWidth}`, rowsOf(body));
      // In the same task as the check above: no press can start between it and the commit.
      flushSync(() => setGrid({ TileGrid: module.TileGrid }));
    });
    return () => {
      live = false;
    };
  }, [wanted, grid, list, rows]);
  return grid;
}

/** The first posts' rows as the virtualizer keeps them: page offsets (its scroll margin in). */
function rowsOf(body: HTMLElement): VirtualItem[] {
  let start = body.getBoundingClientRect().top + window.scrollY;
  return [...body.children].map((row, index) => {
    const size = Math.round(row.getBoundingClientRect().height);
    const item = { key: index, index, start, end: start + size, size, lane: 0 };
    start += size;
    return item;
  });
}

/** Skeleton rows while the feed loads: the grid's first screen (two rows of its estimate). */
const SKELETON_ROWS = 2;

/**
 * The feed's first posts in the grid's markup (its head, its list of rows), before the grid:
 * the posts on screen are reported as the grid reports them, and `onWanted` says the grid is
 * needed (the guest scrolled, the last first post came into view, or the list failed or is
 * empty: the grid says so and offers the retry).
 */
export function FirstPosts({
  list,
  label,
  rows,
  rowHeight,
  renderPost,
  onVisible,
  onWanted,
}: {
  list: `${string}.list`;
  label: string;
  rows: RefObject<HTMLDivElement | null>;
  rowHeight: number;
  renderPost: (post: FeedPost, index: number) => ReactNode;
  onVisible: (ids: readonly string[]) => void;
  onWanted: () => void;
}) {
  const { actor } = useList<FeedPost, FeedQuery>(list);
  const items = useListSelector(actor, selectItems<FeedPost, FeedQuery>);
  const status = useListSelector(actor, selectListStatus<FeedPost, FeedQuery>);
  const refreshing = useListSelector(actor, selectRefreshing<FeedPost, FeedQuery>);
  const total = useListSelector(actor, selectTotal<FeedPost, FeedQuery>);
  const first = status === 'loaded' ? items.slice(0, FIRST_POSTS) : [];
  const key = first.map((post) => post.id).join(' ');
  useOnScreen(rows, key, onVisible, onWanted);
  const needsGrid = status === 'failed' || status === 'empty';
  useEffect(() => {
    if (needsGrid) onWanted();
    window.addEventListener('scroll', onWanted, { once: true, passive: true });
    return () => window.removeEventListener('scroll', onWanted);
  }, [needsGrid, onWanted]);
  // The grid takes over: the comment the guest is typing keeps its focus in the grid's post.
  const section = useRef<HTMLElement>(null);
  useFocusKeptOnLeave(section);
  return (
    <section ref={section} className="tile-grid tile-grid-list feed-first" aria-label={label}>
      <div className="tile-grid-head feed-first-head">
        <GridCount status={status} refreshing={refreshing} total={total} />
      </div>
      {first.length === 0 ? (
        <div role="list" aria-label={label} aria-busy="true" className="tile-grid-body">
          {Array.from({ length: SKELETON_ROWS }, (_, row) => (
            <div
              key={row}
              className="tile-grid-row feed-first-row"
              style={{ height: rowHeight }}
              aria-hidden="true"
            >
              <div className="tile-grid-skeleton feed-first-skeleton" />
            </div>
          ))}
        </div>
      ) : (
        <div ref={rows} role="list" aria-label={label} className="tile-grid-body">
          {first.map((post, index) => (
            <div
              key={post.id}
              role="none"
              className="tile-grid-row feed-first-row"
              data-id={post.id}
            >
              <div
                role="listitem"
                aria-posinset={index + 1}
                aria-setsize={total ?? items.length}
                className="tile-grid-tile"
              >
                {renderPost(post, index)}
              </div>
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

/**
 * The first posts on screen, reported on each change (the grid's `onVisibleItems`), and the
 * grid wanted once the last of them comes into view.
 */
function useOnScreen(
  rows: RefObject<HTMLDivElement | null>,
  key: string,
  onVisible: (ids: readonly string[]) => void,
  onWanted: () => void,
) {
  const report = useRef({ onVisible, onWanted });
  useEffect(() => {
    report.current = { onVisible, onWanted };
  });
  useEffect(() => {
    const body = rows.current;
    if (!body || !key || typeof IntersectionObserver === 'undefined') return;
    const onScreen = new Set<string>();
    const shown = [...body.children] as HTMLElement[];
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        const id = (entry.target as HTMLElement).dataset.id ?? '';
        if (entry.isIntersecting) onScreen.add(id);
        else onScreen.delete(id);
      }
      const ids = shown.map((row) => row.dataset.id ?? '').filter((id) => onScreen.has(id));
      report.current.onVisible(ids);
      if (onScreen.has(shown.at(-1)?.dataset.id ?? '')) report.current.onWanted();
    });
    for (const row of shown) observer.observe(row);
    return () => observer.disconnect();
  }, [rows, key]);
}
