import { describe, expect, it } from 'vitest';
import { StateMachine, type AnyStateMachine, type AnyStateNode } from 'xstate';
import { machineRegistry } from './machineRegistry.ts';

/**
 * Issue 23, item 4: no invoked service may fail unheard. A service (a call, a stream) without an
 * error transition would stop its machine, and the machine its parent. A child machine's failure
 * goes to its parent in turn; the root keeps every domain's (`xstate.error.actor.*`), so a failed
 * domain shows its error view with a retry.
 */
function unhandledServiceInvokes(machine: AnyStateMachine): string[] {
  const found: string[] = [];
  const actors = (machine.implementations.actors ?? {}) as Record<string, unknown>;
  const walk = (node: AnyStateNode) => {
    for (const invoke of node.invoke) {
      const logic = typeof invoke.src === 'string' ? actors[invoke.src] : invoke.src;
      if (logic instanceof StateMachine) continue;
      const handled = (event: string) => {
        for (let at: AnyStateNode | undefined = node; at; at = at.parent)
          if (at.transitions.has(event) || at.transitions.has('xstate.error.actor.*')) return true;
        return false;
      };
      if (!handled(`xstate.error.actor.${invoke.id}`)) found.push(`${node.id} → ${invoke.id}`);
    }
    for (const child of Object.values(node.states)) walk(child as AnyStateNode);
  };
  walk(machine.root);
  return found;
}

describe('every invoked service has an error transition', () => {
  it.each(Object.entries(machineRegistry))('%s', (_name, machine) => {
    expect(unhandledServiceInvokes(machine)).toEqual([]);
  });
});
