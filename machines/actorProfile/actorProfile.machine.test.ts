import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, setup, type ActorRefFrom, type EventObject } from 'xstate';
import { demoSessionFacts } from '../shared/sessionFacts.testing.ts';
import type { GuestState } from '../shared/session.types.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { actorProfileMachine } from './actorProfile.machine.ts';
import { gatingMachine } from '../gating/gating.machine.ts';
import { guestGateFacts } from '../guest/guest.gate.ts';
import { presenceMachine } from '../presence/presence.machine.ts';
import { presenceOf, selectPresence } from '../presence/presence.selectors.ts';
import {
  chatButtonsOf,
  selectExtras,
  selectExtrasFailed,
  selectActorAvailability,
  selectProfileView,
  visibleChatRating,
  withPresenceOf,
} from './actorProfile.selectors.ts';
import type { ActorProfileBundle, Sedcards } from './actorProfile.types.ts';
import type { ActorExtras, ExtrasCall } from './extras.ts';
import { demoActorProfileServices } from '../../src/engine/testing/demo/actorProfile.ts';
import { flushMacrotasks as settle } from '../../src/testing/flush.ts';

async function bundleOf(name: string, patch: Partial<ActorProfileBundle['actor']> = {}) {
  const services = demoActorProfileServices();
  const signal = new AbortController().signal;
  const bundle = await services.loadActorProfile(
    { request: demoSessionFacts().request, actorName: name, loggedIn: true },
    signal,
  );
  return { ...bundle, actor: { ...bundle.actor, ...patch } };
}

function start(
  load: (name: string) => Promise<ActorProfileBundle>,
  guest: Partial<GuestState> = {},
) {
  const actor = createActor(
    actorProfileMachine.provide({
      actors: {
        loadProfile: fromPromise(({ input }) => load(input.actorName)),
        storeNote: fromPromise(({ input }) => Promise.resolve({ comment: input.comment })),
        rateSedcards: fromPromise(({ input }): Promise<Sedcards> =>
          Promise.resolve({
            pictures: [],
            guestRating: input.guestRating,
            likes: 1,
            dislikes: 0,
          }),
        ),
      },
    }),
    { input: demoDomainInput('actorProfile', guest) },
  );
  actor.start();
  return actor;
}

const visitorFacts = guestGateFacts({ guest: null, hasAccountCookie: false });
const loggedInFacts = guestGateFacts({
  guest: { isLoggedIn: true, isLocked: false, balance: 5, currency: 'EUR' } as GuestState,
  hasAccountCookie: true,
});

/** The profile beside the real gate (told login on and `facts`) and a pay tour that records. */
function startAtGate(facts: typeof visitorFacts) {
  const opened: EventObject[] = [];
  const profile = start((name) => bundleOf(name)).logic;
  const root = setup({
    actors: {
      actorProfile: profile,
      gating: gatingMachine(),
      payTour: setup({}).createMachine({
        on: { '*': { actions: ({ event }) => void opened.push(event) } },
      }),
    },
  }).createMachine({
    invoke: [
      {
        id: 'actorProfile',
        systemId: 'actorProfile',
        src: 'actorProfile',
        input: demoDomainInput('actorProfile'),
      },
      { id: 'gating', systemId: 'gating', src: 'gating' },
      { id: 'payTour', systemId: 'payTour', src: 'payTour' },
    ],
  });
  const system = createActor(root).start().system;
  const gate = system.get('gating') as ActorRefFrom<ReturnType<typeof gatingMachine>>;
  gate.send({ type: 'gate.factsChanged', facts: { loginEnabled: true } });
  gate.send({ type: 'gate.factsChanged', facts });
  const actor = system.get('actorProfile') as ActorRefFrom<typeof actorProfileMachine>;
  return { actor, gate, opened };
}

describe('actorProfile machine', () => {
  it('loads the named profile as soon as it is opened, in any case', async () => {
    const actor = start((name) => bundleOf(name), {
      geoLocation: { countryCode: 'DE', region: null },
    });
    actor.send({ type: 'actorProfile.open', actorName: 'LanaLove' });
    expect(selectProfileView(actor.getSnapshot(), 'lanalove').status).toBe('loading');
    await settle();
    const view = selectProfileView(actor.getSnapshot(), 'LANALOVE');
    expect(view.status).toBe('shown');
  });

  it('an unknown name is not found, another failure can be retried', async () => {
    let fail = 'http_404';
    const actor = start(async (name) => {
      if (fail) throw Object.assign(new Error(fail), { code: fail });
      return bundleOf(name);
    });
    actor.send({ type: 'actorProfile.open', actorName: 'nobody' });
    await settle();
    expect(selectProfileView(actor.getSnapshot(), 'nobody').status).toBe('notFound');
    expect(selectActorAvailability(actor.getSnapshot(), 'nobody')).toBe('unknown');
    fail = 'http_500';
    actor.send({ type: 'actorProfile.open', actorName: 'other' });
    await settle();
    expect(selectProfileView(actor.getSnapshot(), 'other').status).toBe('failed');
    expect(selectActorAvailability(actor.getSnapshot(), 'other')).toBe('failed');
    fail = '';
    actor.send({ type: 'actorProfile.retry' });
    await settle();
    expect(selectProfileView(actor.getSnapshot(), 'other').status).toBe('shown');
  });

  it('a guest whose country she bans sees her as banned, and no chat is chosen', async () => {
    const actor = start((name) => bundleOf(name, { bannedCountryCodes: ['CH'] }), {
      geoLocation: { countryCode: 'CH', region: 'ZH' },
    });
    actor.send({ type: 'actorProfile.open', actorName: 'lana' });
    await settle();
    expect(selectProfileView(actor.getSnapshot(), 'lana').status).toBe('banned');
    expect(selectActorAvailability(actor.getSnapshot(), 'Lana')).toBe('unavailable');
    actor.send({ type: 'actorProfile.chatChosen', chatType: 'video' });
    expect(actor.getSnapshot().context.chosenChat).toBeNull();
  });

  it('tells her other pages whether her media may be shown: checking, available, unknown', async () => {
    const actor = start((name) => bundleOf(name, { bannedCountryCodes: ['CH'] }), {
      geoLocation: { countryCode: 'DE', region: null },
    });
    actor.send({ type: 'actorProfile.open', actorName: 'lana' });
    expect(selectActorAvailability(actor.getSnapshot(), 'lana')).toBe('checking');
    await settle();
    expect(selectActorAvailability(actor.getSnapshot(), 'lana')).toBe('available');
    // Another actor's answer is not hers.
    expect(selectActorAvailability(actor.getSnapshot(), 'other')).toBe('checking');
  });

  it('a chosen chat is chosen whatever the gate says: the live show entry asks it', async () => {
    const actor = start((name) => bundleOf(name));
    actor.send({ type: 'actorProfile.open', actorName: 'lana' });
    await settle();
    actor.send({ type: 'actorProfile.chatChosen', chatType: 'video' });
    expect(actor.getSnapshot().matches({ shown: { available: { chat: 'chosen' } } })).toBe(true);
    actor.send({ type: 'actorProfile.chatChosen', chatType: 'voyeur' });
    expect(actor.getSnapshot().context.chosenChat).toBe('voyeur');
  });

  it('stores the note and the sedcard rating', async () => {
    const { actor } = startAtGate(loggedInFacts);
    actor.send({ type: 'actorProfile.open', actorName: 'lana' });
    await settle();
    actor.send({ type: 'actorProfile.saveNote', comment: '  likes jazz ' });
    await settle();
    expect(actor.getSnapshot().context.bundle?.note).toBe('likes jazz');
    actor.send({ type: 'actorProfile.rateSedcards', guestRating: 5 });
    await settle();
    expect(actor.getSnapshot().context.bundle?.sedcards.guestRating).toBe(5);
  });

  it('asks the gate before rating her sedcards: a visitor logs in, and the rating goes on', async () => {
    const { actor, gate, opened } = startAtGate(visitorFacts);
    actor.send({ type: 'actorProfile.open', actorName: 'lana' });
    await settle();
    actor.send({ type: 'actorProfile.rateSedcards', guestRating: 1 });
    // The gate opened the login; the page stays as it was.
    expect(opened).toEqual([{ type: 'payTour.open', flow: 'signup', replyTo: 'gating' }]);
    expect(actor.getSnapshot().matches({ shown: { available: { rating: 'idle' } } })).toBe(true);
    await settle();
    expect(actor.getSnapshot().context.bundle?.sedcards.guestRating).not.toBe(1);
    // The guest logged in (the guest machine tells the gate), the flow ended: the rating saves.
    gate.send({ type: 'gate.factsChanged', facts: loggedInFacts });
    gate.send({ type: 'payTour.result', flow: 'signup', success: true });
    await settle();
    expect(actor.getSnapshot().context.bundle?.sedcards.guestRating).toBe(1);
    expect(opened).toHaveLength(1);
  });

  it('a closed login gives the rating up; a logged-in guest rates at once', async () => {
    const visitor = startAtGate(visitorFacts);
    visitor.actor.send({ type: 'actorProfile.open', actorName: 'lana' });
    await settle();
    visitor.actor.send({ type: 'actorProfile.rateSedcards', guestRating: 1 });
    visitor.gate.send({ type: 'payTour.result', flow: 'signup', success: false });
    await settle();
    expect(visitor.actor.getSnapshot().context.bundle?.sedcards.guestRating).not.toBe(1);

    const guest = startAtGate(loggedInFacts);
    guest.actor.send({ type: 'actorProfile.open', actorName: 'lana' });
    await settle();
    guest.actor.send({ type: 'actorProfile.rateSedcards', guestRating: 1 });
    await settle();
    expect(guest.opened).toEqual([]);
    expect(guest.actor.getSnapshot().context.bundle?.sedcards.guestRating).toBe(1);
  });

  it('shows chat ratings only from 10 ratings on', async () => {
    const few = await bundleOf('a', {
      chatRatings: { lastNinetyDays: { countRatings: 9, satisfactionRate: 90 } },
    });
    const many = await bundleOf('a', {
      chatRatings: { lastNinetyDays: { countRatings: 10, satisfactionRate: 90 } },
    });
    expect(visibleChatRating(few.actor)).toBeNull();
    expect(visibleChatRating(many.actor)).toEqual({ count: 10, rate: 90 });
  });

  it('loads her further parts once she is shown; a failure keeps the profile and retries alone', async () => {
    const calls: ExtrasCall[] = [];
    let fail = true;
    const extras = await demoActorProfileServices().loadActorExtras(
      {} as ExtrasCall,
      new AbortController().signal,
    );
    const actor = createActor(
      actorProfileMachine.provide({
        actors: {
          loadProfile: fromPromise(({ input }) => bundleOf(input.actorName)),
          loadExtras: fromPromise(({ input }): Promise<ActorExtras> => {
            calls.push(input);
            return fail ? Promise.reject(new Error('down')) : Promise.resolve(extras);
          }),
        },
      }),
      { input: demoDomainInput('actorProfile') },
    ).start();
    expect(calls).toEqual([]);
    actor.send({ type: 'actorProfile.open', actorName: 'LanaLove' });
    await settle();
    expect(calls).toEqual([
      {
        request: demoDomainInput('actorProfile').request,
        queryServiceUrl: demoDomainInput('actorProfile').config.queryServiceUrl,
        actorId: 1,
        actorName: 'lanalove',
      },
    ]);
    expect(selectExtrasFailed(actor.getSnapshot())).toBe(true);
    expect(selectProfileView(actor.getSnapshot(), 'lanalove').status).toBe('shown');
    fail = false;
    actor.send({ type: 'actorProfile.retryExtras' });
    await settle();
    expect(selectExtras(actor.getSnapshot())).toEqual(extras);
    // Another actor: her own parts, none of the last one's shown meanwhile.
    actor.send({ type: 'actorProfile.open', actorName: 'Other' });
    expect(selectExtras(actor.getSnapshot())).toBeNull();
    await settle();
    expect(calls.at(-1)?.actorName).toBe('other');
  });

  it('takes her online state from the presence owner: the profile keeps its answer, the view overlays the pushes', async () => {
    const bundle = await bundleOf('lanalove', {
      isOnline: true,
      chatButtons: { ...(await bundleOf('lanalove')).actor.chatButtons, isActorOnline: true },
    });
    const actor = start(() => Promise.resolve(bundle));
    actor.send({ type: 'actorProfile.open', actorName: 'LanaLove' });
    await settle();
    const presence = createActor(presenceMachine, {
      input: demoDomainInput('presence'),
    }).start();
    const shown = () => {
      const view = selectProfileView(actor.getSnapshot(), 'lanalove');
      if (view.status !== 'shown') throw new Error(`not shown: ${view.status}`);
      return withPresenceOf(
        view.bundle,
        presenceOf(selectPresence(presence.getSnapshot()), bundle.actor.id),
      );
    };
    // No push named her: her answer, the very bundle.
    expect(shown()).toBe(bundle);
    presence.send({ type: 'push.actorOffline', actorId: bundle.actor.id });
    const offline = shown();
    expect(offline.actor.isOnline).toBe(false);
    // Every chat button is off with her.
    expect(chatButtonsOf(offline.actor.chatButtons, offline.actor)).toSatisfy(
      (buttons: { available: boolean }[]) => buttons.every((button) => !button.available),
    );
    // One bundle per state: a view selecting it renders once per change.
    expect(shown()).toBe(offline);
    presence.send({ type: 'push.actorOnline', actorId: bundle.actor.id });
    expect(shown()).toBe(bundle);
    // The profile's own snapshot never changed for it.
    expect(actor.getSnapshot().context.bundle).toBe(bundle);
  });
});
