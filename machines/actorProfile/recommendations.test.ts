import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { demoCam } from '../../src/engine/testing/demo/cams.ts';
import { demoActorProfileServices } from '../../src/engine/testing/demo/actorProfile.ts';
import { flushMacrotasks as settle } from '../../src/testing/flush.ts';
import { demoDomainInput } from '../shared/sessionFacts.testing.ts';
import { selectItems, selectListStatus } from '../list/list.selectors.ts';
import { actorProfileMachine } from './actorProfile.machine.ts';
import { selectProfileView } from './actorProfile.selectors.ts';
import type { ActorProfileBundle } from './actorProfile.types.ts';
import { presenceMachine } from '../presence/presence.machine.ts';
import { selectMoves } from '../presence/presence.selectors.ts';
import { byActorOf } from '../presence/byActor.ts';
import {
  RECOMMENDATIONS,
  RECOMMENDATIONS_LIST,
  recommendationLayout,
  recommendationsListMachine,
  shownRecommendations,
  type RecommendationPageInput,
  type RecommendationPageOutput,
} from './recommendations.ts';

const ready = demoDomainInput('actorProfile', { geoLocation: { countryCode: 'DE', region: null } });
const bundle: ActorProfileBundle = await demoActorProfileServices().loadActorProfile(
  { request: ready.request, actorName: 'lanalove', loggedIn: false },
  new AbortController().signal,
);
/** The pool the service answers: 16 online actors, ids 101 to 116. */
const pool = Array.from({ length: RECOMMENDATIONS.size }, (_, i) => demoCam(101 + i));

/** The presence owner (the one that takes the online and offline pushes). */
const startPresence = () =>
  createActor(presenceMachine, { input: demoDomainInput('presence') }).start();

/** The ids the desktop block shows of `items`, with the presence owner's changes. */
const shown = (items: readonly { id: number }[], presence: ReturnType<typeof startPresence>) =>
  shownRecommendations(items, selectMoves(presence.getSnapshot()))
    .slice(0, RECOMMENDATIONS.shown.desktop)
    .map((cam) => cam.id);

/** The profile with its recommendations list, whose calls wait for the test's answer. */
function start() {
  const calls: {
    input: RecommendationPageInput;
    resolve: (page: RecommendationPageOutput) => void;
    reject: (error: unknown) => void;
  }[] = [];
  const recommendationsList = recommendationsListMachine.provide({
    actors: {
      fetchPage: fromPromise<RecommendationPageOutput, RecommendationPageInput>(
        ({ input }) => new Promise((resolve, reject) => calls.push({ input, resolve, reject })),
      ),
    },
  });
  const actor = createActor(
    actorProfileMachine.provide({
      actors: {
        recommendationsList,
        loadProfile: fromPromise(({ input }) =>
          Promise.resolve(
            input.actorName === 'other'
              ? { ...bundle, actor: { ...bundle.actor, id: 2, name: 'Other' } }
              : bundle,
          ),
        ),
      },
      actions: { trackProfileVisit: () => {} },
    }),
    { input: ready },
  ).start();
  const list = () =>
    actor.system.get(RECOMMENDATIONS_LIST) as ReturnType<
      typeof createActor<typeof recommendationsListMachine>
    >;
  const shownIds = () =>
    selectItems(list().getSnapshot())
      .slice(0, RECOMMENDATIONS.shown.desktop)
      .map((cam) => cam.id);
  return { actor, calls, list, shownIds };
}

async function shownProfile() {
  const run = start();
  run.actor.send({ type: 'actorProfile.open', actorName: 'LanaLove' });
  await settle();
  expect(selectProfileView(run.actor.getSnapshot(), 'lanalove').status).toBe('shown');
  return run;
}

describe('recommended actors on the actor profile', () => {
  it('are asked for only once a block shows them: the pool of 16 at age rating 16, without her', async () => {
    const { actor, calls } = await shownProfile();
    expect(calls).toHaveLength(0);
    actor.send({ type: 'ui.recommendationsShown' });
    expect(
      actor.getSnapshot().matches({ shown: { available: { recommendations: 'listed' } } }),
    ).toBe(true);
    expect(calls).toHaveLength(1);
    const { query, limit } = calls[0]!.input;
    expect(limit).toBe(16);
    expect(query).toEqual({
      request: {
        queryServiceUrl: ready.config.queryServiceUrl,
        language: ready.request.language,
        ver: ready.request.ver,
        accessToken: ready.request.accessToken,
      },
      ageRating: 16,
      excludeActorId: bundle.actor.id,
    });
  });

  it('the list stays as answered: the presence owner holds who left, no push comes to the profile', async () => {
    const { actor, calls, list } = await shownProfile();
    actor.send({ type: 'ui.recommendationsShown' });
    calls[0]!.resolve({ items: pool, hasMore: false });
    await settle();
    const answered = selectItems(list().getSnapshot());
    const presence = startPresence();
    presence.send({ type: 'push.actorOffline', actorId: 103 });
    expect(selectItems(list().getSnapshot())).toBe(answered);
    expect(shown(answered, presence)).toEqual([101, 102, 110, 104, 105, 106, 107, 108, 109]);
    // The profile takes no presence push (one owner, issue 52 §2).
    expect(actor.getSnapshot().can({ type: 'push.actorOffline', actorId: 103 } as never)).toBe(
      false,
    );
  });

  it('an actor going offline leaves in place: the next of the pool takes her tile, none moves', () => {
    const presence = startPresence();
    expect(shown(pool, presence)).toEqual([101, 102, 103, 104, 105, 106, 107, 108, 109]);
    presence.send({ type: 'push.actorOffline', actorId: 103 });
    expect(shown(pool, presence)).toEqual([101, 102, 110, 104, 105, 106, 107, 108, 109]);
    // Then the first: the next after the places (111) takes hers; 110 stays where it is.
    presence.send({ type: 'push.actorOffline', actorId: 101 });
    expect(shown(pool, presence)).toEqual([111, 102, 110, 104, 105, 106, 107, 108, 109]);
    // One beyond the shown places leaves the pool; the shown tiles stay as they are.
    presence.send({ type: 'push.actorOffline', actorId: 113 });
    expect(shown(pool, presence)).toEqual([111, 102, 110, 104, 105, 106, 107, 108, 109]);
    expect(shownRecommendations(pool, selectMoves(presence.getSnapshot()))).toHaveLength(13);
    // Another actor's changes, and a repeated push, change nothing.
    const before = shownRecommendations(pool, selectMoves(presence.getSnapshot()));
    presence.send({ type: 'push.actorOffline', actorId: 999 });
    presence.send({ type: 'push.actorOffline', actorId: 103 });
    expect(shownRecommendations(pool, selectMoves(presence.getSnapshot()))).toEqual(before);
  });

  it('an actor coming back fills an emptied place after those shown, and moves none', () => {
    const presence = startPresence();
    const ten = pool.slice(0, 10);
    // Nine places filled: an actor online elsewhere changes nothing.
    presence.send({ type: 'push.actorOnline', actorId: 120 });
    expect(shownRecommendations(ten, selectMoves(presence.getSnapshot()))).toBe(ten);
    // Two go offline: eight left for nine places.
    presence.send({ type: 'push.actorOffline', actorId: 102 });
    presence.send({ type: 'push.actorOffline', actorId: 104 });
    expect(shown(ten, presence)).toEqual([101, 110, 103, 105, 106, 107, 108, 109]);
    // One of them is back: she takes the emptied place after the eight, which stay put.
    presence.send({ type: 'push.actorOnline', actorId: 102 });
    expect(shown(ten, presence)).toEqual([101, 110, 103, 105, 106, 107, 108, 109, 102]);
    // An actor the block never had, online or not, is not added.
    expect(shown(ten, presence)).not.toContain(120);
  });

  it('an actor named by no push keeps the answer: the same array', () => {
    expect(shownRecommendations(pool, byActorOf({}))).toBe(pool);
    expect(
      shownRecommendations(pool, byActorOf({ 101: { wentOffline: null, cameOnline: 3 } })),
    ).toBe(pool);
  });

  it('a failure fails only the block, and its retry loads them', async () => {
    const { actor, calls, list, shownIds } = await shownProfile();
    actor.send({ type: 'ui.recommendationsShown' });
    calls[0]!.reject(Object.assign(new Error('down'), { code: 'http_503' }));
    await settle();
    expect(selectListStatus(list().getSnapshot())).toBe('failed');
    expect(actor.getSnapshot().matches({ shown: 'available' })).toBe(true);
    expect(selectProfileView(actor.getSnapshot(), 'lanalove').status).toBe('shown');
    list().send({ type: 'ui.retry' });
    expect(calls).toHaveLength(2);
    calls[1]!.resolve({ items: pool.slice(0, 3), hasMore: false });
    await settle();
    expect(selectListStatus(list().getSnapshot())).toBe('loaded');
    expect(shownIds()).toEqual([101, 102, 103]);
  });

  it('another profile asks for its own recommendations when its block shows', async () => {
    const { actor, calls } = await shownProfile();
    actor.send({ type: 'ui.recommendationsShown' });
    actor.send({ type: 'actorProfile.open', actorName: 'Other' });
    await settle();
    expect(actor.getSnapshot().matches({ shown: { available: { recommendations: 'idle' } } })).toBe(
      true,
    );
    expect(calls).toHaveLength(1);
    actor.send({ type: 'ui.recommendationsShown' });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.input.query.excludeActorId).toBe(2);
  });

  it('shows 9 on desktop, on a phone 8 in a grid and 5 in a slider', () => {
    expect(recommendationLayout(false, 'grid')).toEqual({ shown: 9, slider: false });
    expect(recommendationLayout(false, 'slider')).toEqual({ shown: 9, slider: false });
    expect(recommendationLayout(true, 'grid')).toEqual({ shown: 8, slider: false });
    expect(recommendationLayout(true, 'slider')).toEqual({ shown: 5, slider: true });
  });
});
