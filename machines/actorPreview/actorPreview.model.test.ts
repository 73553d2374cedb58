import { createTestModel } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { createActor, type AnyMachineSnapshot, type EventObject } from 'xstate';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { readyWith } from '../avs/avs.testing.ts';
import {
  actorPreviewMachine,
  type ActorPreviewContext,
  type ActorPreviewEvent,
} from './actorPreview.machine.ts';
import { selectOpenPreviewActor, selectPreviewView } from './actorPreview.selectors.ts';
import { previewOf } from './actorPreview.testing.ts';

/** Model-based test of the hover profile preview: every transition, on the real machine. */
const events: (ActorPreviewEvent | EventObject)[] = [
  readyWith(),
  { type: 'ui.previewWanted', actorId: 7, pointer: 'mouse' },
  { type: 'ui.previewWanted', actorId: 8, pointer: 'keyboard' },
  { type: 'ui.previewWanted', actorId: 9, pointer: 'touch' },
  { type: 'ui.previewLeft', actorId: 7 },
  { type: 'ui.previewLeft', actorId: 8 },
  { type: 'ui.previewClosed' },
  { type: 'ui.previewRetry' },
  { type: 'preview.expired', actorId: 7 },
  { type: 'xstate.after.intentDelay.actorPreview.intent' },
  { type: 'xstate.after.leaveDelay.actorPreview.open.pointer.away' },
  { type: 'xstate.done.actor.loadPreview', output: previewOf(7) } as EventObject,
  {
    type: 'xstate.error.actor.loadPreview',
    error: { message: 'down', code: 'http_503' },
  } as EventObject,
];

const graph = modelMachine(actorPreviewMachine);
const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as ActorPreviewContext;
  return JSON.stringify([
    s.value,
    c.request !== null,
    c.actorId,
    c.cache.map((entry) => [entry.actorId, entry.fresh]),
    c.failure !== null,
  ]);
};
const model = createTestModel(graph, { events: events as never, serializeState });
const paths = transitionPaths(model, createActor(graph).getSnapshot(), serializeState);
const { run } = recordingRunner('actorPreview', actorPreviewMachine);

describe('actorPreview model', () => {
  it(`runs all ${paths.length} transition paths on the real machine, each state meaning what it says`, async () => {
    for (const path of paths) {
      const steps = path.steps.map((step) => step.event as EventObject);
      const snapshot = await run(steps);
      const route = steps.map((e) => e.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      const view = selectPreviewView(snapshot as never);
      const context = snapshot.context as ActorPreviewContext;
      // One card at a time, for the actor aimed at; a touch never aims.
      expect(selectOpenPreviewActor(snapshot as never), route).toBe(
        view.status === 'closed' ? null : context.actorId,
      );
      expect(context.actorId, route).not.toBe(9);
      if (snapshot.matches('closed')) expect(view.status, route).toBe('closed');
      if (snapshot.matches({ open: { content: 'failed' } })) {
        expect(view, route).toMatchObject({ status: 'failed', failure: { code: 'http_503' } });
      }
      // A shown card is her own preview, never another actor's.
      if (view.status === 'shown') expect(view.preview.id, route).toBe(view.actorId);
      // Nothing opens before the session is known.
      if (!snapshot.matches('closed')) expect(context.request, route).not.toBeNull();
    }
  });

  it('covers the machine at the gate', () => {
    expect(gateFailures(measureModelCoverage('actorPreview', graph, paths))).toEqual([]);
  });
});
