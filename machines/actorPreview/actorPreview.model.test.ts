import { expect } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import {
  actorPreviewMachine,
  type ActorPreviewContext,
  type ActorPreviewEvent,
} from './actorPreview.machine.ts';
import { selectOpenPreviewActor, selectPreviewView } from './actorPreview.selectors.ts';
import { previewOf } from './actorPreview.testing.ts';

/** Model-based test of the hover profile preview: every transition, on the real machine. */
const events: (ActorPreviewEvent | EventObject)[] = [
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

const serializeState = (s: AnyMachineSnapshot) => {
  const c = s.context as ActorPreviewContext;
  return JSON.stringify([
    s.value,
    c.actorId,
    c.cache.map((entry) => [entry.actorId, entry.fresh]),
    c.failure !== null,
  ]);
};

defineModelSuite(actorPreviewMachine, {
  input: demoDomainInput('actorPreview'),
  events,
  serializeState,
  invariants: (snapshot, { route }) => {
    const view = selectPreviewView(snapshot);
    const context = snapshot.context;
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
  },
});
