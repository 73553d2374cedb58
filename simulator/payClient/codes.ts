import { readFileSync } from 'node:fs';
import { z } from 'zod';
import { fromMinor, toMinor } from '../money.ts';
import { PayClientError, type PayClientCore, type PayGuest } from './core.ts';

const codeSchema = z.strictObject({
  code: z.string().min(1),
  kind: z.enum(['promocode', 'scratchcard']),
  oneOff: z.boolean(),
  benefit: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('balance'), amount: z.number().positive() }),
    z.strictObject({
      type: z.literal('voucher'),
      voucherType: z.number().int().min(1).max(10),
      amount: z.number().int().positive(),
    }),
  ]),
  description: z.string(),
});
type PayCode = z.infer<typeof codeSchema>;

/** Promo codes and scratch cards (`fixtures/payClientCodes.json`; none outside demo mode). */
export class PayCodes {
  private readonly codes: PayCode[];

  constructor(private readonly core: PayClientCore) {
    const { deps } = core;
    const codes = z.array(codeSchema).parse(JSON.parse(readFileSync(deps.codesPath, 'utf8')));
    // The promo codes are published (README, fixtures): production redeems none of them.
    this.codes = deps.demoSecrets === false ? [] : codes;
  }

  /** `promocode` / `scratchcard`: redeems a code once (per guest, or at all for one-off cards). */
  redeem(
    sessionId: string,
    input: { code: string; kind: 'promocode' | 'scratchcard' },
  ): {
    guest: PayGuest;
    benefit: PayCode['benefit'];
  } {
    const { accounts, hub } = this.core;
    const account = this.core.requireAccount(sessionId);
    const wanted = input.code.trim().toUpperCase();
    if (wanted === '') throw new PayClientError(422, 'invalid', { code: 'required' });
    const code = this.codes.find((entry) => entry.code === wanted && entry.kind === input.kind);
    if (!code) throw new PayClientError(404, 'unknown_code', {});
    if (!this.core.pay.redeem(code.code, account.id, code.oneOff)) {
      throw new PayClientError(409, 'code_used');
    }
    const { benefit } = code;
    if (benefit.type === 'balance') {
      const minor =
        toMinor(account.balance, account.currency) + toMinor(benefit.amount, account.currency);
      accounts.setBalance(account.id, fromMinor(minor, account.currency));
      hub.pushBalance(account.id, { isPayment: false });
    } else {
      const vouchers = [
        ...account.state.vouchers,
        { type: benefit.voucherType, actorId: null, amount: benefit.amount },
      ];
      accounts.patchState(account.id, { vouchers });
      hub.push(account.id, { type: 'vouchers', vouchers });
    }
    hub.push(account.id, { type: 'bonusCodeRedeemed', code: code.code, bonus: benefit });
    return { guest: this.core.guest(account.id), benefit };
  }
}
