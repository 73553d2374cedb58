import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ShellUiEvent } from '../../machines/shell/shell.events.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { demoView, stopDemoViews } from '../testing/demoEngineView.tsx';
import { MobilePanel } from './MobilePanel.tsx';
import { SUBMENU_ROUTES } from './PhoneNavLinks.tsx';

// Rendered on the server on the real app system (the demo engine): the phone's navigation menu
// for what the shell says is open. The e2e shell test clicks the same buttons in a browser.

async function renderNavigation(...events: ShellUiEvent[]) {
  const demo = await demoView({});
  demo.engine.send('shell', { type: 'env.viewportResized', width: 390 });
  demo.engine.send('shell', { type: 'ui.menuToggled', menu: 'navigation' });
  for (const event of events) demo.engine.send('shell', event);
  await demo.settle();
  return demo.render(
    <MemoryRouter initialEntries={['/en/']}>
      <MobilePanel />
    </MemoryRouter>,
  );
}

/** The submenu's buttons in the markup: name and whether each is expanded. */
const toggles = (html: string) =>
  [...html.matchAll(/aria-expanded="(true|false)"[^>]*>.*?<span class="sr-only">([^<]+)</g)].map(
    ([, expanded, name]) => `${name}: ${expanded}`,
  );

beforeEach(() => initI18n('en'));
afterEach(stopDemoViews);

describe("the phone's navigation menu (seed 000 §2: submenus)", () => {
  it('lists every main section, with a closed submenu button beside videos, TV and contests', async () => {
    const html = await renderNavigation();
    expect(html).toContain('href="/en/cams/"');
    expect(html).toContain('href="/en/blog/"');
    expect(toggles(html)).toEqual([
      'More in Videos: false',
      'More in TV: false',
      'More in Contests: false',
    ]);
    expect(html).not.toContain('aria-controls="submenu-');
    expect(html).not.toContain('href="/en/videos/stars/"');
  });

  it('shows the open submenu with its areas, its button expanded and naming it', async () => {
    const html = await renderNavigation({ type: 'ui.submenuToggled', submenu: 'videos' });
    expect(toggles(html)).toEqual([
      'More in Videos: true',
      'More in TV: false',
      'More in Contests: false',
    ]);
    expect(html).toContain('aria-controls="submenu-videos"');
    const submenu = html.slice(html.indexOf('id="submenu-videos"'));
    const hrefs = [...submenu.slice(0, submenu.indexOf('</ul>')).matchAll(/href="([^"]+)"/g)];
    expect(hrefs).toHaveLength(SUBMENU_ROUTES.videos.length);
    expect(hrefs.map(([, href]) => href)).toContain('/en/videos/stars/');
    expect(hrefs.map(([, href]) => href)).toContain('/en/daily-deals/');
  });

  it('keeps one submenu open: another one replaces it', async () => {
    const html = await renderNavigation(
      { type: 'ui.submenuToggled', submenu: 'videos' },
      { type: 'ui.submenuToggled', submenu: 'contests' },
    );
    expect(toggles(html)).toEqual([
      'More in Videos: false',
      'More in TV: false',
      'More in Contests: true',
    ]);
    expect(html).not.toContain('id="submenu-videos"');
    expect(html).toContain('id="submenu-contests"');
  });
});
