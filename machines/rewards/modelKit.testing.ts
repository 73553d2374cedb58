import { createTestModel } from '@xstate/graph';
import {
  createActor,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { modelMachine } from '../../src/testing/modelMachine.ts';
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
  return { graph, paths, run };
}
