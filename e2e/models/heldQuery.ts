import type { Page } from '@playwright/test';
import type { HeldRoute } from './heldRoute.ts';

/**
 * Holds the page's GraphQL requests for the operation `name` (the query service's POST whose
 * document says `query <name>(`) until `release`; every other request goes on as it would. A
 * list whose reply is held stays loading meanwhile.
 */
export async function holdQuery(page: Page, name: string): Promise<HeldRoute> {
  let release = () => {};
  let requested = false;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route, request) => {
    const body = request.method() === 'POST' ? (request.postData() ?? '') : '';
    if (!body.includes(`query ${name}(`)) return route.fallback();
    requested = true;
    await released;
    await route.fallback();
  });
  return { release, requested: () => requested };
}
