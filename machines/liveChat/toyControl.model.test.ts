import { expect } from 'vitest';
import type { AnyMachineSnapshot } from 'xstate';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { toyControlMachine } from './toyControl.machine.ts';
import { selectToyPanel } from './toyControl.selectors.ts';
import { toyControls, toyInput, toyPush } from './toyControl.testing.ts';

/** Model-based test: every transition of the live chat's toy control, on the real machine. */
const events = [
  { type: 'xstate.done.actor.loadToyControls', output: toyControls },
  { type: 'xstate.error.actor.loadToyControls', error: { message: 'network' } },
  { type: 'ui.toyReload' },
  { type: 'ui.toySend', toyControlId: 1 },
  { type: 'ui.toySend', toyControlId: 99 },
  { type: 'ui.toyRetry' },
  { type: 'ui.toyDismiss' },
  toyPush('Queued', 1, { toyControlId: 1, ahead: 1 }),
  toyPush('Started', 1, { toyControlId: 1, seconds: 5 }),
  toyPush('Done', 1, {}),
  toyPush('Rejected', 1, { reason: 'balance' }),
  { type: 'xstate.done.actor.readClock', output: Date.UTC(2026, 10, 26, 20) },
  { type: 'xstate.error.actor.readClock', error: { message: 'no clock' } },
];
defineModelSuite(toyControlMachine, {
  events,
  input: toyInput,
  // The first control's status, whether more wait, and whether a rejection shows: the key.
  serializeState: (s: AnyMachineSnapshot) => {
    const { items, rejection } = s.context as {
      items: { status: string }[];
      rejection: unknown;
    };
    return JSON.stringify([
      s.value,
      items[0]?.status ?? null,
      items.length > 1,
      rejection !== null,
    ]);
  },
  invariants: (snapshot, { route }) => {
    const view = selectToyPanel(snapshot);
    if (snapshot.hasTag('ready')) {
      expect(view.status === 'ready' && view.controls.length, route).toBe(2);
      // A rejection names the control it was for; a running one runs 5 s, only it has an end.
      if (view.status === 'ready' && view.rejection)
        expect(view.rejection.name, route).toBe('Tease (5 s)');
      for (const line of view.status === 'ready' ? view.queue : []) {
        if (line.status === 'running') expect(line.seconds, route).toBe(5);
        else expect(line.endsAt, route).toBeNull();
      }
    } else expect(view.status, route).toMatch(/loading|failed/);
  },
});
