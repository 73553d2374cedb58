import {
  createActor,
  createMachine,
  fromCallback,
  type AnyActorRef,
  type AnyStateMachine,
  type EventObject,
} from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import type { ModalOpenEvent } from '../shared/domainEvents.ts';
import type { RewardsChildInput } from './rewards.types.ts';

/**
 * Runs `machine` (provided with its answers, started with `input`) under `systemId` beside a stand-in modal manager
 * (system id `modals`), sends `events` one by one letting its calls settle, and returns the
 * `modals.open` events it sent: the boxes it asked for.
 */
export async function boxesOpened<TEvent extends EventObject>(
  machine: AnyStateMachine,
  systemId: string,
  input: RewardsChildInput,
  events: readonly TEvent[],
): Promise<ModalOpenEvent[]> {
  const opened: ModalOpenEvent[] = [];
  const root = createActor(
    createMachine({
      invoke: [
        { src: machine, systemId, input },
        {
          src: fromCallback(({ receive }) => receive((event) => opened.push(event as never))),
          systemId: 'modals',
        },
      ],
    }),
  ).start();
  const actor = root.system.get(systemId) as AnyActorRef;
  // What it does as it starts (a logged-in guest's visit) settles first.
  await flushMacrotasks();
  for (const event of events) {
    actor.send(event);
    await flushMacrotasks();
  }
  root.stop();
  return opened;
}
