import type { SnapshotFrom } from 'xstate';
import type { OneClickFailure, oneClickMachine } from './oneClick.machine.ts';
import type { CurrencyCode } from '../shared/money.ts';
import { needsConfirmation, type OneClickRequester } from './oneClick.types.ts';

type OneClickSnapshot = SnapshotFrom<typeof oneClickMachine>;

/** What the one-click box shows, for the requester whose page it is on. */
export type OneClickView =
  | { status: 'idle' }
  | { status: 'asking' | 'payTour'; requester: OneClickRequester }
  | {
      status: 'choosing';
      requester: OneClickRequester;
      /** Each offered amount (in `currency`) and whether it asks for a confirmation first. */
      amounts: { amount: number; large: boolean }[];
      currency: CurrencyCode;
    }
  | {
      status: 'confirming' | 'sending';
      requester: OneClickRequester;
      amount: number;
      currency: CurrencyCode;
    }
  | {
      status: 'failed';
      requester: OneClickRequester;
      amount: number;
      currency: CurrencyCode;
      failure: OneClickFailure;
    };

const IDLE: OneClickView = { status: 'idle' };

export function selectOneClickView(snapshot: OneClickSnapshot): OneClickView {
  const { requester, amounts, chosen, failure, currency } = snapshot.context;
  if (requester === null || snapshot.matches('idle')) return IDLE;
  if (snapshot.matches('payTour')) return { status: 'payTour', requester };
  if (snapshot.matches({ open: 'choosing' })) {
    return {
      status: 'choosing',
      requester,
      amounts: amounts.map((amount) => ({ amount, large: needsConfirmation(amount) })),
      currency,
    };
  }
  const amount = chosen ?? 0;
  if (snapshot.matches({ open: 'confirming' }))
    return { status: 'confirming', requester, amount, currency };
  if (snapshot.matches({ open: 'sending' }))
    return { status: 'sending', requester, amount, currency };
  if (snapshot.matches({ open: 'failed' })) {
    return { status: 'failed', requester, amount, currency, failure: failure ?? 'unknown' };
  }
  return { status: 'asking', requester };
}

/** The box for one requester's page: idle unless this requester asked. */
export const selectOneClickViewFor =
  (requester: OneClickRequester) =>
  (snapshot: OneClickSnapshot): OneClickView => {
    const view = selectOneClickView(snapshot);
    return view.status !== 'idle' && view.requester === requester ? view : IDLE;
  };
