import type { SnapshotFrom } from 'xstate';
import { formatCountdown } from '../rewards/berlinTime.ts';
import type { DailyBonusData } from '../rewards/rewards.types.ts';
import type { dailyBonusMachine } from './dailyBonus.machine.ts';

type Snapshot = SnapshotFrom<typeof dailyBonusMachine>;

export type DailyBonusView =
  | { status: 'waiting' | 'visitor' | 'closed' | 'loading' }
  | { status: 'failed'; error: string }
  | {
      status: 'ready';
      data: DailyBonusData;
      offerStatus: 'idle' | 'claiming' | 'toppingUp' | 'claimed' | 'refused';
      errorCode: string | null;
      error: string | null;
    };

const OFFER_STATES = ['claiming', 'toppingUp', 'claimed', 'refused'] as const;

export function selectDailyBonusView(snapshot: Snapshot): DailyBonusView {
  const { data, errorCode, error } = snapshot.context;
  if (snapshot.matches({ page: 'waiting' })) return { status: 'waiting' };
  if (snapshot.matches({ page: 'visitor' })) return { status: 'visitor' };
  if (snapshot.matches({ page: 'closed' })) return { status: 'closed' };
  if (snapshot.matches({ page: { open: 'failed' } }))
    return { status: 'failed', error: error?.message ?? 'unknown' };
  if (!snapshot.matches({ page: { open: 'ready' } }) || data === null) return { status: 'loading' };
  const offerStatus =
    OFFER_STATES.find((state) =>
      snapshot.matches({ page: { open: { ready: { offer: state } } } }),
    ) ?? 'idle';
  return {
    status: 'ready',
    data,
    offerStatus,
    errorCode,
    error: offerStatus === 'refused' ? (error?.message ?? null) : null,
  };
}

/** `hh:mm:ss` to the day's end (a separate selector: it changes every second). */
export function selectCountdown(snapshot: Snapshot): string | null {
  return snapshot.matches({ page: { open: 'ready' } })
    ? formatCountdown(snapshot.context.remainingMs)
    : null;
}
