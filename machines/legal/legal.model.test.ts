import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { readyWith } from '../avs/avs.testing.ts';
import { legalMachine, type LegalEvent } from './legal.machine.ts';
import { selectLegalStatus, selectLegalText } from './legal.selectors.ts';
import type { LegalText } from './legal.types.ts';

/** Model-based test of the legal texts: every transition, on the real machine. */
const events: LegalEvent[] = [
  readyWith(),
  { type: 'legal.show', types: ['GTC', 'IMP'] },
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

const graph = modelMachine(legalMachine, {});
// Whether the session and the texts are known is context: part of the key so the guards show.
const serializeState = (s: AnyMachineSnapshot) => {
  const context = s.context as { request: unknown; texts: object; wanted: unknown[] };
  return JSON.stringify([
    s.value,
    context.request !== null,
    Object.keys(context.texts).length,
    context.wanted.length,
  ]);
};
const model = createTestModel(graph, {
  events: [...events, ...settle] as never,
  serializeState,
});
const paths = transitionPaths(model, createActor(graph).getSnapshot(), serializeState);

const { run, inFlight } = recordingRunner('legal', legalMachine);

describe('legal model', () => {
  it(`runs all ${paths.length} transition paths on the real machine, each state meaning what it says`, async () => {
    for (const path of paths) {
      const snapshot = await run(path.steps.map((step) => step.event as EventObject));
      const route = path.steps.map((step) => step.event.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      // One call at a time, only with a session, only for texts not yet here.
      expect(inFlight().includes('fetchTexts'), route).toBe(snapshot.matches('loading'));
      if (snapshot.matches('loading')) expect(snapshot.context.request, route).not.toBeNull();
      if (snapshot.matches('loaded')) {
        expect(selectLegalStatus(snapshot), route).toBe('loaded');
        for (const type of snapshot.context.wanted)
          expect(selectLegalText(type)(snapshot), route).not.toBeNull();
      }
      if (snapshot.matches('failed')) expect(selectLegalStatus(snapshot), route).toBe('failed');
    }
  });

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('legal', graph, paths))).toEqual([]);
  });
});
