import { flushMacrotasks } from '../../src/testing/flush.ts';
import { createTestModel } from '@xstate/graph';
import {
  createActor,
  fromPromise,
  type AnyStateMachine,
  type AnyMachineSnapshot,
  type EventObject,
} from 'xstate';
import { EngineClock } from '../../src/engine/clock.ts';
import { modelMachine } from '../../src/testing/modelMachine.ts';
import { transitionPaths } from '../../src/testing/paths.ts';

/**
 * The rewards machines' model tests share this runner: the model is the machine's own graph
 * (`modelMachine`), a path per transition (`transitionPaths`), and each path runs on the real
 * machine with its calls settled as the path's `xstate.done/error.actor.<id>` events say (the
 * done event's `output` is the call's answer) and its delays fired on a simulated clock.
 */
export function rewardsModel<TEvent extends EventObject>(
  machine: AnyStateMachine,
  events: readonly TEvent[],
  delays: Record<string, number> = {},
  /** Child machines run as they are (the root's children), not as scripted calls. */
  realActors = false,
) {
  const graph = modelMachine(machine);
  const serializeState = (s: AnyMachineSnapshot) => JSON.stringify(s.value);
  const model = createTestModel(graph, { events: events as never, serializeState });
  const paths = transitionPaths(model, createActor(graph).getSnapshot(), serializeState);

  async function run<TStep extends EventObject>(steps: readonly TStep[]) {
    const settle: Record<string, { resolve: (v: unknown) => void; reject: (e: unknown) => void }> =
      {};
    const calls = Object.fromEntries(
      Object.keys(machine.implementations.actors).map((id) => [
        id,
        fromPromise(() => new Promise((resolve, reject) => (settle[id] = { resolve, reject }))),
      ]),
    );
    const clock = new EngineClock(0);
    const logic = realActors ? machine : machine.provide({ actors: calls as never });
    const actor = createActor(logic, { clock }).start();
    for (const event of steps) {
      const done = /^xstate\.(done|error)\.actor\.(\w+)$/.exec(event.type);
      const after = /^xstate\.after\.(\w+)\./.exec(event.type);
      if (done) {
        const pending = settle[done[2]!];
        if (done[1] === 'done') pending?.resolve((event as { output?: unknown }).output);
        else pending?.reject((event as { error?: unknown }).error);
        await flushMacrotasks();
      } else if (after) clock.advanceTo(clock.now() + (delays[after[1]!] ?? 0));
      else actor.send(event);
    }
    const snapshot = actor.getSnapshot();
    actor.stop();
    return snapshot;
  }
  return { graph, paths, run };
}
