import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnyMachineSnapshot, EventObject } from 'xstate';
import { guestMachine } from '../../machines/guest/guest.machine.ts';
import { demoDomainInput } from '../../machines/shared/sessionFacts.testing.ts';
import { runReplay } from '../engine/cli/testing/runReplay.ts';
import { decodeLog } from '../engine/log/jsonl.ts';
import { Replayer } from '../engine/replay.ts';
import { machineReplayOptions } from './machineLogic.ts';
import { machineRegistry } from './machineRegistry.ts';
import { recordingRunner } from './recordedRun.ts';

/** A failing model path's saved log replays, with the machine from the registry, to its state. */
const dir = mkdtempSync(join(tmpdir(), 'model-failures-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const stubActions = [
  'announceLocked',
  'answerWaiting',
  'track',
  'reloadIncentives',
  'sendRemoveStatusBar',
];
// The guest machine starts with its session as input (the log's header keeps it for the replay).
const input = demoDomainInput('guest');
// A path through an input, a call and its answer: logged in, the balance reloaded.
const path: EventObject[] = [
  { type: 'guest.reloadBalance' },
  { type: 'xstate.done.actor.readAccountCookie', output: true } as EventObject,
  {
    type: 'xstate.done.actor.loadBalance',
    output: { balance: 9, balanceFormatted: '9,00 €', isPayingCustomer: true },
  } as EventObject,
];
/** The guest machine with a broken transition: nobody counts as logged in. */
const brokenGuest = guestMachine().provide({ guards: { isLoggedIn: () => false } });
const balanceOf = (snapshot: AnyMachineSnapshot) =>
  (snapshot.context as { guest: { balance: number } | null }).guest?.balance;

async function failingRun(machine: ReturnType<typeof guestMachine>) {
  const runner = recordingRunner('guest', machine, { input, stubActions, dir });
  const snapshot = await runner.run(path);
  let message = '';
  try {
    expect(snapshot.hasTag('loggedIn'), 'a loaded guest is logged in').toBe(true);
  } catch (error) {
    message = (error as Error).message;
  }
  return { snapshot, message, file: message ? runner.saveFailure(message) : null };
}

describe('recordingRunner', () => {
  it('runs a path on the real machine through a recording engine (calls settled by the path)', async () => {
    const { snapshot, file } = await failingRun(guestMachine());
    expect(file).toBeNull();
    expect(snapshot.hasTag('loggedIn')).toBe(true);
    expect(balanceOf(snapshot)).toBe(9);
  });

  it('saves a failing path as a log that replays, from the registry, to the same final state', async () => {
    const { snapshot, message, file } = await failingRun(brokenGuest);
    expect(message).toContain('a loaded guest is logged in');
    expect(file).toBe(join(dir, 'guest-1.jsonl'));
    const log = decodeLog(readFileSync(file!, 'utf8'));
    expect(log.header.machine?.name).toBe('guest');
    expect(log.header.machine?.stubActions).toEqual(stubActions);
    expect(log.header.machine?.failure).toContain('a loaded guest is logged in');
    expect(log.header.machine?.failure).toContain('path: guest.reloadBalance → ');
    expect(
      log.records.some((r) => r.kind === 'input' && r.event.type === 'guest.reloadBalance'),
    ).toBe(true);
    expect(log.records.some((r) => r.kind === 'io' && r.source === 'readAccountCookie')).toBe(true);

    // Replayed with the machine that produced it (the broken one): no divergence, same state.
    const same = new Replayer(
      log,
      machineReplayOptions(log.header.machine, { guest: brokenGuest }),
    );
    const report = same.runToEnd();
    expect(report.ok).toBe(true);
    expect(report.checkpoints).toBeGreaterThan(0);
    const replayed = same.actor.getSnapshot() as AnyMachineSnapshot;
    expect(replayed.value).toEqual(snapshot.value);
    expect(replayed.context).toEqual(snapshot.context);

    // Replayed with the registry's (fixed) machine: the replay names where the run went another way.
    const fixed = new Replayer(log, machineReplayOptions(log.header.machine, machineRegistry));
    const fixedReport = fixed.runToEnd();
    expect(fixedReport.ok).toBe(false);
    expect(fixedReport.divergence?.reason).toMatch(/checkpoint hash differs|in flight/);
  });

  it('`npm run replay` replays the saved log and prints the machine, the failure and the final state', async () => {
    const file = join(
      dir,
      readdirSync(dir).find((name) => name.endsWith('.jsonl'))!,
    );
    // In-process (src/engine/cli/replay.test.ts spawns the command once).
    const result = await runReplay([file]);
    // The registry holds the fixed machine: the broken run's log diverges from it, exit 1.
    expect(result.out).toContain('machine    guest');
    expect(result.out).toContain('failure    a loaded guest is logged in');
    expect(result.out).toContain('final state:');
    expect(result.err).toContain('DIVERGED at record #');
    expect(result.code).toBe(1);
  }, 120_000);

  it('names an unknown machine clearly', () => {
    expect(() => machineReplayOptions({ name: 'nope', stubActions: [] }, machineRegistry)).toThrow(
      /machine 'nope' is not in src\/testing\/machineRegistry.ts/,
    );
    expect(() => machineReplayOptions(undefined, machineRegistry)).toThrow(/names no machine/);
  });
});
