import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { createActor, fromPromise, type AnyActorRef } from 'xstate';
import { demoGuest } from '../../src/engine/testing/demoGuestStates.ts';
import { avsMachine } from '../../machines/avs/avs.machine.ts';
import { readyWith } from '../../machines/avs/avs.testing.ts';
import { guestMachine } from '../../machines/guest/guest.machine.ts';
import type { GuestState } from '../../machines/bootstrap/bootstrap.types.ts';
import { EngineProvider, type EngineHandle } from '../../src/engine/react.tsx';
import { initI18n } from '../../src/i18n/index.ts';
import { AvsGate } from './AvsGate.tsx';
import { StatusBar } from './StatusBar.tsx';

const MEDIA = 'https://media.test/teaser-avs-required.jpg';

/** Renders with real guest and avs actors in the given state (on the server: no effects run). */
function render(node: React.ReactNode, guest: GuestState | null, avsEvents: object[] = []) {
  const guestActor = createActor(
    guestMachine.provide({
      actors: { readAccountCookie: fromPromise(async () => false) },
      actions: { announceLocked: () => {} },
    }),
  ).start();
  const request = readyWith().request;
  if (guest) guestActor.send({ type: 'guest.loaded', guest, request });
  const avsActor = createActor(avsMachine.provide({ actions: { reloadPage: () => {} } })).start();
  if (guest) avsActor.send(readyWith(guest));
  for (const event of avsEvents) avsActor.send(event as never);
  const bootstrap = {
    getSnapshot: () => ({ context: { config: { loginEnabled: true } } }),
    subscribe: () => ({ unsubscribe: () => undefined }),
  } as unknown as AnyActorRef;
  const actors: Record<string, AnyActorRef> = {
    guest: guestActor,
    avs: avsActor,
    bootstrap,
  };
  const engine: EngineHandle = { send: () => undefined, get: (id) => actors[id] };
  return renderToString(<EngineProvider engine={engine}>{node}</EngineProvider>);
}

const teaser = (
  <AvsGate>
    <img src={MEDIA} alt="Teaser" />
  </AvsGate>
);

describe('AvsGate', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('never names the media URL before the guest is known', () => {
    const html = render(teaser, null);
    expect(html).not.toContain(MEDIA);
    expect(html).toContain('Checking access');
  });

  it.each(['unknown', 'pending', 'rejected'] as const)(
    'never names the media URL while the age check is %s',
    (avsStatus) => {
      const html = render(teaser, { ...demoGuest, avsStatus });
      expect(html).not.toContain(MEDIA);
      expect(html).toContain('This content is for verified adults only.');
    },
  );

  it('keeps a visitor out too, whatever the loaded state says', () => {
    const html = render(teaser, { ...demoGuest, isLoggedIn: false, avsStatus: 'accepted' });
    expect(html).not.toContain(MEDIA);
  });

  it('renders the media once the check is accepted, and hides it again on a revocation', () => {
    expect(render(teaser, { ...demoGuest, avsStatus: 'accepted' })).toContain(MEDIA);
    expect(
      render(teaser, { ...demoGuest, avsStatus: 'pending' }, [{ type: 'push.avsSet' }]),
    ).toContain(MEDIA);
    expect(
      render(teaser, { ...demoGuest, avsStatus: 'accepted' }, [{ type: 'push.avsRevoked' }]),
    ).not.toContain(MEDIA);
  });
});

describe('StatusBar', () => {
  beforeAll(async () => {
    await initI18n('en');
  });

  it('shows the age-check notices: pending, and rejected with the platform message', () => {
    expect(render(<StatusBar />, { ...demoGuest, avsStatus: 'pending' })).toContain(
      'Your age verification is being checked.',
    );
    const rejected = render(<StatusBar />, {
      ...demoGuest,
      avsStatus: 'rejected',
      avsRejectMessage: 'The photo is blurred.',
    });
    expect(rejected).toContain('Your age verification was not accepted.');
    expect(rejected).toContain('The photo is blurred.');
    expect(render(<StatusBar />, demoGuest)).toBe('');
  });
});
