import {
  createActor,
  createMachine,
  fromCallback,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { modelSuite } from '../../src/testing/modelSuite.ts';
import type { ModalOpenEvent } from '../shared/domainEvents.ts';

/**
 * The older form of `defineModelSuite` (src/testing/modelSuite.ts) that the daily bonus's model
 * test still uses: the suite without its registration, `checkPaths` taking the invariants.
 * Steps of `delays` move the clock by the delay itself.
 */
export function rewardsModel<TEvent extends EventObject>(
  machine: AnyStateMachine,
  events: readonly TEvent[],
  delays: Readonly<Record<string, number>> = {},
) {
  let meaning: (snapshot: AnyMachineSnapshot, route: string) => void = () => {};
  const suite = modelSuite(machine, {
    events,
    delays,
    invariants: (snapshot, { route }) => meaning(snapshot, route),
  });
  /** Runs every transition path on the real machine, then `check` on its end state. */
  async function checkPaths(
    check: (snapshot: AnyMachineSnapshot, route: string) => void = () => {},
  ): Promise<void> {
    meaning = check;
    await suite.checkPaths();
  }
  return { graph: suite.graph, paths: suite.paths, run: suite.run, checkPaths };
}

/**
 * Runs `machine` (provided with its answers) under `systemId` beside a stand-in modal manager
 * (system id `modals`), sends `events` one by one letting its calls settle, and returns the
 * `modals.open` events it sent: the boxes it asked for.
 */
export async function boxesOpened<TEvent extends EventObject>(
  machine: AnyStateMachine,
  systemId: string,
  events: readonly TEvent[],
): Promise<ModalOpenEvent[]> {
  const opened: ModalOpenEvent[] = [];
  const root = createActor(
    createMachine({
      invoke: [
        { src: machine, systemId },
        {
          src: fromCallback(({ receive }) => receive((event) => opened.push(event as never))),
          systemId: 'modals',
        },
      ],
    }),
  ).start();
  const actor = root.system.get(systemId)!;
  for (const event of events) {
    actor.send(event);
    await flushMacrotasks();
  }
  root.stop();
  return opened;
}
