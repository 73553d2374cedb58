import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { demoGuest } from '../../src/engine/testing/demoGuestStates.ts';
import type { GuestState } from '../../machines/shared/session.types.ts';
import { initI18n } from '../../src/i18n/index.ts';
import { demoView, stopDemoViews } from '../testing/demoEngineView.tsx';
import { AvsGate } from './AvsGate.tsx';
import { StatusBar } from './StatusBar.tsx';

const MEDIA = 'https://media.test/teaser-avs-required.jpg';

/**
 * Renders on the real app system (the demo engine) for the given guest (null: her load has not
 * answered), after the pushes the platform sent (on the server: no effects run).
 */
async function render(node: React.ReactNode, guest: GuestState | null, pushes: object[] = []) {
  const demo = await demoView({ guest: guest ?? 'never' });
  for (const event of pushes) await demo.pushed(event as { type: string });
  return demo.render(node);
}

afterEach(stopDemoViews);

const teaser = (
  <AvsGate>
    <img src={MEDIA} alt="Teaser" />
  </AvsGate>
);

describe('AvsGate', () => {
  beforeAll(() => {
    initI18n('en');
  });

  it('never names the media URL before the guest is known', async () => {
    const html = await render(teaser, null);
    expect(html).not.toContain(MEDIA);
    expect(html).toContain('Checking access');
  });

  it.each(['unknown', 'pending', 'rejected'] as const)(
    'never names the media URL while the age check is %s',
    async (avsStatus) => {
      const html = await render(teaser, { ...demoGuest, avsStatus });
      expect(html).not.toContain(MEDIA);
      expect(html).toContain('This content is for verified adults only.');
    },
  );

  it('keeps a visitor out too, whatever the loaded state says', async () => {
    const html = await render(teaser, { ...demoGuest, isLoggedIn: false, avsStatus: 'accepted' });
    expect(html).not.toContain(MEDIA);
  });

  it('renders the media once the check is accepted, and hides it again on a revocation', async () => {
    expect(await render(teaser, { ...demoGuest, avsStatus: 'accepted' })).toContain(MEDIA);
    expect(
      await render(teaser, { ...demoGuest, avsStatus: 'pending' }, [{ type: 'push.avsSet' }]),
    ).toContain(MEDIA);
    expect(
      await render(teaser, { ...demoGuest, avsStatus: 'accepted' }, [{ type: 'push.avsRevoked' }]),
    ).not.toContain(MEDIA);
  });
});

describe('StatusBar', () => {
  beforeAll(() => {
    initI18n('en');
  });

  it('shows the age-check notices: pending, and rejected with the platform message', async () => {
    expect(await render(<StatusBar />, { ...demoGuest, avsStatus: 'pending' })).toContain(
      'Your age verification is being checked.',
    );
    const rejected = await render(<StatusBar />, {
      ...demoGuest,
      avsStatus: 'rejected',
      avsRejectMessage: 'The photo is blurred.',
    });
    expect(rejected).toContain('Your age verification was not accepted.');
    expect(rejected).toContain('The photo is blurred.');
    expect(await render(<StatusBar />, demoGuest)).toBe('');
  });
});
