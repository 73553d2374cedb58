import { createActor, setup, type ActorRefFrom, type AnyActorLogic } from 'xstate';
import { actorIn } from '../shared/actorIn.ts';
import type { GateAskEvent } from '../gating/gating.machine.ts';
import type { AlbumComment, AlbumFacts } from './album.types.ts';
import { ratingRequest } from './videoRating.testing.ts';

/** The request facts of the gallery calls in tests. */
export const albumRequest = {
  restBaseUrl: ratingRequest.restBaseUrl,
  ver: ratingRequest.ver,
  language: ratingRequest.language,
  accessToken: ratingRequest.accessToken,
};

/** `count` comments, newest first, ids from `count` down to 1. */
export function albumComments(count: number, from = count): AlbumComment[] {
  return Array.from({ length: count }, (_, index) => ({
    id: from - index,
    author: `Guest ${from - index}`,
    text: `Comment ${from - index}`,
    createdAt: '2026-01-10T12:00:00.000Z',
  }));
}

/** An album's facts as a test names them: 7 comments (5 of them given), may comment. */
export function albumFacts(facts: Partial<AlbumFacts> = {}): AlbumFacts {
  return {
    views: 100,
    rating: { likes: 10, dislikes: 2, guestRating: null },
    comments: albumComments(5, 7),
    commentsTotal: 7,
    canComment: true,
    ...facts,
  };
}

/**
 * `logic` invoked under `systemId` beside a gate that answers as the test says (allowed, or a
 * visitor's login to open), recording what was asked.
 */
export function startBesideGate<Logic extends AnyActorLogic>(
  logic: Logic,
  systemId: string,
  input: unknown,
  gate: { allowed: boolean },
) {
  const asked: GateAskEvent[] = [];
  const gating = setup({ types: { events: {} as GateAskEvent } }).createMachine({
    on: {
      'gate.ask': {
        actions: ({ event, system }) => {
          asked.push(event);
          actorIn(system, event.replyTo)?.send({
            type: 'gate.answer',
            action: event.action,
            ticket: event.ticket ?? null,
            allowed: gate.allowed,
            reason: gate.allowed ? null : 'needLogin',
            open: gate.allowed ? null : { type: 'payTour.open', flow: 'login' },
            balance: null,
          });
        },
      },
    },
  });
  // Widened for setup: a generic logic type does not resolve in its invoke config.
  const parent = createActor(
    setup({ actors: { child: logic as AnyActorLogic, gating } }).createMachine({
      invoke: [
        { id: 'gating', systemId: 'gating', src: 'gating' },
        { id: systemId, systemId, src: 'child', input: input as never },
      ],
    }),
  ).start();
  return { asked, actor: parent.system.get(systemId) as ActorRefFrom<Logic> };
}
