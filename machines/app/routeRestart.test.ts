import { describe, expect, it } from 'vitest';
import { createActor, setup, type AnyActorRef, type EventObject } from 'xstate';
import { demoGuestReady } from '../shared/sessionFacts.testing.ts';
import { appMachine } from './app.machine.ts';

/** Keeps what it hears; its action throws on `x.boom`, which stops it with an error. */
function recordingDomain(heard: EventObject[]) {
  return setup({
    types: { input: {} as { owner: string } },
    actions: {
      boom: () => {
        throw new Error('boom');
      },
    },
  }).createMachine({
    on: {
      'x.boom': { actions: 'boom' },
      '*': { actions: ({ event }: { event: EventObject }) => void heard.push(event) },
    },
  });
}

describe('app: a lazy domain started again after a failure', () => {
  it('is told the route it shows again, as at its first start', () => {
    const heard: EventObject[] = [];
    const app = createActor(
      appMachine().provide({
        actors: { legal: recordingDomain(heard) as never },
        actions: { reportFailure: () => {} },
      }),
      { input: { path: '/en/terms-of-service/', search: '' } },
    ).start();
    app.send(demoGuestReady());
    app.send({ type: 'app.domainStart', domain: 'legal' });
    const entered = () => heard.filter((event) => event.type === 'route.entered');
    expect(entered()).toEqual([
      { type: 'route.entered', name: 'termsOfService', params: {}, query: {} },
    ]);
    (app.system.get('legal') as AnyActorRef | undefined)?.send({ type: 'x.boom' });
    expect(app.getSnapshot().context.failed).toEqual(['legal']);
    app.send({ type: 'app.domainRetry', domain: 'legal' });
    expect(app.getSnapshot().context.failed).toEqual([]);
    expect(entered()).toHaveLength(2);
    app.stop();
  });
});
