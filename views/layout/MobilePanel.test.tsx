import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { GuestState } from '../../machines/shared/session.types.ts';
import { demoEventsList } from '../../machines/rewards/fixtures.testing.ts';
import type { EventsList } from '../../machines/rewards/rewards.types.ts';
import { rewardsFeature } from '../../src/engine/features/rewards.ts';
import { demoGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { MemoryRouter } from 'react-router';
import { demoView, lazyPatched, stopDemoViews } from '../testing/demoEngineView.tsx';
import { markupText as text } from '../testing/markupText.ts';
import { loadAhead } from '../hooks/useOnDemand.ts';
import { loadRewardsMenus } from '../rewards/LayoutSlots.tsx';
import { MobilePanel } from './MobilePanel.tsx';

// Rendered on the server (no DOM here, effects do not run): what the phone's "my area" menu
// shows for each state of the rewards actor's events list, on the real app system (the demo
// engine). Its opening asks for the list (an effect, sent here as the view would): the e2e test
// checks that against the simulator.

type Answer = EventsList | Error | 'hang';

/** The open "my area" menu on a phone, with the rewards list answered by `answer` once asked. */
async function renderMyArea(answer: Answer | null, guest: GuestState = demoGuest) {
  const demo = await demoView({
    guest,
    services: lazyPatched(rewardsFeature, (services) => ({
      ...services,
      loadEvents: async () => {
        if (answer === 'hang') return new Promise<EventsList>(() => {});
        if (answer === null || answer instanceof Error) throw answer ?? new Error('no answer');
        return answer;
      },
    })),
  });
  demo.engine.send('shell', { type: 'env.viewportResized', width: 390 });
  demo.engine.send('shell', { type: 'ui.menuToggled', menu: 'myArea' });
  if (answer !== null) demo.engine.send('rewards', { type: 'ui.menuOpened' });
  await demo.settle();
  const html = demo.render(
    <MemoryRouter initialEntries={['/en/']}>
      <MobilePanel />
    </MemoryRouter>,
  );
  return { html, text: text(html) };
}

beforeEach(async () => {
  initI18n('en');
  // The events group loads with the rewards domain, in an effect the server render skips.
  await loadAhead(loadRewardsMenus);
});

afterEach(stopDemoViews);

describe("the phone's my-area menu", () => {
  it("lists today's events as the desktop Rewards menu does: running ones linked with their last day, coming ones dated, ended ones left out", async () => {
    const { html, text } = await renderMyArea(demoEventsList);
    // The guest's own pages stay.
    expect(html).toContain('href="/en/daily-bonus/"');
    expect(html).toMatch(/<section aria-labelledby="[^"]+" class="menu-panel-group"><h3 /);
    expect(text).toContain('Events');
    expect(html).toMatch(/href="\/en\/events\/halloween\/"[^>]*>Halloween<\/a>/);
    expect(text).toMatch(/Halloween until November 29/);
    // The coming events: text with their first day, under a subtitle one level below "Events".
    expect(html).toMatch(/<h4 class="rewards-menu-subtitle">Coming soon<\/h4>/);
    expect(text).toMatch(/Winter wonderland from November 28/);
    expect(text).toMatch(/New Year countdown from December 23/);
    expect(html).not.toMatch(/<a[^>]*>Winter wonderland/);
    // Ended, and no fixed list of every event page any more.
    expect(text).not.toContain('Summer splash');
    expect(html).not.toContain('href="/en/events/venus-attacks/"');
  });

  it('says the events are loading while the list is on its way, and before it is asked for', async () => {
    for (const answer of ['hang', null] as const) {
      const { html, text } = await renderMyArea(answer);
      expect(html).toMatch(/role="status" aria-busy="true"/);
      expect(text).toContain('Loading');
      expect(html).toContain('href="/en/daily-bonus/"');
    }
  });

  it('says a failed list could not be loaded and offers a retry, my pages kept', async () => {
    const { html, text } = await renderMyArea(new Error('http_503'));
    expect(html).toContain('role="alert"');
    expect(text).toContain('The events could not be loaded.');
    expect(text).toContain('Try again');
    expect(html).toContain('href="/en/daily-bonus/"');
  });

  it('tells a locked guest that no events run', async () => {
    const { html, text } = await renderMyArea(demoEventsList, { ...demoGuest, isLocked: true });
    expect(text).toContain('No events are running right now.');
    expect(html).not.toContain('aria-busy');
    expect(html).not.toContain('href="/en/events/halloween/"');
  });
});
