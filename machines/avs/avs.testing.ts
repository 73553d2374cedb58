import { demoConfig, demoGuest, visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import type { GuestState } from '../bootstrap/bootstrap.types.ts';
import type { AppReadyEvent } from '../shared/domainEvents.ts';

/** `app.ready` for the avs machine's tests: the demo guest with the given age-check status. */
export function readyWith(patch: Partial<GuestState> = {}, forceAvs = false): AppReadyEvent {
  const guest = { ...demoGuest, ...patch };
  return {
    type: 'app.ready',
    config: { ...demoConfig, forceAvs },
    session: { accessToken: 't', guestId: guest.id, expiresIn: 3600 },
    guest,
    request: { restBaseUrl: demoConfig.restBaseUrl, ver: 't', language: 'en', accessToken: 't' },
  };
}

export const visitorReady: AppReadyEvent = readyWith(visitorGuest);
