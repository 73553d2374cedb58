import type { AnyActorRef } from 'xstate';
import { resolveRoute, type RouteToldEvent } from '../shell/shell.route.ts';
import type { SystemId } from '../shared/systemEvents.ts';
import { routeLife } from './routeEvents.ts';

/**
 * What the root tells `to` when the guest enters `url` (and, with `from`, leaves that one first),
 * as machines/app/app.machine.ts sends it: the domains' route tests take the root's own events.
 */
export function toldOf(
  to: SystemId,
  url: string,
): { entered: RouteToldEvent; left: RouteToldEvent } {
  const [path = '', query = ''] = url.split('?');
  const life = routeLife(resolveRoute(path, query ? `?${query}` : ''));
  const entered = life.enter.find((delivery) => delivery.to === to)?.event;
  const left = life.leave.find((delivery) => delivery.to === to)?.event;
  if (!entered || !left) throw new Error(`the root tells ${to} nothing of ${url}`);
  return { entered: entered as RouteToldEvent, left: left as RouteToldEvent };
}

/** The query a domain's list child was last asked for, without the session's request (or null). */
export function listQueryOf(actor: AnyActorRef, id: string): object | null {
  const snapshot = actor.getSnapshot() as { children: Record<string, AnyActorRef | undefined> };
  const list = snapshot.children[id];
  const query = (list?.getSnapshot() as { context: { query: object | null } } | undefined)?.context
    .query;
  if (!query) return null;
  const { request: _request, ...rest } = query as { request?: unknown };
  return rest;
}
