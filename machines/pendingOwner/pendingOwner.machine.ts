import { assign, setup } from 'xstate';
import { onFirstUse } from '../shared/onFirstUse.ts';

/** How many recent facts a placeholder keeps, so a long session stays bounded. */
export const PENDING_OWNER_KEEP = 20;

export interface PendingOwnerContext {
  owner: string;
  /** Facts received, counted by type: nothing arrives unseen. */
  counts: Record<string, number>;
  /** The newest facts, oldest first. */
  recent: { type: string; [key: string]: unknown }[];
}

/**
 * Stands in for a domain machine that a later issue builds (guest, avs, messenger, …): it takes
 * the facts routed to that owner and keeps them, so nothing is dropped silently, the inspector and
 * replays show them, and the real machine replaces it under the same system id.
 */
export const pendingOwnerMachine = onFirstUse(() =>
  setup({
    types: {
      context: {} as PendingOwnerContext,
      input: {} as { owner: string },
      events: {} as { type: string; [key: string]: unknown },
    },
    actions: {
      keepFact: assign(
        ({ context }, params: { fact: { type: string; [key: string]: unknown } }) => ({
          counts: {
            ...context.counts,
            [params.fact.type]: (context.counts[params.fact.type] ?? 0) + 1,
          },
          recent: [...context.recent, params.fact].slice(-PENDING_OWNER_KEEP),
        }),
      ),
    },
  }).createMachine({
    id: 'pendingOwner',
    context: ({ input }) => ({ owner: input.owner, counts: {}, recent: [] }),
    on: { '*': { actions: { type: 'keepFact', params: ({ event }) => ({ fact: event }) } } },
  }),
);
