import { expect } from 'vitest';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { trackingMachine } from './tracking.machine.ts';

/**
 * Model-based test of the tracker: every request the consent lets through goes out, once, with the
 * session the root started it with (issue 52 §3: it waits for nothing).
 */
const input = demoDomainInput('tracking');
const events = [
  { type: 'tracking.track', eventContext: 'feed', eventAction: 'like' },
  { type: 'tracking.profileVisit', actorName: 'Lana' },
] as const;

let sent: { tracking: unknown }[] = [];

defineModelSuite(trackingMachine(), {
  input,
  events,
  runner: {
    actions: {
      track: (_, params) => void sent.push(params as { tracking: unknown }),
      trackProfileVisit: (_, params) => void sent.push(params as { tracking: unknown }),
    },
  },
  beforePath: () => {
    sent = [];
  },
  invariants: (_snapshot, { route, path }) => {
    expect(sent, route).toHaveLength(path.steps.length);
    for (const { tracking } of sent)
      expect(tracking, route).toEqual({
        request: input.request,
        queryServiceUrl: input.config.queryServiceUrl,
        webToken: input.session.accessToken,
      });
  },
});
