import type { Page } from '@playwright/test';

/** A request held back until `release` (a slow reply), and whether the page made it at all. */
export interface HeldRoute {
  release(): void;
  /**
   * Whether the page asked through this hold: a renamed chunk or address would not match, and a
   * test that relies on the hold must fail then, not pass without it.
   */
  requested(): boolean;
}

/** Holds every request to `url` until `release` is called; then each goes on as it would. */
export async function holdRoute(page: Page, url: RegExp): Promise<HeldRoute> {
  let release = () => {};
  let requested = false;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    requested = true;
    await released;
    await route.fallback();
  });
  return { release, requested: () => requested };
}
