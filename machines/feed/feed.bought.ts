import type { ContextArgs } from './feed.context.ts';

/**
 * The mediathek's feed section (seed 001 §1 my area: the mediathek's feed part): the guest's
 * bought photos and clips (`boughtContentGuest`) in their list (`feed.bought.list`); a visitor has
 * none and is asked to log in. Pure: assigners, guards and the `bought` region, named in
 * feed.machine.ts.
 */

export const boughtGuards = {
  wantsBought: ({ context }: ContextArgs) => context.boughtWanted && context.guestId !== null,
  wantsBoughtAsVisitor: ({ context }: ContextArgs) =>
    context.boughtWanted && context.guestId === null,
  leftBought: ({ context }: ContextArgs) => !context.boughtWanted,
};

/** The `bought` region of `ready`. */
export const boughtRegion = {
  initial: 'closed',
  states: {
    closed: {
      always: [
        { guard: 'wantsBought', target: 'shown', actions: 'queryBought' },
        { guard: 'wantsBoughtAsVisitor', target: 'visitor' },
      ],
    },
    shown: { always: { guard: 'leftBought', target: 'closed' } },
    visitor: { always: { guard: 'leftBought', target: 'closed' } },
  },
} as const;
