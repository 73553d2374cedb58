import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoGuest, visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { demoView, stopDemoViews } from '../testing/demoEngineView.tsx';
import { SupportLink } from './SupportLink.tsx';

// Rendered on the server on the real app system (the demo engine): the link follows the page's
// language (the shell's route) and the guest the guest actor holds.

/** The support link's address on `path`, for `guest`. */
async function supportHref(path: string, guest = demoGuest) {
  const demo = await demoView({ guest });
  demo.engine.send('shell', { type: 'ui.routeChanged', path, search: '' });
  await demo.settle();
  const html = demo.render(<SupportLink />);
  const href = /href="([^"]+)"/.exec(html)?.[1]?.replaceAll('&amp;', '&');
  expect(html).toContain('target="_blank"');
  return new URL(href ?? 'about:blank');
}

beforeEach(() => initI18n('en'));
afterEach(stopDemoViews);

describe('SupportLink', () => {
  it("opens the help centre in the page's language (de, es, else en-us) with the guest's name", async () => {
    const name = demoGuest.name ?? '';
    expect(name).not.toBe('');
    const german = await supportHref('/de/');
    expect(german.pathname).toBe('/hc/de/requests/new');
    expect(german.searchParams.get('name')).toBe(name);
    expect((await supportHref('/es/')).pathname).toBe('/hc/es/requests/new');
    expect((await supportHref('/nl/')).pathname).toBe('/hc/en-us/requests/new');
    expect((await supportHref('/en/')).pathname).toBe('/hc/en-us/requests/new');
  });

  it('carries no name for a visitor', async () => {
    const url = await supportHref('/de/', visitorGuest);
    expect(url.pathname).toBe('/hc/de/requests/new');
    expect(url.searchParams.has('name')).toBe(false);
  });
});
