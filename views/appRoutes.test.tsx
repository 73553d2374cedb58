import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { createMemoryRouter } from 'react-router';
import { initI18n } from '../src/i18n/index.ts';
import { buildPath, LANGUAGES, ROUTE_NAMES } from '../src/routes/index.ts';
import { appRouterInit, appRoutes } from './appRoutes.tsx';
import { demoView, stopDemoViews, type DemoView } from './testing/demoEngineView.tsx';
import { markupText as text } from './testing/markupText.ts';
import { appMemoryRouter, appRouterAt, AppScreensOf, routerSettled } from './memoryRouter.tsx';

// The app's routers hold the routes of the page's language and discover another language's on
// the first navigation to one of its paths (react-router's patchRoutesOnNavigation).

type Router = ReturnType<typeof createMemoryRouter>;

/** The languages whose table routes the router holds (the ids are `<lang>.<route>`). */
function heldLanguages(router: Router): string[] {
  const layout = router.routes.find((route) => route.id === 'layout');
  const languages = (layout?.children ?? []).flatMap(({ id = '' }) => {
    const [lang, name] = id.split('.');
    return lang && name ? [lang] : [];
  });
  return [...new Set(languages)].sort();
}

const shownRoute = (router: Router) => router.state.matches.at(-1)?.route;

async function go(router: Router, path: string): Promise<Router> {
  void router.navigate(path);
  return routerSettled(router);
}

let demo: DemoView;

beforeEach(async () => {
  initI18n('en');
  demo = await demoView();
});

afterEach(stopDemoViews);

/** The screens the router shows, the engine's shell moved to its location first. */
async function shown(router: Router): Promise<string> {
  const { pathname, search } = router.state.location;
  demo.engine.send('shell', { type: 'ui.routeChanged', path: pathname, search });
  await demo.settle();
  return text(demo.render(<AppScreensOf router={router} />));
}

describe('the routes a router starts with', () => {
  it('are one language’s: the page’s, English for `/` and unknown prefixes', () => {
    expect(heldLanguages(appMemoryRouter('/de/neue-girls/'))).toEqual(['de']);
    expect(heldLanguages(appMemoryRouter('/nl/'))).toEqual(['nl']);
    expect(heldLanguages(appMemoryRouter('/'))).toEqual(['en']);
    expect(heldLanguages(appMemoryRouter('/fr/x/'))).toEqual(['en']);
    const layout = appMemoryRouter('/es/').routes.find((route) => route.id === 'layout');
    // The table's routes of that language and the 404.
    expect(layout?.children).toHaveLength(ROUTE_NAMES.length + 1);
  });

  it('appRoutes gives the table of each language asked for, once', () => {
    const layout = appRoutes(LANGUAGES).find((route) => route.id === 'layout');
    expect(layout?.children).toHaveLength(LANGUAGES.length * ROUTE_NAMES.length + 1);
  });
});

describe('a navigation to another language', () => {
  it('discovers its routes and shows its screen: a link, a switch, back', async () => {
    const router = await appRouterAt('/de/neue-girls/');
    expect(shownRoute(router)?.id).toBe('de.newGirls');

    await go(router, '/en/new-girls/');
    expect(shownRoute(router)?.id).toBe('en.newGirls');
    expect(heldLanguages(router)).toEqual(['de', 'en']);

    // A route with a parameter of a language not yet held.
    await go(router, buildPath('actorProfile', 'es', { actorName: 'lisa' }));
    expect(shownRoute(router)?.id).toBe('es.actorProfile');
    expect(router.state.matches.at(-1)?.params).toEqual({ actorName: 'lisa' });

    void router.navigate(-2);
    await routerSettled(router);
    expect(router.state.location.pathname).toBe('/de/neue-girls/');
    expect(shownRoute(router)?.id).toBe('de.newGirls');
    expect(heldLanguages(router)).toEqual(['de', 'en', 'es']);
    expect(router.state.errors).toBeNull();
  });

  it('shows that language’s 404 for a path none of its routes matches', async () => {
    const router = await appRouterAt('/de/');
    await go(router, '/nl/bestaat-niet/');
    expect(shownRoute(router)?.path).toBe('*');
    expect(heldLanguages(router)).toEqual(['de', 'nl']);
    expect(await shown(router)).toContain('Pagina niet gevonden');
    // A known route of that language is found afterwards without a second discovery.
    await go(router, '/nl/nieuwe-meiden/');
    expect(shownRoute(router)?.id).toBe('nl.newGirls');
  });

  it('leaves an unknown language to the 404 and the held routes as they were', async () => {
    const router = await appRouterAt('/en/');
    await go(router, '/fr/cams/');
    expect(shownRoute(router)?.path).toBe('*');
    expect(heldLanguages(router)).toEqual(['en']);
    expect(await shown(router)).toContain('Page not found');
  });
});

describe("a language's routes patched in", () => {
  it('not for an aborted navigation, so that the next path of that language gets them', async () => {
    const { patchRoutesOnNavigation } = appRouterInit('/en/');
    const patched: string[] = [];
    const discover = (signal: AbortSignal) =>
      patchRoutesOnNavigation({
        path: '/de/',
        matches: [],
        fetcherKey: undefined,
        signal,
        patch: (_parent, routes) => patched.push(...routes.map((route) => route.id ?? '')),
      });
    const aborted = new AbortController();
    aborted.abort();
    await discover(aborted.signal);
    expect(patched).toEqual([]);
    await discover(new AbortController().signal);
    expect(patched.length).toBeGreaterThan(0);
    expect(patched.every((id) => id.startsWith('de.'))).toBe(true);
  });
});
