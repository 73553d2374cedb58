import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { initI18n } from '../../src/i18n/index.ts';
import { demoView, stopDemoViews } from '../testing/demoEngineView.tsx';
import { ReplayedApp } from './ReplayedApp.tsx';

// The replayed page must look as the guest's did: the frame (views/AppFrame.tsx) puts the cookie
// banner beside the boot screen and beside the app, once, as the live page does.

const BANNER = 'class="cookie-banner"';
const BOOT = 'data-testid="replayed-boot"';
const count = (markup: string, part: string) => markup.split(part).length - 1;
const noScroll = () => undefined;

function BootScreen() {
  return <main data-testid="replayed-boot">booting</main>;
}

beforeEach(() => initI18n('en'));
afterEach(stopDemoViews);

describe('the replayed app', () => {
  it('shows the boot screen with the cookie banner while the guest is not in', async () => {
    const demo = await demoView({ guest: 'never' });
    const markup = demo.render(
      <ReplayedApp BootScreen={BootScreen} scrollY={0} scrollTo={noScroll} />,
    );
    expect(count(markup, BOOT)).toBe(1);
    expect(count(markup, BANNER)).toBe(1);
  });

  it('shows the screens with the cookie banner once the guest is in', async () => {
    const demo = await demoView();
    const markup = demo.render(
      <ReplayedApp BootScreen={BootScreen} scrollY={0} scrollTo={noScroll} />,
    );
    expect(count(markup, BOOT)).toBe(0);
    expect(count(markup, BANNER)).toBe(1);
    expect(markup).toContain('<main');
  });
});
