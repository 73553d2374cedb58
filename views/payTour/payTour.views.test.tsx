import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { demoConfig, demoGuest, visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import type { GuestState } from '../../machines/shared/session.types.ts';
import type { AppServices } from '../../src/engine/system.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { demoView, stopDemoViews } from '../testing/demoEngineView.tsx';
import { lazyServices, type LazyFeature } from '../../src/engine/domains/feature.ts';
import { payTourFeature } from '../../src/engine/features/payTour.ts';
import { demoLazyServices } from '../../src/engine/testing/demo/index.ts';
import { LOADER_TIMING, PayLoader, loaderCycle } from './PayLoader.tsx';
import { VipClubPage } from './VipClubPage.tsx';

/**
 * The VIP club page on the real app system (the demo engine) for the guest, after the guest's
 * events to the pay tour; the checkout link is asked for but never comes (the page prepares it).
 */
async function club(
  guest: GuestState,
  events: AnyEventObject[] = [],
  services: (demo: AppServices) => AppServices = (demo) => demo,
) {
  const demo = await demoView({
    guest,
    services: (base) => ({
      ...services(base),
      lazy: lazyServices(<T,>(feature: LazyFeature<T>): T =>
        (feature as LazyFeature<unknown>) === payTourFeature
          ? ({ ...demoLazyServices(payTourFeature), payTourCheckout: () => () => {} } as T)
          : demoLazyServices(feature),
      ),
    }),
  });
  // The VIP club's route starts the pay tour (a lazy domain), as entering the page does.
  demo.engine.send('app', { type: 'ui.routeChanged', path: '/en/vipclub/', search: '' });
  for (let i = 0; i < 500 && !demo.engine.get('payTour'); i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  await demo.settle();
  for (const event of events) demo.engine.send('payTour', event as never);
  await demo.settle();
  return { demo, html: demo.render(<VipClubPage />) };
}

afterEach(stopDemoViews);

beforeAll(() => {
  initI18n('en');
});

describe('VipClubPage', () => {
  it('offers a visitor the get-VIP action, saying login comes first; no checkout link', async () => {
    const { html } = await club(visitorGuest);
    expect(html).toContain('<h1 id="vip-club-title">VIP club</h1>');
    expect(html).toContain('Become a VIP');
    expect(html).toContain('the VIP offer opens by itself afterwards');
    expect(html).not.toContain('secure checkout page');
  });

  it('offers a logged-in guest the VIP flow and the hosted checkout page', async () => {
    const { html } = await club({ ...demoGuest, isVip: false });
    expect(html).toContain('Become a VIP');
    expect(html).toContain('Pay on the secure checkout page');
    expect(html).toContain('9,99 € a month');
  });

  it('says the checkout page is being prepared while the link is asked for', async () => {
    const { html } = await club({ ...demoGuest, isVip: false }, [
      { type: 'payTour.checkout', flow: 'vipabo' },
    ]);
    expect(html).toContain('role="status"');
    expect(html).toContain('Preparing the secure checkout page');
    expect(html).toMatch(/<button[^>]*disabled=""[^>]*aria-busy="true"/);
  });

  it('shows a VIP nothing to buy', async () => {
    const { html } = await club({ ...demoGuest, isVip: true });
    expect(html).toContain('You are a VIP member');
    expect(html).not.toContain('Become a VIP');
  });

  it('tells a visitor when login is disabled and the get-VIP action was refused', async () => {
    const { demo, html } = await club(visitorGuest, [{ type: 'ui.getVipRequested' }], (base) => ({
      ...base,
      loadConfig: () => Promise.resolve({ ...demoConfig, loginEnabled: false }),
    }));
    expect(html).toContain('Logging in is not possible at the moment.');
    const payTour = demo.engine.get('payTour')?.getSnapshot() as AnyMachineSnapshot | undefined;
    expect(payTour?.hasTag('open')).toBe(false);
  });
});

describe('PayLoader', () => {
  it('animates 1400 ms then pauses 500 ms: the cycle it sets and the keyframes agree', () => {
    expect(LOADER_TIMING).toEqual({ animationMs: 1400, pauseMs: 500 });
    const { cycleMs, movingUntil } = loaderCycle();
    expect(cycleMs).toBe(1900);
    const html = renderToString(<PayLoader label="Loading" />);
    expect(html).toContain(`--pay-loader-cycle:${cycleMs}ms`);
    const css = readFileSync(join(import.meta.dirname, 'payTour.css'), 'utf8');
    // Both animations stop moving where the 1400 ms end in the cycle, and stay until 100 %.
    expect(css.match(new RegExp(`${movingUntil.replace('.', '\\.')},\\s*100%`, 'g'))).toHaveLength(
      2,
    );
  });

  it('draws or pulses, with an optional reload button and overlay', () => {
    const drawn = renderToString(
      <PayLoader label="x" variant="draw" overlay={false} onReload={() => {}} />,
    );
    expect(drawn).toContain('pay-loader-draw');
    expect(drawn).not.toContain('pay-loader-overlay');
    expect(drawn).toContain('Reload page');
    const pulsing = renderToString(<PayLoader label="x" />);
    expect(pulsing).toContain('pay-loader-pulse');
    expect(pulsing).toContain('pay-loader-overlay');
    expect(pulsing).not.toContain('Reload page');
  });
});
