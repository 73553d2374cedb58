import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../../src/i18n/index.ts';
import { appRoutes } from '../appRoutes.tsx';
import { demoView, stopDemoViews, type DemoView } from '../testing/demoEngineView.tsx';
import { markupText as text } from '../testing/markupText.ts';
import { routerSettled } from '../memoryRouter.tsx';
import { RouteErrorPage } from './ShellError.tsx';

// Server rendered (no DOM): the router's state after a navigation that failed in the router, and
// what the layout route's error view shows for it.

let demo: DemoView;

beforeEach(async () => {
  initI18n('en');
  demo = await demoView();
});

afterEach(stopDemoViews);

describe('a navigation that fails in the router (seed 000 §8)', () => {
  it('shows the error view with a reload and the report button, not the router’s own page', async () => {
    const router = await routerSettled(
      createMemoryRouter(
        [
          {
            id: 'layout',
            ErrorBoundary: RouteErrorPage,
            children: [
              {
                path: '/en/broken/',
                lazy: () => Promise.reject(new TypeError('Failed to fetch a module')),
              },
            ],
          },
        ],
        { initialEntries: ['/en/broken/'] },
      ),
    );
    expect(router.state.errors).toEqual({ layout: new TypeError('Failed to fetch a module') });
    const shown = text(demo.render(<RouterProvider router={router} />));
    expect(shown).toContain('Something went wrong');
    expect(shown).toContain('Reload');
    expect(shown).toContain('Report a problem');
    expect(shown).not.toContain('Unexpected Application Error');
  });

  it('the app’s layout route has that error view', () => {
    expect(appRoutes(['en']).find((route) => route.id === 'layout')?.ErrorBoundary).toBe(
      RouteErrorPage,
    );
  });
});
