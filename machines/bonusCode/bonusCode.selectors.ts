import type { SnapshotFrom } from 'xstate';
import type { BonusCodeConfig, RemainingBonusCode } from '../rewards/rewards.types.ts';
import type { bonusCodeMachine } from './bonusCode.machine.ts';

type Snapshot = SnapshotFrom<typeof bonusCodeMachine>;

type BonusCodeFormStatus =
  | 'editing'
  | 'invalid'
  | 'checking'
  | 'redeeming'
  | 'redeemed'
  | 'confirmed'
  | 'refused'
  | 'failed';

export interface BonusCodeView {
  status: 'waiting' | 'visitor' | BonusCodeFormStatus;
  code: string;
  config: BonusCodeConfig | null;
  reason: string | null;
  error: string | null;
  remaining: { status: 'loading' | 'loaded' | 'failed'; codes: RemainingBonusCode[] } | null;
}

const FORM_STATES = ['editing', 'invalid', 'checking', 'redeeming', 'refused', 'failed'] as const;

export function selectBonusCodeView(snapshot: Snapshot): BonusCodeView {
  const { code, config, reason, error, remaining } = snapshot.context;
  const base = { code, config, reason, error: error?.message ?? null };
  if (snapshot.matches('visitor')) return { ...base, status: 'visitor', remaining: null };
  const status: BonusCodeFormStatus = snapshot.matches({
    active: { form: { redeemed: 'confirmed' } },
  })
    ? 'confirmed'
    : snapshot.matches({ active: { form: 'redeemed' } })
      ? 'redeemed'
      : (FORM_STATES.find((state) => snapshot.matches({ active: { form: state } })) ?? 'editing');
  const remainingStatus = snapshot.matches({ active: { remaining: 'loaded' } })
    ? 'loaded'
    : snapshot.matches({ active: { remaining: 'failed' } })
      ? 'failed'
      : 'loading';
  return { ...base, status, remaining: { status: remainingStatus, codes: remaining } };
}
