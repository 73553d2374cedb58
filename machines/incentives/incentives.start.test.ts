import { describe, expect, it } from 'vitest';
import { createActor, setup, type AnyActorRef, type EventObject } from 'xstate';
import { appMachine } from '../app/app.machine.ts';
import { demoGuestReady, demoSessionFacts } from '../shared/sessionFacts.testing.ts';
import type { IncentivesInput } from './incentives.types.ts';

/** Stands in for the incentives: keeps what the root starts it with and what it hears. */
const witness = setup({
  types: {
    input: {} as IncentivesInput,
    context: {} as { input: IncentivesInput; heard: EventObject[] },
    events: {} as EventObject,
  },
}).createMachine({
  context: ({ input }) => ({ input, heard: [] }),
  on: { '*': { actions: ({ context, event }) => void context.heard.push(event) } },
});

function rootAt(path: string) {
  const app = createActor(appMachine().provide({ actors: { incentives: witness as never } }), {
    input: { path, search: '' },
  }).start();
  const incentives = () =>
    (app.system.get('incentives') as AnyActorRef | undefined)?.getSnapshot() as
      { context: { input: IncentivesInput; heard: EventObject[] } } | undefined;
  return { app, incentives };
}

describe('incentives: the root starts them with the session and the page (issue 52 §3)', () => {
  it('starts them once bootstrap is done, on the page opened, and tells them the next page', () => {
    const { app, incentives } = rootAt('/en/videos/');
    expect(incentives()).toBeUndefined();
    app.send(demoGuestReady({ isLoggedIn: false }));
    expect(incentives()?.context.input).toEqual({
      owner: 'incentives',
      ...demoSessionFacts({ isLoggedIn: false }),
      route: { routeName: 'videos', routeArgs: {} },
    });
    // The route it starts on is its input: it is not told it again.
    expect(incentives()?.context.heard).toEqual([]);
    app.send({ type: 'ui.routeChanged', path: '/en/no-such-page/', search: '' });
    expect(incentives()?.context.heard).toEqual([
      { type: 'incentives.routeChanged', routeName: 'notFound', routeArgs: {} },
    ]);
  });
});
