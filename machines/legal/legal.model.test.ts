import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { toldOf } from '../app/routeTold.testing.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { legalMachine, type LegalEvent } from './legal.machine.ts';
import { selectLegalStatus, selectLegalText } from './legal.selectors.ts';
import type { LegalText } from './legal.types.ts';

/** Model-based test of the legal texts: every transition, on the real machine. */
const events: LegalEvent[] = [
  // The root's route events: the terms want their texts; leaving asks nothing.
  toldOf('legal', '/en/terms-of-service/').entered,
  toldOf('legal', '/en/terms-of-service/').left,
  { type: 'ui.retry' },
];
const text = (id: number, type: LegalText['type']): LegalText => ({
  id,
  type,
  title: type,
  version: '1',
  validFrom: '2026-01-01',
  sections: [],
  downloadUrl: `/rest/v1/asset/legal-text/download/${id}`,
});
const texts = [text(1, 'GTC'), text(3, 'IMP')];
const settle = [
  { type: 'xstate.done.actor.fetchTexts', output: texts },
  { type: 'xstate.error.actor.fetchTexts', error: { message: 'down' } },
];

defineModelSuite(legalMachine, {
  input: demoDomainInput('legal'),
  events: [...events, ...settle],
  // Whether the texts are known is context: part of the key so the guard shows.
  serializeState: (s: AnyMachineSnapshot) => {
    const context = s.context as { texts: object; wanted: unknown[] };
    return JSON.stringify([s.value, Object.keys(context.texts).length, context.wanted.length]);
  },
  invariants: (snapshot, { route, inFlight }) => {
    // One call at a time, only for texts not yet here.
    expect(inFlight().includes('fetchTexts'), route).toBe(snapshot.matches('loading'));
    if (snapshot.matches('loaded')) {
      expect(selectLegalStatus(snapshot), route).toBe('loaded');
      for (const type of snapshot.context.wanted)
        expect(selectLegalText(type)(snapshot), route).not.toBeNull();
    }
    if (snapshot.matches('failed')) expect(selectLegalStatus(snapshot), route).toBe('failed');
  },
});
