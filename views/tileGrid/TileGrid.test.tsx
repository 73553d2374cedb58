import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { CamPageOutput, CamQuery, CamTile } from '../../machines/cams/cams.types.ts';
import { NO_FILTERS } from '../../machines/cams/cams.types.ts';
import { CAMS_LISTS, type camsListMachine } from '../../machines/cams/cams.machine.ts';
import { selectCanLoadMore } from '../../machines/list/list.selectors.ts';
import { camsFeature } from '../../src/engine/features/cams.ts';
import { demoCam } from '../../src/engine/testing/demo/cams.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { MemoryRouter } from 'react-router';
import { demoView, lazyPatched, stopDemoViews, type DemoView } from '../testing/demoEngineView.tsx';
import { markupText } from '../testing/markupText.ts';
import { BackToListLink } from './BackToListLink.tsx';
import { columnsFor, tileImageSizes } from './breakpoints.ts';
import { TileGrid, type SkeletonTile } from './TileGrid.tsx';
import { endIsNear, useRowVirtualizer } from './useRowVirtualizer.ts';

// Rendered on the server (no DOM here, effects do not run): the virtualizer lays out the first
// window from `serverViewport`, so what is in the markup is what a browser paints first. The grid
// reads the cams page's list actor (`cams.list`) of the real app system (the demo engine), its
// service answering with `answer`, and is sent what the page and the grid's controls would send.

/** The cams named cam0, cam1, … of a page's answer. */
const cams = (count: number): CamTile[] =>
  Array.from({ length: count }, (_, i) => ({ ...demoCam(i), name: `cam${i}` }));

/** What the cams service answers, for every page: a page of `items` from the offset asked. */
type Answer = { items: CamTile[]; total?: number; hasMore?: boolean } | Error | 'hang';

const answering =
  (answer: Answer) =>
  async ({ offset, limit }: { offset: number; limit: number }): Promise<CamPageOutput> => {
    if (answer === 'hang') return new Promise<CamPageOutput>(() => {});
    if (answer instanceof Error) throw answer;
    const { items, ...more } = answer;
    return { ...more, items: items.slice(offset, offset + limit) };
  };

/** The cams page's list on the demo engine, its service answering `answer`, shown as the page does. */
async function camsList(answer: Answer): Promise<DemoView> {
  const demo = await demoView({
    services: lazyPatched(camsFeature, (services) => ({
      ...services,
      fetchCamsPage: answering(answer),
    })),
  });
  demo.engine.send('app', { type: 'app.domainWanted', domain: 'cams' });
  await demo.settle();
  demo.engine.send('cams', { type: 'ui.listShown', list: { kind: 'cams' }, filters: NO_FILTERS });
  await demo.settle();
  return demo;
}

/** Every page loaded, as the grid's "load more" asks for them. */
async function loadedToTheEnd(demo: DemoView): Promise<DemoView> {
  for (let page = 0; page < 1000; page++) {
    const list = demo.engine.get(CAMS_LISTS.page)?.getSnapshot() as
      SnapshotFrom<typeof camsListMachine> | undefined;
    if (!list || !selectCanLoadMore(list)) return demo;
    demo.engine.send(CAMS_LISTS.page, { type: 'ui.loadMore' });
    await demo.settle(20);
  }
  return demo;
}

/** The cams grid on `demo`, laid out for `viewport`, with the block's own limits. */
function renderGrid(
  demo: DemoView,
  viewport = { width: 1280, height: 800 },
  block: {
    limit?: number;
    slider?: boolean;
    failedText?: string;
    skeletonTile?: SkeletonTile;
  } = {},
) {
  const html = demo.render(
    <MemoryRouter initialEntries={['/en/cams/']}>
      <TileGrid<CamTile, CamQuery>
        list={CAMS_LISTS.page}
        label="Cams"
        rowHeight={{ grid: 240, list: 120 }}
        serverViewport={viewport}
        {...block}
        renderTile={(cam, tile) => (
          <a href={`/en/amateur/${cam.name}/`} data-index={tile.index}>
            {cam.name}
          </a>
        )}
      />
    </MemoryRouter>,
  );
  return { html, text: markupText(html) };
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/**
 * The grid's rows as its virtualizer lays them out (the grid's hook and overscan, 3 rows; rows of
 * 240 px) in a window that shows the page from its top to `bottom` px: whether the grid's end is
 * near (the grid then sends `ui.endReached`) and the last row it renders.
 */
function rowsSeen(rows: number, bottom: number) {
  let seen = { endNear: false, lastRendered: -1 };
  function Probe() {
    const virtualizer = useRowVirtualizer({
      layout: 'probe',
      rows,
      columns: 5,
      height: 240,
      overscan: 3,
      scrollMargin: 0,
      initialRect: { width: 1280, height: bottom },
      hasItems: true,
    });
    const lastRendered = virtualizer.getVirtualItems().at(-1)?.index ?? -1;
    seen = { endNear: endIsNear(virtualizer), lastRendered };
    return null;
  }
  renderToString(<Probe />);
  return seen;
}

beforeEach(() => {
  initI18n('en');
});

afterEach(stopDemoViews);

describe('the tile grid', () => {
  it('renders 5 000 tiles as a window of rows, not 5 000 elements', async () => {
    const demo = await loadedToTheEnd(await camsList({ items: cams(5000), total: 5000 }));
    const { html, text } = renderGrid(demo);
    const rows = count(html, /class="tile-grid-row"/g);
    const tiles = count(html, /role="listitem"/g);
    // 800 px of 240 px rows, plus overscan: a handful of rows of 5 tiles.
    expect(rows).toBeGreaterThan(3);
    expect(rows).toBeLessThanOrEqual(8);
    expect(tiles).toBe(rows * 5);
    expect(html).toContain('data-columns="5"');
    expect(text).toContain('cam0');
    expect(text).not.toContain('cam4999');
    // The body reserves the height of all 1 000 rows, so the scroll bar is right.
    expect(html).toContain('height:240000px');
    expect(html).toContain('aria-setsize="5000"');
    expect(text).toContain('5000 items');
  });

  it('lays out the columns of the spec’s breakpoints (changes at 1199, 991, 767)', async () => {
    const widths: [number, number][] = [
      [1368, 5],
      [1200, 5],
      [1199, 4],
      [992, 4],
      [991, 3],
      [768, 3],
      [767, 2],
      [400, 2],
    ];
    const demo = await camsList({ items: cams(50) });
    for (const [width, columns] of widths) {
      expect(columnsFor(width, 'grid'), String(width)).toBe(columns);
      const { html } = renderGrid(demo, { width, height: 800 });
      expect(html, String(width)).toContain(`data-columns="${columns}"`);
      expect(html).toContain(`grid-template-columns:repeat(${columns}, minmax(0, 1fr))`);
    }
    expect(columnsFor(1368, 'list')).toBe(1);
  });

  it('shows the mode the guest chose for its grid type, one tile a row, its toggle pressed', async () => {
    const demo = await camsList({ items: cams(100) });
    // The grid's toggle, as the guest presses "List": the tile grids' modes keep it by type.
    demo.engine.send('tileGrids', {
      type: 'tileGrid.displayChosen',
      gridType: 'cams',
      display: 'list',
    });
    await demo.settle();
    expect(
      (demo.engine.get('tileGrids')?.getSnapshot() as { context: { modes: unknown } }).context
        .modes,
    ).toEqual({ cams: 'list' });
    const { html } = renderGrid(demo);
    expect(html).toContain('data-columns="1"');
    expect(html).toMatch(/aria-pressed="true"[^>]*>List<\/button>/);
    expect(html).toMatch(/aria-pressed="false"[^>]*>Grid<\/button>/);
    expect(html).toContain('role="group" aria-label="Display"');
  });

  it('reserves space with skeletons while loading', async () => {
    const { html } = renderGrid(await camsList('hang'));
    expect(count(html, /data-testid="tile-skeleton"/g)).toBe(3 * 5);
    expect(html).toContain('aria-busy="true"');
    expect(html).toContain('height:240px');
  });

  it('marks a failure rest-error and offers a retry', async () => {
    const { html, text } = renderGrid(await camsList(new Error('http_500')));
    expect(html).toMatch(/class="tile-grid tile-grid-grid rest-error"/);
    expect(html).toContain('data-marker="rest-error"');
    expect(html).toMatch(/role="alert"/);
    expect(text).toContain('This list could not be loaded. Try again');
  });

  it('a block of a fixed size shows at most its limit, its skeletons the rows they will take', async () => {
    const demo = await camsList({ items: cams(16), hasMore: false });
    const { html } = renderGrid(demo, undefined, { limit: 9 });
    expect(count(html, /role="listitem"/g)).toBe(9);
    expect(html).not.toContain('cam9<');
    const loading = renderGrid(await camsList('hang'), undefined, { limit: 9 });
    // 9 tiles in rows of 5 at 1280: 2 rows of skeletons, the last one short as the tiles' is.
    expect(count(loading.html, /data-testid="tile-skeleton"/g)).toBe(9);
    expect(count(loading.html, /class="tile-grid-row"/g)).toBe(2);
  });

  it("loads in rows of the tile's own skeleton, as high as the tiles' rows (no estimate)", async () => {
    const Skeleton: SkeletonTile = ({ display }) => <i className="cam-skeleton">{display}</i>;
    const block = { limit: 9, skeletonTile: Skeleton };
    const { html } = renderGrid(await camsList('hang'), undefined, block);
    // Each skeleton is a tile of the grid's columns (rows of 5 at 1280), in the grid's mode.
    expect(
      count(
        html,
        /<div class="tile-grid-tile" data-testid="tile-skeleton"><i class="cam-skeleton">grid<\/i>/g,
      ),
    ).toBe(9);
    expect(count(html, /repeat\(5, minmax\(0, 1fr\)\)/g)).toBe(2);
    // The row is as high as its tiles: no height of the estimate's (240 px) on it.
    expect(html).not.toContain('height:240px');
    expect(html).not.toContain('class="tile-grid-skeleton"');
    // A phone's slider: its few skeletons in the one row that scrolls sideways.
    const slider = renderGrid(
      await camsList('hang'),
      { width: 390, height: 800 },
      {
        ...block,
        slider: true,
      },
    );
    expect(count(slider.html, /class="cam-skeleton"/g)).toBe(2);
    expect(count(slider.html, /class="tile-grid-row"/g)).toBe(1);
    expect(slider.html).not.toContain('grid-template-columns');
  });

  it('a slider is one row of its tiles, scrolling sideways by its class', async () => {
    const demo = await camsList({ items: cams(16), hasMore: false });
    const { html } = renderGrid(demo, { width: 390, height: 800 }, { limit: 5, slider: true });
    expect(html).toContain('tile-grid-slider');
    expect(count(html, /class="tile-grid-row"/g)).toBe(1);
    expect(count(html, /role="listitem"/g)).toBe(5);
  });

  it("a failure may say it in the list's own words", async () => {
    const { text } = renderGrid(await camsList(new Error('down')), undefined, {
      failedText: 'No recs.',
    });
    expect(text).toContain('No recs.');
    expect(text).toContain('Try again');
  });

  it('says when there is nothing, and offers no "load more"', async () => {
    const { html, text } = renderGrid(await camsList({ items: [] }));
    expect(text).toContain('Nothing to show here yet.');
    expect(html).not.toContain('Load more');
    expect(html).not.toContain('rest-error');
  });

  it('offers "load more" while the service says there is more', async () => {
    const { html } = renderGrid(await camsList({ items: cams(30), total: 90 }));
    expect(html).toMatch(/<button type="button">Load more<\/button>/);
  });

  it('loads its first pages on scroll, then on "load more" alone, so the footer stays put', async () => {
    const demo = await camsList({ items: cams(300), total: 300 });
    const loadsOnScroll = () =>
      /data-loads-on-scroll="(true|false)"/.exec(renderGrid(demo).html)?.[1];
    const shownCount = () =>
      count(renderGrid(demo, { width: 1280, height: 100_000 }).html, /data-index="\d+">cam/g);
    expect(loadsOnScroll()).toBe('true');
    // The end coming into view three times: three pages, then it asks for none.
    for (let page = 0; page < 4; page++) {
      demo.engine.send(CAMS_LISTS.page, { type: 'ui.endReached' });
      await demo.settle(20);
    }
    expect(shownCount()).toBe(120);
    expect(loadsOnScroll()).toBe('false');
    expect(renderGrid(demo).html).toMatch(/<button type="button">Load more<\/button>/);
    // The press loads the next page and the end loads on scroll again.
    demo.engine.send(CAMS_LISTS.page, { type: 'ui.loadMore' });
    await demo.settle(20);
    expect(shownCount()).toBe(150);
    expect(loadsOnScroll()).toBe('true');
  });

  it('after a press, loads the next page once the rows on screen reach two before the end, the overscan left out', async () => {
    const demo = await camsList({ items: cams(300), total: 300 });
    const shownCount = () =>
      count(renderGrid(demo, { width: 1280, height: 100_000 }).html, /data-index="\d+">cam/g);
    for (let page = 0; page < 4; page++) {
      demo.engine.send(CAMS_LISTS.page, { type: 'ui.endReached' });
      await demo.settle(20);
    }
    demo.engine.send(CAMS_LISTS.page, { type: 'ui.loadMore' });
    await demo.settle(20);
    expect(shownCount()).toBe(150);
    const rows = 150 / 5;
    /** The window down to `row` (its last row on screen), as the grid would act on it. */
    const scrolledTo = async (row: number) => {
      const seen = rowsSeen(rows, (row + 1) * 240);
      if (seen.endNear) demo.engine.send(CAMS_LISTS.page, { type: 'ui.endReached' });
      await demo.settle(20);
      return seen;
    };
    // Pressed with the button below row 23: the page's first row comes where the button was. The
    // overscan renders down to row 27, two before the end, but no scroll brought the end near.
    expect(await scrolledTo(24)).toEqual({ endNear: false, lastRendered: 27 });
    expect(await scrolledTo(26)).toEqual({ endNear: false, lastRendered: 29 });
    expect(shownCount()).toBe(150);
    // A scroll to two rows before the end asks for the next page.
    expect(await scrolledTo(27)).toEqual({ endNear: true, lastRendered: 29 });
    expect(shownCount()).toBe(180);
  });
});

describe('the back link and pictures', () => {
  it('links back to the list only when the page was entered from a grid', () => {
    const render = (state: unknown) =>
      renderToString(
        <MemoryRouter initialEntries={[{ pathname: '/en/amateur/cam1/', state }]}>
          <BackToListLink />
        </MemoryRouter>,
      );
    expect(render({ fromList: '/en/cams/?sort=new' })).toMatch(
      /href="\/en\/cams\/\?sort=new"[^>]*>Back to the list</,
    );
    expect(render(null)).toBe('');
  });

  it('gives the three widths as srcset, lazy below the fold, in a reserved box', () => {
    const sources = { w320: '/p/1-320.jpg', w640: '/p/1-640.jpg', w1280: '/p/1-1280.jpg' };
    const lazy = renderToString(
      <ResponsiveImage
        sources={sources}
        alt="cam1"
        aspectRatio={4 / 3}
        sizes={tileImageSizes('grid')}
      />,
    );
    expect(lazy).toContain('srcSet="/p/1-320.jpg 320w, /p/1-640.jpg 640w, /p/1-1280.jpg 1280w"');
    expect(lazy).toContain('loading="lazy"');
    expect(lazy).toContain('decoding="async"');
    expect(lazy).toContain('alt="cam1"');
    expect(lazy).toContain('aspect-ratio:1.3333333333333333');
    // Lazy: its laid-out width, the media queries only where `auto` is not understood.
    expect(lazy).toContain(`sizes="auto, ${tileImageSizes('grid')}"`);
    const eager = renderToString(
      <ResponsiveImage sources={sources} alt="cam1" aspectRatio={1} sizes="100vw" eager />,
    );
    expect(eager).toContain('loading="eager"');
    expect(eager).toContain('fetchPriority="high"');
    // Eager: the queries alone (a picture loaded at once ignores `auto`), as its preload names them.
    expect(eager).toContain('sizes="100vw"');
  });
});
