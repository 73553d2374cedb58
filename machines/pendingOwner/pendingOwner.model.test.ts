import { describe, expect, it } from 'vitest';
import { gateFailures, measureModelCoverage } from '../../src/testing/coverage.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';
import { PENDING_OWNER_KEEP, pendingOwnerMachine } from './pendingOwner.machine.ts';

/**
 * Model-based test of the placeholder owner: whatever arrives is counted and the latest kept. Its
 * graph is one state with a wildcard transition, which `@xstate/graph` cannot enumerate (it
 * refuses to generate a `*` event), so the paths are every sequence of up to four facts.
 */
const input = { owner: 'guest' };
const events = [
  { type: 'push.guestBalance', balance: 1 },
  { type: 'push.vouchers' },
  { type: 'realtime.balanceResynced' },
];
const sequences = (length: number): (typeof events)[] =>
  length === 0
    ? [[]]
    : sequences(length - 1).flatMap((rest) => events.map((event) => [...rest, event]));
const paths = [0, 1, 2, 3, 4]
  .flatMap(sequences)
  .map((sequence) => ({ steps: sequence.map((event) => ({ event })) }));

/** Each path runs in a recording engine; a failing one leaves its log in reports/model-failures. */
const { run } = recordingRunner('pendingOwner', pendingOwnerMachine(), { input });

describe('pending owner model', () => {
  it('keeps every fact it is given, counted by type, the newest bounded', async () => {
    for (const path of paths) {
      const sent = path.steps.map((step) => step.event);
      const { counts, recent } = (await run(sent)).context;
      expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBe(sent.length);
      expect(recent).toEqual(sent.slice(-PENDING_OWNER_KEEP));
    }
  });

  it('covers the machine at the gate', () => {
    expect(
      gateFailures(measureModelCoverage('pendingOwner', pendingOwnerMachine(), paths, { input })),
    ).toEqual([]);
  });
});
