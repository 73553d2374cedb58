import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decideGate,
  GUARDED_ACTION_NAMES,
  RESTRICTION_REASONS,
  type GateFacts,
  type GateRequest,
  type RestrictionReason,
} from './gating.ts';

const facts: fc.Arbitrary<GateFacts> = fc.record({
  isLoggedIn: fc.boolean(),
  hasAccountCookie: fc.boolean(),
  avsAccepted: fc.boolean(),
  isVip: fc.boolean(),
  hasTv: fc.boolean(),
  // Cents around the chat minimum and typical prices.
  balance: fc.oneof(
    fc.constantFrom(0, 0.49, 0.5, 0.51, 9.99, 10),
    fc.integer({ min: 0, max: 50000 }).map((c) => c / 100),
  ),
  isPayingCustomer: fc.boolean(),
  isForcePayment: fc.boolean(),
  loginEnabled: fc.boolean(),
  forceAvs: fc.boolean(),
});
const request: fc.Arbitrary<GateRequest> = fc.record(
  {
    action: fc.constantFrom(...GUARDED_ACTION_NAMES),
    price: fc.integer({ min: 0, max: 20000 }).map((c) => c / 100),
    // The platform's refusal (a purchase's 402 or 403, the voice call's 4002).
    refused: fc.constantFrom(...RESTRICTION_REASONS),
  },
  { requiredKeys: ['action'] },
);

/** The spec's rules written out a second way: every unmet requirement of the request. */
function unmet({ action, price = 0, refused }: GateRequest, f: GateFacts): RestrictionReason[] {
  // The anonymous voice call: a visitor's too, refused only by the platform.
  if (action === 'voiceCall') return refused ? [refused] : [];
  const adult = action !== 'favorite' && action !== 'account';
  const reasons: RestrictionReason[] = [];
  if (!f.isLoggedIn) reasons.push('needLogin');
  if ((adult || f.forceAvs) && !f.avsAccepted) reasons.push('needAgeCheck');
  if ((action === 'vipContent' && !f.isVip) || (action === 'tvContent' && !f.hasTv))
    reasons.push('needAbo');
  const short =
    (action === 'chat' && f.balance < 0.5) ||
    ((action === 'buy' || action === 'gift') && f.balance < price) ||
    ((action === 'chat' || action === 'message') && f.isForcePayment && !f.isPayingCustomer);
  if (short) reasons.push('needPurchase');
  if (refused && !reasons.includes(refused)) reasons.push(refused);
  return reasons;
}

describe('gating', () => {
  // Many generated cases: room for a machine busy with other work.
  it(
    'allows exactly the requests with nothing unmet, else names the first unmet reason',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(request, facts, (req, f) => {
          const decision = decideGate(req, f);
          const reasons = unmet(req, f);
          expect(decision.allowed).toBe(reasons.length === 0);
          expect(decision.reason).toBe(reasons[0] ?? null);
          if (decision.reason) expect(RESTRICTION_REASONS).toContain(decision.reason);
        }),
        { numRuns: 5000 },
      );
    },
  );

  it(
    'opens what each reason needs: login or signup by the cookie, age check, the abo, a top-up',
    { timeout: 60_000 },
    () => {
      fc.assert(
        fc.property(request, facts, (req, f) => {
          const { reason, open } = decideGate(req, f);
          const flow = open?.flow ?? null;
          if (reason === null) expect(open).toBeNull();
          if (reason === 'needLogin')
            expect(flow).toBe(f.loginEnabled ? (f.hasAccountCookie ? 'login' : 'signup') : null);
          if (reason === 'needAgeCheck') expect(flow).toBe('avs');
          if (reason === 'needAbo')
            expect(flow).toBe(req.action === 'tvContent' ? 'vxtvabo' : 'vipabo');
          if (reason === 'needPurchase')
            expect(flow).toBe(req.action === 'voiceCall' ? 'voicecall' : 'moneycharge');
          if (open) expect(open.type).toBe('payTour.open');
        }),
        { numRuns: 5000 },
      );
    },
  );

  it('never lets a visitor through but to the voice call, and lets a guest with everything do anything affordable', () => {
    fc.assert(
      fc.property(request, facts, (asked, f) => {
        // The gate's own facts alone (no refusal of the platform).
        const req: GateRequest = { action: asked.action, price: asked.price ?? 0 };
        expect(decideGate(req, { ...f, isLoggedIn: false }).reason).toBe(
          req.action === 'voiceCall' ? null : 'needLogin',
        );
        const rich = {
          ...f,
          isLoggedIn: true,
          avsAccepted: true,
          isVip: true,
          hasTv: true,
          isPayingCustomer: true,
          balance: 1000,
        };
        expect(decideGate(req, rich).allowed).toBe(true);
      }),
    );
  });

  it.each([
    ['chat', 0.49, 'needPurchase'],
    ['chat', 0.5, null],
    ['buy', 9.98, 'needPurchase'],
    ['buy', 9.99, null],
  ] as const)('%s with a balance of %s: %s', (action, balance, reason) => {
    const f: GateFacts = {
      isLoggedIn: true,
      hasAccountCookie: true,
      avsAccepted: true,
      isVip: false,
      hasTv: false,
      balance,
      isPayingCustomer: true,
      isForcePayment: false,
      loginEnabled: true,
      forceAvs: false,
    };
    expect(decideGate({ action, price: 9.99 }, f).reason).toBe(reason);
  });
});

describe('the top-up a short balance opens (selectedAmount, decision 0032)', () => {
  const guest: GateFacts = {
    isLoggedIn: true,
    hasAccountCookie: true,
    avsAccepted: true,
    isVip: false,
    hasTv: false,
    balance: 1,
    isPayingCustomer: true,
    isForcePayment: false,
    loginEnabled: true,
    forceAvs: false,
  };
  const optionsOf = (req: GateRequest, f: GateFacts) => decideGate(req, f).open?.options;

  it.each([
    ['a buy of 2,99 with 1,00', { action: 'buy', price: 2.99 }, 1, 10],
    ['a buy of 40,00 with 12,50', { action: 'buy', price: 40 }, 12.5, 50],
    ['a gift of 180,00 with nothing', { action: 'gift', price: 180 }, 0, 180],
    ['a chat entry with 0,20 (the 0,50 minimum)', { action: 'chat' }, 0.2, 10],
  ] as const)('%s preselects %s', (_, req, balance, amount) => {
    expect(optionsOf(req, { ...guest, balance })).toEqual({ selectedAmount: amount });
  });

  it('preselects nothing when no money is missing (a force-payment guest’s first payment, the platform’s refusal)', () => {
    const forced = { ...guest, balance: 20, isForcePayment: true, isPayingCustomer: false };
    expect(decideGate({ action: 'chat' }, forced).open).toEqual({
      type: 'payTour.open',
      flow: 'moneycharge',
    });
    expect(
      optionsOf({ action: 'buy', price: 2, refused: 'needPurchase' }, { ...guest, balance: 5 }),
    ).toBeUndefined();
  });

  it('always covers the missing amount of a short buy', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50_000 }).map((c) => c / 100),
        fc.integer({ min: 0, max: 50_000 }).map((c) => c / 100),
        (price, balance) => {
          fc.pre(balance < price);
          const amount = optionsOf({ action: 'buy', price }, { ...guest, balance })?.selectedAmount;
          expect(amount).toBeGreaterThanOrEqual(price - balance);
        },
      ),
    );
  });
});
