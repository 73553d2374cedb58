import type {
  Benefits,
  BonusCodeCheck,
  BonusCodeConfig,
  RedeemReply,
  RemainingBonusCode,
} from '../../machines/rewards/rewards.types.ts';
import { DAY, dayStart, type RewardsWorldState, type WorldEffects } from './world.ts';

// The demo bonus codes and the guest's benefits.

// ---- Bonus codes ----------------------------------------------------------------------------

const benefitBase = (id: number, name: string, description: string) => ({ id, name, description });

/** The demo bonus codes (documented in simulator/README.md). */
const DEMO_BONUS_CODES: Record<string, BonusCodeConfig & { refuse?: string }> = {
  WELCOME10: {
    code: 'WELCOME10',
    containsTopUpBenefit: true,
    validTo: '2027-12-31',
    conditions: { requireMobileAuth: false, vip: false },
    benefits: [
      {
        ...benefitBase(1, 'Welcome bonus', '10 % on your next top-up'),
        kind: 'Bonus',
        bonusFlat: 0,
        bonusTopUpPercent: 10,
        bonusTopUpFlat: 0,
        staggering: [
          { from: 20, amount: 2 },
          { from: 50, amount: 7 },
        ],
      },
    ],
  },
  FREEMSG5: {
    code: 'FREEMSG5',
    containsTopUpBenefit: false,
    validTo: '2027-12-31',
    conditions: { requireMobileAuth: false, vip: false },
    benefits: [
      { ...benefitBase(2, 'Free messages', 'Five free messages'), kind: 'FreeMessages', amount: 5 },
      {
        ...benefitBase(3, 'Video voucher', 'One video of your choice'),
        kind: 'VoucherVideo',
        amount: 1,
      },
    ],
  },
  GIFTS3: {
    code: 'GIFTS3',
    containsTopUpBenefit: false,
    validTo: '2027-12-31',
    conditions: { requireMobileAuth: false, vip: false },
    benefits: [
      {
        ...benefitBase(4, 'Messenger gifts', 'Three roses to send'),
        kind: 'MessengerGifts',
        messengerGiftsId: 12,
        amount: 3,
      },
      { ...benefitBase(5, 'Coins', '20 coins'), kind: 'BonusCoins', amount: 20 },
    ],
  },
  VIPWEEK: {
    code: 'VIPWEEK',
    containsTopUpBenefit: false,
    validTo: '2027-12-31',
    conditions: { requireMobileAuth: false, vip: false },
    benefits: [
      {
        ...benefitBase(6, 'VIP week', 'Seven days of VIP'),
        kind: 'VIPAbo',
        daysVIPAbo: 7,
        actorId: null,
      },
      {
        ...benefitBase(7, 'Free minutes', 'Ten minutes video chat'),
        kind: 'FreeMinutes',
        freeMinutesCount: 10,
        actorId: 3101,
      },
    ],
  },
  MOBILEONLY: {
    code: 'MOBILEONLY',
    containsTopUpBenefit: false,
    validTo: '2027-12-31',
    conditions: { requireMobileAuth: true, vip: false },
    benefits: [
      { ...benefitBase(8, 'Premium', 'Premium for 3 days'), kind: 'PremiumAbo', daysPremiumAbo: 3 },
    ],
    refuse: 'mobile_auth_required',
  },
  OLD2020: {
    code: 'OLD2020',
    containsTopUpBenefit: false,
    validTo: '2020-12-31',
    conditions: { requireMobileAuth: false, vip: false },
    benefits: [
      {
        ...benefitBase(9, 'Live show', 'A live show ticket'),
        kind: 'LiveShow',
        liveShowActorId: 3101,
      },
    ],
    refuse: 'expired',
  },
};

function findCode(code: string) {
  return DEMO_BONUS_CODES[code.trim().toUpperCase()];
}

export function checkBonusCode(world: RewardsWorldState, code: string): BonusCodeCheck {
  const config = findCode(code);
  if (!config) return { canRedeem: { success: false, reason: 'unknown_code' }, bonusCode: null };
  const { refuse, ...bonusCode } = config;
  const reason = world.redeemedCodes.includes(config.code) ? 'already_redeemed' : (refuse ?? null);
  return { canRedeem: { success: reason === null, reason }, bonusCode };
}

export function redeemBonusCode(
  world: RewardsWorldState,
  code: string,
): { reply: RedeemReply; effects: WorldEffects } {
  const check = checkBonusCode(world, code);
  const effects: WorldEffects = { balanceDelta: 0, loyaltyPoints: 0, vouchersChanged: false };
  if (!check.canRedeem.success || !check.bonusCode)
    return { reply: { success: false, bonus: null }, effects };
  world.redeemedCodes.push(check.bonusCode.code);
  for (const benefit of check.bonusCode.benefits) {
    if (benefit.kind === 'FreeMessages') world.freeMessages += benefit.amount;
    if (benefit.kind === 'MessengerGifts') world.messengerGifts += benefit.amount;
    if (benefit.kind === 'BonusCoins') effects.balanceDelta += benefit.amount / 4;
    if (benefit.kind === 'VoucherVideo' || benefit.kind === 'VoucherPhoto') {
      world.vouchers.push({
        type: benefit.kind === 'VoucherVideo' ? 1 : 4,
        amount: benefit.amount,
        validFrom: null,
        validTo: check.bonusCode.validTo,
        actors: [],
      });
      effects.vouchersChanged = true;
    }
  }
  return { reply: { success: true, bonus: check.bonusCode }, effects };
}

export function remainingBonusCodes(world: RewardsWorldState): RemainingBonusCode[] {
  const offered = ['WELCOME10', 'FREEMSG5', 'GIFTS3', ...world.wonCodes];
  return offered
    .filter((code, index) => offered.indexOf(code) === index && !world.redeemedCodes.includes(code))
    .map((code) => ({ code, validTo: findCode(code)?.validTo ?? null }));
}

// ---- Benefits ------------------------------------------------------------------------------

export function benefitsOf(world: RewardsWorldState, now: number): Benefits {
  const at = (days: number, hour: number) =>
    new Date(dayStart(now) + days * DAY + hour * 3_600_000).toISOString();
  return {
    vouchers: world.vouchers,
    spinwheelSpins: world.spins,
    messengerGiftCount: world.messengerGifts,
    freeMessagesCount: world.freeMessages,
    privateShowTickets: [
      { showId: 501, actorName: 'MiaSunshine', start: at(1, 20), end: at(1, 21) },
    ],
    chatShowTickets: [{ showId: 502, actorName: 'LunaLove', start: at(2, 21), end: at(2, 22) }],
  };
}
