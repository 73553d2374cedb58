import { createTestModel } from '@xstate/graph';
import { expect } from 'vitest';
import {
  createActor,
  createMachine,
  fromCallback,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import type { ModalOpenEvent } from '../shared/domainEvents.ts';
import { transitionPaths } from '../../src/testing/paths.ts';
import { recordingRunner } from '../../src/testing/recordedRun.ts';

/**
 * The rewards machines' model tests share this kit: the model is the machine's own graph
 * (`modelMachine`), a path per transition (`transitionPaths`), and each path runs on the real
 * machine inside a recording engine (`recordingRunner`, named by the machine's id as in
 * `src/testing/machineRegistry.ts`): its calls settle as the path's `xstate.done/error.actor.<id>`
 * events say, its delays fire on the engine's manual clock, and a failing path's log is saved
 * for `npm run replay`. A root's child machines run as they are, their calls recorded too.
 * Steps of `delays` move the clock by the delay itself.
 */
export function rewardsModel<TEvent extends EventObject>(
  machine: AnyStateMachine,
  events: readonly TEvent[],
  /**
   * Delays by name whose `xstate.after.<name>.…` step moves time on by exactly that much (a
   * ticking state re-enters its own delay, so "until it fires" would be one tick, not more).
   */
  delays: Readonly<Record<string, number>> = {},
) {
  const graph = modelMachine(machine);
  const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(s.value);
  const model = createTestModel(graph, { events: events as never, serializeState });
  const paths = transitionPaths(model, createActor(graph).getSnapshot(), serializeState);
  const { run } = recordingRunner(machine.id, machine, {
    drive: (event, runtime) => {
      const ms = delays[/^xstate\.after\.([^.]+)\./.exec(event.type)?.[1] ?? ''];
      if (ms === undefined) return false;
      runtime.advance(ms);
      return true;
    },
  });
  /**
   * Runs every transition path on the real machine and checks it ends in the path's state; then
   * `meaning` asserts what that state means (`route` names the path in failure messages).
   */
  async function checkPaths(
    meaning: (snapshot: AnyMachineSnapshot, route: string) => void = () => {},
  ): Promise<void> {
    for (const path of paths) {
      const snapshot = await run(path.steps.map((s) => s.event as TEvent));
      const route = path.steps.map((s) => s.event.type).join(' → ');
      expect(snapshot.value, route).toEqual(path.state.value);
      meaning(snapshot, route);
    }
  }
  return { graph, paths, run, checkPaths };
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
