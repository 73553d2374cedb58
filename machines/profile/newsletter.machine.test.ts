import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { flushMacrotasks } from '../../src/testing/flush.ts';
import { demoSessionFacts } from '../shared/sessionFacts.testing.ts';
import { newsletterMachine } from './newsletter.machine.ts';
import { selectNewsletter } from './profile.selectors.ts';

const { request } = demoSessionFacts();

describe('newsletter', () => {
  it('sends the toggle the guest chose and applies it only when the service took it', async () => {
    const toggles: unknown[] = [];
    const answers = [true, false];
    const machine = newsletterMachine.provide({
      actors: {
        setNewsletter: fromPromise(({ input }) => {
          toggles.push(input);
          return Promise.resolve(answers.shift() ?? false);
        }),
        hasRelation: fromPromise(() => Promise.resolve(true)),
        addRelation: fromPromise(() => Promise.resolve(true)),
      },
    });
    const actor = createActor(machine, {
      input: { request, guestId: 7, email: 'demo@example.com', subscribed: [1024] },
    }).start();
    actor.send({ type: 'ui.newsletterToggle', typeId: 512, subscribe: true });
    await flushMacrotasks();
    expect(selectNewsletter(actor.getSnapshot())).toMatchObject({
      subscribed: [1024, 512],
      outcome: 'saved',
    });
    actor.send({ type: 'ui.newsletterToggle', typeId: 1024, subscribe: false });
    await flushMacrotasks();
    expect(selectNewsletter(actor.getSnapshot())).toMatchObject({
      subscribed: [1024, 512],
      outcome: 'failed',
    });
    expect(toggles).toEqual([
      { request, typeId: 512, subscribe: true, userId: 7, emailAddress: 'demo@example.com' },
      { request, typeId: 1024, subscribe: false, userId: 7, emailAddress: 'demo@example.com' },
    ]);
    actor.stop();
  });
});
