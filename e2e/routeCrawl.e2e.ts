import { buildPath, ROUTE_NAMES, ROUTES, type RouteName } from '../src/routes/index.ts';
import { test } from './fixtures.ts';
import { RouteCrawl } from './models/RouteCrawl.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';

/**
 * Real arguments of the simulator's catalogue for every parameter of the route table: LanaLove,
 * her first video and album, the Morning Talk series and its first episode, contest 41.
 */
const EXAMPLES: Record<string, string> = {
  categorySlug: 'blonde',
  searchPattern: 'lana',
  searchCategory: 'actors',
  actorName: 'lanalove',
  videoId: '5101',
  tagGroup: 'solo',
  albumId: '6201',
  series: 'morning-talk',
  key: 'morning-talk',
  formatKey: 'morning-talk',
  slug: 'morning-talk-episode-1',
  contestId: '41',
  blogCategory: 'news',
  year: String(new Date().getUTCFullYear()),
};
/** The TV video page's id is the episode's, not a catalogue video's. */
const TV_VIDEO = '700022';

/** The English path of a route with the example arguments. */
function examplePath(name: RouteName): string {
  const build = buildPath as (route: RouteName, lang: string, params: object) => string;
  const params = [...ROUTES[name].matchAll(/:(\w+)/g)].map((found) => found[1] ?? '');
  const value = (param: string) =>
    name === 'tvVideo' && param === 'videoId' ? TV_VIDEO : (EXAMPLES[param] ?? '');
  return build(name, 'en', Object.fromEntries(params.map((param) => [param, value(param)])));
}

/**
 * Every route of the table at desktop width, one after the other in one booted page: each a real
 * screen (no placeholder, not-found or error screen) with no serious or critical axe violation.
 * The start page is checked whole; the other screens in their main region (the shell around it
 * is the same).
 */
test('the route crawl (issue 22): every route shows a real, accessible screen', async ({
  page,
  request,
}) => {
  // About 1 s a route on a loaded two-core machine (load 11: 2–3 s on the tile grids).
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  // A logged-in guest of her own (a copy of demo), so the personal pages show their content.
  await new ShellPage(page).loginAs(await guestCopyOf(request, 'demo'), '/en/');
  const crawl = new RouteCrawl(page);
  for (const name of ROUTE_NAMES) {
    const path = examplePath(name);
    await crawl.visit(path);
    await crawl.expectRealScreen(`${name} ${path}`);
    await crawl.expectAccessible(name === 'home' ? undefined : 'main');
  }
});
