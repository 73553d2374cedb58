import type { LogRecord } from '../log/records.ts';

/** What the guest's screen was at a record: its width (if known) and scroll position. */
export interface GuestViewport {
  width: number | null;
  scrollY: number;
}

/**
 * The last viewport width and scroll position recorded before `position` (the env records of
 * the viewport source), scanning back from there.
 *
 * @example
 * viewportAt(log.records, 120); // { width: 375, scrollY: 640 }
 */
export function viewportAt(records: readonly LogRecord[], position: number): GuestViewport {
  let width: number | null = null;
  let scrollY: number | null = null;
  for (let index = Math.min(position, records.length) - 1; index >= 0; index--) {
    const record = records[index];
    if (record?.kind !== 'env' || record.to !== 'shell') continue;
    const event = record.event as { type: string; width?: unknown; y?: unknown };
    if (width === null && event.type === 'env.viewportResized' && typeof event.width === 'number')
      width = event.width;
    if (scrollY === null && event.type === 'env.scrolled' && typeof event.y === 'number')
      scrollY = event.y;
    if (width !== null && scrollY !== null) break;
  }
  return { width, scrollY: scrollY ?? 0 };
}
