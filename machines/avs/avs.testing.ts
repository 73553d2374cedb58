import { visitorGuest } from '../../src/engine/testing/demoGuestStates.ts';
import type { GuestState } from '../shared/session.types.ts';
import type { DomainInput } from '../shared/domainEvents.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';

/**
 * The avs machine's input in its tests (what the root starts it with, issue 52 §3): the demo
 * session with the guest patched (her age-check status, say) and the configuration's forced check.
 */
export function avsInput(patch: Partial<GuestState> = {}, forceAvs = false): DomainInput {
  const input = demoDomainInput('avs', patch);
  return { ...input, config: { ...input.config, forceAvs } };
}

export const visitorInput: DomainInput = avsInput(visitorGuest);
