/**
 * How the site writes a span of whole seconds: the three clocks of seed 000 and 001. Display
 * only: machines keep ends and starts, views count (decision 0002) and write them with these.
 */
const two = (n: number) => String(n).padStart(2, '0');
const parts = (seconds: number) => {
  const total = Math.max(0, Math.floor(seconds));
  return { h: Math.floor(total / 3600), m: Math.floor((total % 3600) / 60), s: total % 60 };
};

/** An offer's countdown: `mm:ss`, or `h:mm:ss` from an hour on (incentives, boxes, messenger). */
export function countdownText(seconds: number): string {
  const { h, m, s } = parts(seconds);
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}

/** The daily bonus's countdown to the day's end: always `hh:mm:ss`, hours not wrapped. */
export function dayCountdownText(seconds: number): string {
  const { h, m, s } = parts(seconds);
  return `${two(h)}:${two(m)}:${two(s)}`;
}

/** A chat's running time or free time left: `m:ss`, hours as `h:mm:ss`. */
export function runningTimeText(seconds: number): string {
  const { h, m, s } = parts(seconds);
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}
