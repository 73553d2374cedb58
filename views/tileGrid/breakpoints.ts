import type { DisplayMode } from '../../machines/list/list.types.ts';

/** The grid's breakpoints (seed 001 §9): the widths at which each size starts. */
const GRID_BREAKPOINTS = { xs: 400, sm: 768, md: 992, lg: 1200, xl: 1368 } as const;

/**
 * Tiles per row by viewport width: the count changes at 1199, 991 and 767 (seed 001 §9). List
 * mode is one tile per row at every width.
 *
 * @example
 * columnsFor(1280, 'grid'); // 5
 * columnsFor(800, 'grid'); // 3
 */
export function columnsFor(width: number, display: DisplayMode): number {
  if (display === 'list') return 1;
  if (width > 1199) return 5;
  if (width > 991) return 4;
  if (width > 767) return 3;
  return 2;
}

/**
 * The `sizes` of a tile's picture, matching {@link columnsFor}: the browser picks w320, w640 or
 * w1280 for the slot the picture fills (the grid is at most xl wide).
 */
export function tileImageSizes(display: DisplayMode): string {
  if (display === 'list') return `(max-width: ${GRID_BREAKPOINTS.sm - 1}px) 40vw, 320px`;
  const slot = Math.ceil(GRID_BREAKPOINTS.xl / columnsFor(GRID_BREAKPOINTS.xl, 'grid'));
  return [
    `(max-width: ${GRID_BREAKPOINTS.sm - 1}px) 50vw`,
    `(max-width: ${GRID_BREAKPOINTS.md - 1}px) 33vw`,
    `(max-width: ${GRID_BREAKPOINTS.lg - 1}px) 25vw`,
    `(max-width: ${GRID_BREAKPOINTS.xl - 1}px) 20vw`,
    `${slot}px`,
  ].join(', ');
}

/**
 * The `sizes` of a cam tile's picture (views/cams/CamTileView.tsx), and of the preload that the
 * cams page's prerendered HTML names for its first tile (src/prerender/firstScreen.ts).
 */
export const CAM_TILE_SIZES = '(max-width: 767px) 50vw, (max-width: 1199px) 25vw, 20vw';

/** The `sizes` of the video station's jumbotron picture (views/videos/VideoPages.tsx): the page's width. */
export const JUMBOTRON_SIZES = '100vw';
