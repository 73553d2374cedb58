import { assign, enqueueActions, raise, setup } from 'xstate';
import type { DomainInput } from '../shared/domainEvents.ts';
import { placeholderCall } from '../shared/placeholder.ts';
import { serviceRequestOf } from '../shared/serviceRequest.ts';
import type {
  LiveActor,
  LiveEventsContext,
  LiveEventsEvent,
  LoadLiveActors,
  VotingActor,
} from './liveEvents.types.ts';

/** How long one reaction's burst is shown (ms, engine clock). */
export const REACTION_SHOWN_MS = 4000;
/** At most this many bursts at once; an older one makes room. */
export const MAX_REACTIONS = 8;
/** Performers a voting shows at most (the push may name more). */
const MAX_VOTING_ACTORS = 4;

/**
 * Live events (seed 000 §6 pushes, decision 0028): the Clash of Cams voting's standing
 * (`clashOfCamsVoting`), shown as a scoreboard until the guest closes it or the next voting comes,
 * and performers' live reactions (`liveReaction`), each a burst shown for
 * {@link REACTION_SHOWN_MS}. The pushes name performers by id only: their names and pictures are
 * looked up once (`loadActors`, recorded), a failed lookup leaving them nameless but shown.
 */
export const liveEventsMachine = setup({
  types: {
    context: {} as LiveEventsContext,
    input: {} as DomainInput,
    events: {} as LiveEventsEvent,
  },
  actors: {
    loadActors: placeholderCall<LiveActor[], LoadLiveActors>('liveEvents.loadActors'),
  },
  delays: { reactionShown: REACTION_SHOWN_MS },
  actions: {
    showVoting: assign((_, params: { votingId: number; actors: VotingActor[] }) => ({
      voting: {
        votingId: params.votingId,
        actors: [...params.actors].sort((a, b) => b.votes - a.votes).slice(0, MAX_VOTING_ACTORS),
      },
    })),
    closeVoting: assign(({ context }) => ({
      dismissed: context.voting?.votingId ?? context.dismissed,
      voting: null,
    })),
    addReaction: enqueueActions(
      ({ context, enqueue }, params: { actorId: number; reaction: string }) => {
        const id = context.nextReaction;
        enqueue.assign({
          reactions: [...context.reactions, { id, ...params }].slice(-MAX_REACTIONS),
          nextReaction: id + 1,
        });
        enqueue.raise({ type: 'liveEvents.reactionEnded', id }, { delay: 'reactionShown' });
      },
    ),
    endReaction: assign(({ context }, params: { id: number }) => ({
      reactions: context.reactions.filter((reaction) => reaction.id !== params.id),
    })),
    lookUp: raise({ type: 'liveEvents.lookup' }),
    keepActors: assign(({ context }, params: { actors: LiveActor[] }) => ({
      actors: {
        ...context.actors,
        ...Object.fromEntries(params.actors.map((actor) => [actor.id, actor])),
      },
    })),
  },
  guards: {
    notDismissed: ({ context }, params: { votingId: number }) =>
      context.dismissed !== params.votingId,
    hasUnknownActors: ({ context }) => unknownActors(context).length > 0,
  },
}).createMachine({
  id: 'liveEvents',
  type: 'parallel',
  context: ({ input }) => ({
    request: serviceRequestOf(input),
    voting: null,
    dismissed: null,
    actors: {},
    reactions: [],
    nextReaction: 0,
  }),
  on: {
    'push.clashOfCamsVoting': {
      guard: { type: 'notDismissed', params: ({ event }) => ({ votingId: event.votingId }) },
      actions: [
        {
          type: 'showVoting',
          params: ({ event }) => ({ votingId: event.votingId, actors: event.actors }),
        },
        'lookUp',
      ],
    },
    'push.liveReaction': {
      actions: [
        {
          type: 'addReaction',
          params: ({ event }) => ({ actorId: event.actorId, reaction: event.reaction }),
        },
        'lookUp',
      ],
    },
    'ui.votingClosed': { actions: 'closeVoting' },
    'liveEvents.reactionEnded': {
      actions: { type: 'endReaction', params: ({ event }) => ({ id: event.id }) },
    },
  },
  states: {
    /** Performers named by the pushes, looked up once each. */
    lookup: {
      initial: 'idle',
      states: {
        idle: { on: { 'liveEvents.lookup': { guard: 'hasUnknownActors', target: 'loading' } } },
        loading: {
          on: {
            'liveEvents.lookup': { guard: 'hasUnknownActors', target: 'loading', reenter: true },
          },
          invoke: {
            id: 'loadActors',
            src: 'loadActors',
            input: ({ context }) => ({
              request: context.request,
              actorIds: unknownActors(context),
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'keepActors', params: ({ event }) => ({ actors: event.output }) },
            },
            // Shown without a name ("a performer"); the next push asks again.
            onError: { target: 'idle' },
          },
        },
      },
    },
  },
});

/** The performers shown (voting and bursts) not looked up yet. */
function unknownActors(context: LiveEventsContext): number[] {
  const shown = [
    ...(context.voting?.actors.map((actor) => actor.actorId) ?? []),
    ...context.reactions.map((reaction) => reaction.actorId),
  ];
  return [...new Set(shown)].filter((id) => context.actors[id] === undefined);
}
