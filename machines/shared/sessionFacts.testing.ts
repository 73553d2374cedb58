import { demoConfig, demoGuest } from '../../src/engine/testing/demoGuestStates.ts';
import type { GuestState } from './session.types.ts';
import type { DomainInput, SessionFacts } from './domainEvents.ts';

/**
 * Bootstrap's facts for a machine's tests (the demo guest, or `guest` patched in): what the root
 * spawns a domain with (issue 52 §3).
 */
export function demoSessionFacts(guest: Partial<GuestState> = {}): SessionFacts {
  const who = { ...demoGuest, ...guest };
  return {
    config: demoConfig,
    session: { accessToken: 't', guestId: who.id, expiresIn: 3600 },
    guest: who,
    request: { restBaseUrl: demoConfig.restBaseUrl, ver: 't', language: 'en', accessToken: 't' },
  };
}

/** A domain's spawn input in its tests: its system id and the demo session. */
export const demoDomainInput = (owner: string, guest: Partial<GuestState> = {}): DomainInput => ({
  owner,
  ...demoSessionFacts(guest),
});

/** The root's `bootstrap.guestReady` with the demo session, for the root's own tests. */
export const demoGuestReady = (guest: Partial<GuestState> = {}) => ({
  type: 'bootstrap.guestReady' as const,
  ...demoSessionFacts(guest),
});
