/**
 * Per-minute billing of a live chat (seed 000 §5): each started minute is charged from the
 * balance at its start, in minor units. A minute the balance cannot cover ends the chat (107).
 */
export type MinuteCharge =
  | { ok: true; balanceMinor: number; totalMinor: number; minutes: number }
  | { ok: false; balanceMinor: number };

export function chargeMinute(
  balanceMinor: number,
  priceMinor: number,
  billed: { minutes: number; totalMinor: number },
): MinuteCharge {
  if (priceMinor > balanceMinor) return { ok: false, balanceMinor };
  return {
    ok: true,
    balanceMinor: balanceMinor - priceMinor,
    totalMinor: billed.totalMinor + priceMinor,
    minutes: billed.minutes + 1,
  };
}

/** The chat minimum (seed 000 §5: 0,50 in the balance's currency), in minor units. */
export const CHAT_MINIMUM_MINOR = 50;
