import { useSelector } from '@xstate/react';
import { useCallback } from 'react';
import type { ActorRefFrom, EventFrom } from 'xstate';
import type { ListMachine } from '../../machines/list/list.machine.ts';
import type { ListEvent, ListItem, ListQuery } from '../../machines/list/list.types.ts';
import { useEngine } from '../../src/engine/react.tsx';

export type ListActor<T extends ListItem, Q extends ListQuery> = ActorRefFrom<ListMachine<T, Q>>;
type ListSend<T extends ListItem, Q extends ListQuery> = (
  event: EventFrom<ListMachine<T, Q>>,
) => void;

/**
 * A list actor by its system id (a domain spawns it, e.g. `cams.list`), and a `send` that goes
 * through the engine, so every intent is recorded.
 *
 * @example
 * const { actor, send } = useList<CamTile, CamQuery>('cams.list');
 */
export function useList<T extends ListItem, Q extends ListQuery>(systemId: `${string}.list`) {
  const engine = useEngine();
  const actor = engine.get(systemId) as ListActor<T, Q> | undefined;
  if (!actor) throw new Error(`no list actor '${systemId}' in the system`);
  // A list actor's id names no machine of its own: its events are the generic list events.
  const send: ListSend<T, Q> = useCallback(
    (event) => engine.send(systemId, event as ListEvent),
    [engine, systemId],
  );
  return { actor, send };
}

/** Reads the list actor through a selector (re-renders only when the value changes). */
export function useListSelector<T extends ListItem, Q extends ListQuery, R>(
  actor: ListActor<T, Q>,
  selector: (snapshot: ReturnType<ListActor<T, Q>['getSnapshot']>) => R,
): R {
  return useSelector(actor, selector);
}
