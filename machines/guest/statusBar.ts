/**
 * The status bar types of seed 000 §3, pushed by `statusBar` and dismissed with `removeStatusBar`.
 * The one source of the list: the frame decoder (services/realtime/frames.ts) validates against it.
 */
export const STATUS_BAR_TYPES = [
  'noavs',
  'automaticrecharge',
  'avsstatus',
  'avsaccepted',
  'mailnotverified',
  'mailwelcomelink',
  'welcomebackuser',
  'error',
  'cancelationoffer',
  'cancelationoffererror',
  'monthlybonusnotif',
  'notfoundredirect',
] as const;
export type StatusBarType = (typeof STATUS_BAR_TYPES)[number];

/** One shown status bar: its type and the data the platform sent with it. */
export interface StatusBarItem {
  statusBarType: StatusBarType;
  data: unknown;
}

/** A new push of a shown type replaces it in place; others are added at the end. */
export function withStatusBar(
  items: readonly StatusBarItem[],
  item: StatusBarItem,
): StatusBarItem[] {
  const index = items.findIndex((shown) => shown.statusBarType === item.statusBarType);
  if (index === -1) return [...items, item];
  return items.map((shown, i) => (i === index ? item : shown));
}

export function withoutStatusBar(
  items: readonly StatusBarItem[],
  statusBarType: StatusBarType,
): StatusBarItem[] {
  return items.filter((shown) => shown.statusBarType !== statusBarType);
}
