import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CamTileSkeleton } from '../cams/CamTileSkeleton.tsx';
import { AlbumTileSkeleton } from '../videos/TileSkeletons.tsx';
import { SkeletonTileGrid } from './ProfileSkeleton.tsx';

/** The rows of a rendered skeleton and the tiles in each. */
function rowsOf(markup: string): number[] {
  const rows = markup.split('class="tile-grid-row"').slice(1);
  return rows.map((row) => row.split('class="tile-grid-tile"').length - 1);
}

describe("a tile grid's room of skeleton tiles", () => {
  it('puts the tiles in rows of the grid’s columns, the last one short', () => {
    const markup = renderToStaticMarkup(
      <SkeletonTileGrid tile={AlbumTileSkeleton} count={7} columns={5} />,
    );
    expect(rowsOf(markup)).toEqual([5, 2]);
    expect(markup).toContain('grid-template-columns:repeat(5, minmax(0, 1fr))');
    // Each tile has the album tile's classes, which give it the tile's height.
    expect(markup.split('class="video-tile album-tile"').length - 1).toBe(7);
  });

  it('puts a slider’s tiles in one row that scrolls sideways, as the grid does', () => {
    const markup = renderToStaticMarkup(
      <SkeletonTileGrid tile={CamTileSkeleton} count={5} columns={2} slider />,
    );
    expect(rowsOf(markup)).toEqual([5]);
    expect(markup).toContain('tile-grid-slider');
    expect(markup).not.toContain('grid-template-columns');
    expect(markup.split('class="cam-tile-frame"').length - 1).toBe(5);
  });

  it('shows the empty line for no tiles, and the footer’s button when there are more', () => {
    const empty = renderToStaticMarkup(
      <SkeletonTileGrid tile={AlbumTileSkeleton} count={0} columns={2} emptyText="No albums" />,
    );
    expect(rowsOf(empty)).toEqual([]);
    expect(empty).toContain('<p class="inline-box">No albums</p>');
    const more = renderToStaticMarkup(
      <SkeletonTileGrid
        tile={AlbumTileSkeleton}
        count={12}
        columns={4}
        emptyText="No albums"
        loadMoreText="Load more"
      />,
    );
    expect(rowsOf(more)).toEqual([4, 4, 4]);
    expect(more).not.toContain('No albums');
    expect(more).toContain('tile-grid-footer');
  });

  it('is hidden from assistive technology and inert (its region says it is busy)', () => {
    const markup = renderToStaticMarkup(
      <SkeletonTileGrid tile={CamTileSkeleton} count={2} columns={2} />,
    );
    expect(markup).toMatch(/^<div class="tile-grid tile-grid-grid" aria-hidden="true" inert=""/);
  });
});
