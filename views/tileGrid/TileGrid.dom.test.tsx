import { act, StrictMode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AppContext } from '../../machines/app/app.machine.ts';
import { CAMS_LISTS } from '../../machines/cams/cams.machine.ts';
import { NO_FILTERS, type CamQuery, type CamTile } from '../../machines/cams/cams.types.ts';
import { camsFeature } from '../../src/engine/features/cams.ts';
import { EngineProvider, type EngineHandle } from '../../src/engine/react.tsx';
import { demoCam } from '../../src/engine/testing/demo/cams.ts';
import { domRoot, inAct, setWindowSize, type DomRoot } from '../../src/engine/testing/domRoot.tsx';
import { initI18n } from '../../src/i18n/index.ts';
import { demoView, lazyPatched, stopDemoViews, type DemoView } from '../testing/demoEngineView.tsx';
import { TileGrid } from './TileGrid.tsx';

// The cams grid mounted in a DOM (happy-dom) over the cams page's list actor of the real app
// system: the virtualizer reads the window's size and scroll offset, and what the grid sends is
// what its effects send. happy-dom lays nothing out, so the layout is the test's: a row is
// ROW px tall (what the stylesheet makes of the grid's `rowHeight`) and the grid's rows start at
// the top of the page. Everything else (which rows render, which are on screen, when the end is
// near) is the component's and its virtualizer's own.

const ROW = 240;
const COLUMNS = 5;
/** The cams service's 300 cams, 30 a page (the cams page's page size): 6 rows a page. */
const CAMS = Array.from({ length: 300 }, (_, i): CamTile => ({ ...demoCam(i), name: `cam${i}` }));

let demo: DemoView;
let root: DomRoot | null = null;
/** The intents the grid sent its list, in order. */
let sent: string[] = [];

/** The domains the root asked for whose code has not come yet (a real dynamic import). */
const asked = () =>
  Object.keys((demo.engine.root.getSnapshot() as { context: AppContext }).context.pending).length;

beforeEach(async () => {
  initI18n('en');
  // The layout happy-dom does not make: the grid's rows are ROW px tall, the grid's body starts
  // at the page's top (its box moves up as the window scrolls down).
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    return this.classList.contains('tile-grid-row') ? ROW : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(
    () => new DOMRect(0, -window.scrollY, 0, 0),
  );
  demo = await demoView({
    services: lazyPatched(camsFeature, (services) => ({
      ...services,
      fetchCamsPage: ({ offset, limit }) =>
        Promise.resolve({ items: CAMS.slice(offset, offset + limit), total: CAMS.length }),
    })),
  });
  // The cams page's domain and the grids' modes (which a grid asks for as it mounts) run.
  demo.engine.send('app', { type: 'app.domainWanted', domain: 'cams' });
  demo.engine.send('app', { type: 'app.domainWanted', domain: 'tileGrids' });
  for (let i = 0; i < 500 && asked() > 0; i++) {
    await demo.settle(10);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  expect(demo.engine.get('tileGrids')).toBeDefined();
  sent = [];
});

afterEach(async () => {
  await root?.unmount();
  root = null;
  stopDemoViews();
  vi.restoreAllMocks();
  window.scrollTo(0, 0);
});

/** Lets the engine answer, and the grid's effects, transitions and scroll task run. */
async function settled() {
  for (let i = 0; i < 3; i++)
    await act(async () => {
      await demo.settle(50);
      await new Promise((resolve) => setTimeout(resolve, 5));
    });
}

/**
 * The grid in a window of `width` × `height`, scrolled to the top, as the cams page mounts it on
 * a first visit: before its list has items; then the page shows the list and its first page comes.
 */
async function mountGrid(width: number, height: number, listed: 'before' | 'after' = 'after') {
  setWindowSize(width, height);
  const showList = async () => {
    await act(async () => {
      demo.engine.send('cams', {
        type: 'ui.listShown',
        list: { kind: 'cams' },
        filters: NO_FILTERS,
      });
      await demo.settle(50);
    });
    await settled();
  };
  // Back from a tile's page, the list has its items before the grid mounts.
  if (listed === 'before') await showList();
  const engine: EngineHandle = {
    get: (id) => demo.engine.get(id),
    send: (to, event) => {
      if ((to as string) === CAMS_LISTS.page) sent.push(event.type);
      demo.engine.send(to, event);
    },
  };
  root = await domRoot(
    <StrictMode>
      <EngineProvider engine={engine}>
        <MemoryRouter initialEntries={['/en/cams/']}>
          <TileGrid<CamTile, CamQuery>
            list={CAMS_LISTS.page}
            label="Cams"
            rowHeight={{ grid: ROW, list: 120 }}
            renderTile={(cam) => <a href={`/en/amateur/${cam.name}/`}>{cam.name}</a>}
          />
        </MemoryRouter>
      </EngineProvider>
    </StrictMode>,
  );
  if (listed === 'after') await showList();
  else await settled();
}

/** The guest scrolls the window to `y` px (the browser sets the offset, then fires `scroll`). */
async function scrollTo(y: number) {
  await inAct(() => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event('scroll'));
  });
  await settled();
}

/** The window's size changes (a phone turned, a browser window made taller). */
async function resizeTo(width: number, height: number) {
  await inAct(() => setWindowSize(width, height));
  await settled();
}

/** The rows the grid rendered (the rows on screen and the overscan), by index. */
const renderedRows = () =>
  [...(root?.container.querySelectorAll('.tile-grid-row') ?? [])].map((row) =>
    Number(row.getAttribute('data-index')),
  );
const tiles = () => root?.container.querySelectorAll('[role="listitem"]').length ?? 0;
const endReached = () => sent.filter((type) => type === 'ui.endReached').length;

describe('the tile grid in a window (its end, infinite scroll)', () => {
  it('does not ask for more while only the overscan renders the rows near the end; a scroll that brings them on screen does', async () => {
    // 400 px high: rows 0 and 1 on screen, the overscan renders down to row 4 of the page's 6,
    // past row 3 (two before the end).
    await mountGrid(1280, 400);
    expect(root?.container.querySelector('[data-columns]')?.getAttribute('data-columns')).toBe(
      String(COLUMNS),
    );
    expect(tiles()).toBe(5 * COLUMNS);
    expect(renderedRows()).toEqual([0, 1, 2, 3, 4]);
    expect(endReached()).toBe(0);

    // Down to 640 px: rows 1 and 2 on screen; still not near the end.
    await scrollTo(240);
    expect(renderedRows().at(-1)).toBe(5);
    expect(endReached()).toBe(0);
    expect(tiles()).toBe(6 * COLUMNS);

    // Down to 900 px: row 3 on screen, two rows before the end: the next page is asked for.
    await scrollTo(500);
    expect(endReached()).toBeGreaterThan(0);
    expect(tiles()).toBeGreaterThan(6 * COLUMNS);
  });

  it('mounted over a list that has its items (back from a tile), asks for nothing while the end is off screen', async () => {
    // 400 px high, the first page's 6 rows listed before the grid mounts: its first commit must
    // not take an 800 px screen's rows (0 to 3, one of them near the end) as on screen.
    await mountGrid(1280, 400, 'before');
    expect(tiles()).toBeGreaterThan(0);
    expect(endReached()).toBe(0);
    await scrollTo(500);
    expect(endReached()).toBeGreaterThan(0);
  });

  it('asks for more when a taller window brings the rows near the end on screen', async () => {
    await mountGrid(1280, 400);
    expect(endReached()).toBe(0);
    await resizeTo(1280, 720);
    // 720 px: rows 0 to 2 on screen, the end still three rows away.
    expect(endReached()).toBe(0);
    await resizeTo(1280, 900);
    expect(endReached()).toBeGreaterThan(0);
  });
});
