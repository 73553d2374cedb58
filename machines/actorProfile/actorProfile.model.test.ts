import { expect } from 'vitest';
import { createMachine, type AnyStateMachine } from 'xstate';
import { demoActorProfileServices } from '../../src/engine/testing/demo/actorProfile.ts';
import { defineModelSuite } from '../../src/testing/modelSuite.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { actorProfileMachine } from './actorProfile.machine.ts';
import {
  selectChosenChat,
  selectNoteSaved,
  selectNoteSaving,
  selectProfileView,
  selectRatingSaving,
} from './actorProfile.selectors.ts';
import type { ActorProfileBundle, Sedcards } from './actorProfile.types.ts';
import {
  RECOMMENDATIONS,
  RECOMMENDATIONS_LIST,
  type RecommendationQuery,
} from './recommendations.ts';

/** The recommendations list's page call, as the recording runner names it. */
const RECOMMENDATIONS_FETCH = 'recommendationsList/fetchPage';

/** Model-based test: every transition of the actor profile's statechart, on the real machine. */
const ready = demoDomainInput('actorProfile', {
  isLoggedIn: true,
  geoLocation: { countryCode: 'DE', region: null },
});
const demo = await demoActorProfileServices().loadActorProfile(
  { request: ready.request, actorName: 'lanalove', loggedIn: true },
  new AbortController().signal,
);
const bundle: ActorProfileBundle = {
  ...demo,
  actor: {
    ...demo.actor,
    bannedCountryCodes: [],
    chatButtons: { ...demo.actor.chatButtons, isBannedCountry: false },
  },
};
const bannedBundle: ActorProfileBundle = {
  ...bundle,
  actor: { ...bundle.actor, bannedCountryCodes: ['DE'] },
};
/** She offers free chat: a logged-in guest's free-chat duration runs (freeChat.machine.ts). */
const freeChatBundle: ActorProfileBundle = {
  ...bundle,
  actor: {
    ...bundle.actor,
    chatButtons: { ...bundle.actor.chatButtons, freeChat: true },
  },
};
const sedcards: Sedcards = { pictures: [], guestRating: 5, likes: 1, dislikes: 0 };
/** The gate's answers to the sedcard rating's ask (machines/gating), as it sends them. */
const answer = (allowed: boolean) => ({
  type: 'gate.answer',
  action: 'favorite',
  ticket: 'actorProfile.sedcards',
  allowed,
  reason: allowed ? null : 'needLogin',
  open: allowed ? null : { type: 'payTour.open', flow: 'login' },
  balance: null,
});
const chatType = 'single' as const;
const events = [
  { type: 'actorProfile.open', actorName: 'LanaLove' },
  { type: 'actorProfile.close' },
  { type: 'actorProfile.retry' },
  { type: 'xstate.done.actor.loadProfile', output: bundle },
  { type: 'xstate.done.actor.loadProfile', output: bannedBundle },
  { type: 'xstate.done.actor.loadProfile', output: freeChatBundle },
  { type: 'xstate.error.actor.loadProfile', error: { message: 'gone', code: 'http_404' } },
  { type: 'xstate.error.actor.loadProfile', error: { message: 'down', code: 'http_503' } },
  { type: 'actorProfile.chatChosen', chatType },
  { type: 'actorProfile.rateSedcards', guestRating: 5 },
  answer(true),
  answer(false),
  // The login the gate opened ended well: the rating is asked again.
  { type: 'gate.resumed', action: 'favorite', ticket: 'actorProfile.sedcards', success: true },
  { type: 'xstate.done.actor.rateSedcards', output: sedcards },
  { type: 'xstate.error.actor.rateSedcards', error: { message: 'down', code: 'http_503' } },
  { type: 'actorProfile.saveNote', comment: ' sweet ' },
  { type: 'xstate.done.actor.storeNote', output: { comment: 'sweet' } },
  { type: 'xstate.error.actor.storeNote', error: { message: 'down', code: 'http_503' } },
  // A block of recommended actors comes on screen.
  { type: 'ui.recommendationsShown' },
];

/** The machine's invocations are unnamed: the model names each by its source (as the runner does). */
type Node = { invoke?: { id?: string; src?: unknown }; states?: Record<string, Node> };
const named = (node: Node): Node => ({
  ...node,
  ...(node.invoke
    ? { invoke: { ...node.invoke, id: node.invoke.id ?? String(node.invoke.src) } }
    : {}),
  ...(node.states
    ? {
        states: Object.fromEntries(
          Object.entries(node.states).map(([key, child]) => [key, named(child)]),
        ),
      }
    : {}),
});
const namedMachine = createMachine(
  named(actorProfileMachine.config as Node) as never,
  actorProfileMachine.implementations as never,
) as unknown as AnyStateMachine;
const stand = { trackProfileVisit: () => {}, askToRate: () => {} };

let asks = 0;

defineModelSuite(actorProfileMachine, {
  input: ready,
  events,
  graphOf: namedMachine,
  stand,
  runner: {
    actions: { ...stand, askToRate: () => void asks++ },
  },
  beforePath: () => {
    asks = 0;
  },
  invariants: (snapshot, { route, path, inFlight }) => {
    const view = selectProfileView(snapshot, 'lanalove');
    // The recommendations list is a child of its own: its request may outlive a reload.
    const calls = inFlight().filter((src) => src !== RECOMMENDATIONS_FETCH);
    if (snapshot.matches('loading')) expect(calls, route).toEqual(['loadProfile']);
    // Listed: the list asks for this actor's recommendations (pool, age rating, without her).
    const list = snapshot.children[RECOMMENDATIONS_LIST]?.getSnapshot() as
      { context: { query: RecommendationQuery | null } } | undefined;
    if (snapshot.matches({ shown: { available: { recommendations: 'listed' } } })) {
      expect(inFlight(), route).toContain(RECOMMENDATIONS_FETCH);
      expect(list?.context.query, route).toMatchObject({
        ageRating: RECOMMENDATIONS.ageRating,
        excludeActorId: bundle.actor.id,
      });
    } else if (!route.includes('ui.recommendationsShown'))
      expect(list?.context.query ?? null, route).toBeNull();
    // The free-chat duration runs only for a logged-in guest and an actor offering free chat.
    const counted = snapshot.matches({ shown: { available: { freeChat: 'counted' } } });
    expect(counted, route).toBe(
      snapshot.matches({ shown: 'available' }) &&
        snapshot.context.loggedIn &&
        snapshot.context.bundle?.actor.chatButtons.freeChat === true,
    );
    expect(snapshot.children.freeChat !== undefined, route).toBe(counted);
    if (snapshot.matches('notFound')) expect(view.status, route).toBe('notFound');
    if (snapshot.matches('failed'))
      expect(view, route).toEqual({ status: 'failed', error: 'http_503' });
    if (snapshot.matches({ shown: 'banned' })) expect(view.status, route).toBe('banned');
    if (snapshot.matches({ shown: 'available' })) expect(view.status, route).toBe('shown');
    if (snapshot.matches('closed')) expect(view.status, route).toBe('loading');
    // A chosen chat is chosen on an available profile only; its live show entry asks the gate.
    expect(selectChosenChat(snapshot), route).toBe(
      snapshot.matches({ shown: { available: { chat: 'chosen' } } }) ? chatType : null,
    );
    expect(selectRatingSaving(snapshot), route).toBe(inFlight().includes('rateSedcards'));
    expect(selectNoteSaving(snapshot), route).toBe(inFlight().includes('storeNote'));
    if (selectNoteSaved(snapshot)) expect(snapshot.context.bundle?.note, route).toBe('sweet');
    // Asking the gate means it was asked (again after a flow that ended well); nothing is saved
    // before its answer lets the rating through.
    if (snapshot.matches({ shown: { available: { rating: 'asking' } } })) {
      expect(asks, route).toBeGreaterThan(0);
      expect(snapshot.context.pendingRating, route).toBe(5);
    }
    if (inFlight().includes('rateSedcards'))
      expect(
        path.steps.map((step) => step.event.type),
        route,
      ).toContain('gate.answer');
  },
});
