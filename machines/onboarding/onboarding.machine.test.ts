import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import { flushMacrotasks as flush } from '../../src/testing/flush.ts';
import { testRequest as request } from '../incentives/incentives.testing.ts';
import type { StartPageInput } from '../incentives/incentives.types.ts';
import { onboardingMachine } from './onboarding.machine.ts';
import { selectStartChoiceSave } from './onboarding.selectors.ts';
import { ONBOARDING, type OnboardingInput } from './onboarding.types.ts';

const newSignup: OnboardingInput = {
  request,
  loggedIn: true,
  signedUp: true,
  ageCheckFirst: false,
};

/**
 * The onboarding under a parent that plays the modal manager (system id `modals`): the boxes it
 * opens and closes are recorded, and so are the choices it saves.
 */
function start(input: OnboardingInput, calls: { seen?: boolean; saveFails?: boolean } = {}) {
  const modals: EventObject[] = [];
  const saved: StartPageInput[] = [];
  const machine = onboardingMachine().provide({
    actors: {
      hasSeenOnboarding: fromPromise(() => Promise.resolve(calls.seen ?? false)),
      markOnboardingSeen: fromPromise(() => Promise.resolve(true)),
      saveStartPage: fromPromise(({ input: save }: { input: StartPageInput }) => {
        saved.push(save);
        if (calls.saveFails) return Promise.reject(new Error('http_503'));
        return Promise.resolve(true);
      }),
    },
  });
  const parent = createActor(
    setup({
      actors: {
        onboarding: machine,
        modals: setup({}).createMachine({
          on: { '*': { actions: ({ event }) => void modals.push(event) } },
        }),
      },
    }).createMachine({
      invoke: [
        { id: 'modals', systemId: 'modals', src: 'modals' },
        { id: 'onboarding', systemId: ONBOARDING, src: 'onboarding', input },
      ],
    }),
  ).start();
  const actor = parent.system.get(ONBOARDING) as ActorRefFrom<ReturnType<typeof onboardingMachine>>;
  return { actor, modals, saved };
}

describe('onboarding', () => {
  it('opens its box once for a new web signup, after the server has noted it seen', async () => {
    const { actor, modals } = start(newSignup);
    await flush();
    expect(modals).toEqual([{ type: 'modals.open', id: 'onboarding', replyTo: ONBOARDING }]);
    expect(actor.getSnapshot().matches({ choosing: 'shown' })).toBe(true);
    expect(actor.getSnapshot().hasTag('welcoming')).toBe(true);
  });

  it('is not for a guest who has seen it, is no new signup, or must verify her age first', async () => {
    for (const [input, seen] of [
      [newSignup, true],
      [{ ...newSignup, signedUp: false }, false],
      [{ ...newSignup, ageCheckFirst: true }, false],
      [{ ...newSignup, loggedIn: false }, false],
    ] as const) {
      const { actor, modals } = start(input, { seen });
      await flush();
      expect(actor.getSnapshot().matches({ closed: 'off' })).toBe(true);
      expect(modals).toEqual([]);
    }
  });

  it('saves the choice and closes the chooser; a failure is shown with the choice kept', async () => {
    const failing = start(newSignup, { saveFails: true });
    await flush();
    failing.actor.send({ type: 'ui.startPageChosen', choice: 'feed' });
    expect(selectStartChoiceSave(failing.actor.getSnapshot())).toMatchObject({ saving: true });
    await flush();
    expect(selectStartChoiceSave(failing.actor.getSnapshot())).toEqual({
      saving: false,
      choice: 'feed',
      error: 'http_503',
    });
    expect(failing.actor.getSnapshot().matches({ choosing: 'saveFailed' })).toBe(true);

    const { actor, modals, saved } = start(newSignup);
    await flush();
    actor.send({ type: 'ui.startPageChosen', choice: 'videos' });
    await flush();
    expect(saved).toEqual([{ request, choice: 'videos' }]);
    expect(modals.at(-1)).toEqual({
      type: 'modals.dismiss',
      id: 'onboarding-choose',
      confirmed: true,
    });
    expect(actor.getSnapshot().matches({ closed: 'chosen' })).toBe(true);
  });

  it('closing its box ends it; a chooser opened another way still saves for a logged-in guest', async () => {
    const { actor, saved } = start(newSignup);
    await flush();
    actor.send({ type: 'modals.result', id: 'onboarding-choose', confirmed: false });
    expect(actor.getSnapshot().matches({ closed: 'dismissed' })).toBe(true);
    actor.send({ type: 'ui.startPageChosen', choice: 'live' });
    await flush();
    expect(saved).toEqual([{ request, choice: 'live' }]);

    const visitor = start({ ...newSignup, loggedIn: false });
    await flush();
    visitor.actor.send({ type: 'ui.startPageChosen', choice: 'live' });
    await flush();
    expect(visitor.saved).toEqual([]);
  });
});
