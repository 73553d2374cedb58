import type { SnapshotFrom } from 'xstate';
import type { freeChatMachine } from './freeChat.machine.ts';

type FreeChatSnapshot = SnapshotFrom<typeof freeChatMachine>;

/** What the free-chat button and the running free chat show of the guest's free time with her. */
export type FreeChatView =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | {
      status: 'known';
      /** The server's figure (while her free chat runs: as it started or last changed). */
      seconds: number;
      counting: boolean;
      /** While it runs: when the free time ends (ms since the epoch), for the view to count to. */
      endsAt: number | null;
    };

const LOADING: FreeChatView = { status: 'loading' };

export function selectFreeChatView(snapshot: FreeChatSnapshot): FreeChatView {
  const { context } = snapshot;
  if (snapshot.matches('failed')) return { status: 'failed', error: context.error ?? '' };
  if (!snapshot.matches('known') || context.seconds === null) return LOADING;
  return {
    status: 'known',
    seconds: context.seconds,
    counting: snapshot.hasTag('counting'),
    endsAt: context.endsAt,
  };
}

/** Seconds of free chat left, or null while unknown (and for a visitor, who has no such actor). */
export const selectFreeChatSeconds = (snapshot: FreeChatSnapshot): number | null =>
  snapshot.matches('known') ? snapshot.context.seconds : null;

export const sameFreeChatView = (a: FreeChatView, b: FreeChatView): boolean =>
  a === b || JSON.stringify(a) === JSON.stringify(b);
