import type { SnapshotFrom } from 'xstate';
import { VOUCHER_TYPES, type Voucher, type VoucherTypeName } from '../rewards/rewards.types.ts';
import type { benefitsMachine } from './benefits.machine.ts';

type Snapshot = SnapshotFrom<typeof benefitsMachine>;

export type BenefitsView =
  | { status: 'waiting' | 'visitor' }
  | { status: 'loading' | 'ready' | 'failed'; data: BenefitsData | null; error: string | null };

export interface BenefitsData {
  /** Vouchers grouped by type name, types in the spec's number order. */
  voucherGroups: { type: VoucherTypeName; vouchers: Voucher[] }[];
  spinwheelSpins: number;
  messengerGiftCount: number;
  freeMessagesCount: number;
  privateShowTickets: { showId: number; actorName: string; start: string; end: string }[];
  chatShowTickets: { showId: number; actorName: string; start: string; end: string }[];
}

/** The benefits page: vouchers by type, then counters and tickets. */
export function selectBenefitsView(snapshot: Snapshot): BenefitsView {
  if (snapshot.matches('visitor')) return { status: 'visitor' };
  const { benefits, error } = snapshot.context;
  const status = snapshot.hasTag('loading')
    ? 'loading'
    : snapshot.matches('failed')
      ? 'failed'
      : 'ready';
  return {
    status,
    error: status === 'failed' ? (error?.message ?? 'unknown') : null,
    data: benefits && {
      voucherGroups: groupVouchers(benefits.vouchers),
      spinwheelSpins: benefits.spinwheelSpins,
      messengerGiftCount: benefits.messengerGiftCount,
      freeMessagesCount: benefits.freeMessagesCount,
      privateShowTickets: benefits.privateShowTickets,
      chatShowTickets: benefits.chatShowTickets,
    },
  };
}

/** Spins the guest can use on the wheel, once loaded. */
export function selectSpinwheelSpins(snapshot: Snapshot): number | null {
  return snapshot.context.benefits?.spinwheelSpins ?? null;
}

/** Vouchers by their type number; unknown type numbers are left out (the server may add types). */
export function groupVouchers(vouchers: readonly Voucher[]): BenefitsData['voucherGroups'] {
  const groups: BenefitsData['voucherGroups'] = [];
  for (const [number, type] of Object.entries(VOUCHER_TYPES)) {
    const matching = vouchers.filter((voucher) => voucher.type === Number(number));
    if (matching.length > 0) groups.push({ type, vouchers: matching });
  }
  return groups;
}
