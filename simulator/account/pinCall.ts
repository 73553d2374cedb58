import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { PinErrorCode } from '../../machines/pinCall/pinCall.types.ts';
import { graphqlError, registerResolvers, requireGuest } from '../graphql/index.ts';
import type { AccountStore } from './store.ts';

/** The demo PIN: mobile numbers take all six digits, fixed lines the first five. */
const DEMO_PIN = '123456';
const PIN_ATTEMPTS = 3;
const PIN_VALID_MS = 5 * 60 * 1000;
const ALLOWED_COUNTRIES = ['DE', 'AT', 'CH', 'NL', 'ES', 'BE', 'LU', 'GB'];

/**
 * Deterministic demo numbers (simulator/README.md): 555… is blacklisted (5), 444… times out at
 * verification (4), 999… makes the service fail without a known reason (10).
 */
function startRefusal(
  input: { countryCode: string; preCode: string; number: string; type: string },
  verifiedElsewhere: boolean,
): PinErrorCode | null {
  if (input.type !== 'mobile' && input.type !== 'fixed') return 3;
  if (!/^\d{1,4}$/.test(input.preCode) || !/^\d{4,14}$/.test(input.number)) return 1;
  if (!ALLOWED_COUNTRIES.includes(input.countryCode)) return 2;
  if (input.number.startsWith('555')) return 5;
  if (input.number.startsWith('999')) return 10;
  if (verifiedElsewhere) return 6;
  return null;
}

const fail = (code: PinErrorCode, message: string) => graphqlError(String(code), message);

/**
 * The guest service's pin call (services/graphql/schema/guest/pinCall.graphql, session as
 * bearer): `pinCall { startVerification, verifyPin }` with the ten error codes of seed 000 §8 as
 * `extensions.code`. The service itself refuses a caller who is not a logged-in, unlocked guest.
 */
export function registerPinCall(
  app: FastifyInstance,
  store: AccountStore,
  now: () => number = Date.now,
): void {
  registerResolvers(app, 'guest', {
    Mutation: { pinCall: () => ({}) },
    PinCallMutations: {
      startVerification: (_, args, context) => {
        const account = requireGuest(context);
        const input = {
          countryCode: String(args.countryCode),
          preCode: String(args.preCode),
          number: String(args.number),
          type: String(args.type),
        };
        const { countryCode, preCode, number, type } = input;
        const refusal = startRefusal(
          input,
          store.numberVerifiedByOther(account.id, preCode, number),
        );
        if (refusal !== null) throw fail(refusal, `Pin call refused (${refusal})`);
        const id = `pin_${randomBytes(8).toString('hex')}`;
        const pinLength = type === 'mobile' ? 6 : 5;
        store.insertPin({
          id,
          account_id: account.id,
          type,
          country_code: countryCode,
          pre_code: preCode,
          number,
          pin_length: pinLength,
          attempts: 0,
          verified: 0,
          // The 444… demo numbers have timed out by the time anyone types the code.
          expires_at: number.startsWith('444') ? 0 : now() + PIN_VALID_MS,
        });
        return { id, pinLength };
      },
      verifyPin: (_, args, context) => {
        const account = requireGuest(context);
        const row = store.pin(String(args.id));
        if (!row || row.account_id !== account.id) throw fail(7, 'Id does not exist');
        if (String(args.type) !== row.type) throw fail(3, 'Invalid verification type');
        if (row.attempts >= PIN_ATTEMPTS) throw fail(9, 'Attempt limit reached');
        if (row.expires_at <= now()) throw fail(4, 'Verification timeout');
        if (String(args.pin) !== DEMO_PIN.slice(0, row.pin_length)) {
          const attempts = row.attempts + 1;
          store.updatePin(row.id, { attempts });
          throw attempts >= PIN_ATTEMPTS
            ? fail(9, 'Attempt limit reached')
            : fail(8, 'Invalid code');
        }
        store.updatePin(row.id, { verified: 1 });
        const e123 = `+${row.pre_code} ${row.number}`;
        store.patchProfile(account, { verifiedPhone: e123 });
        return {
          id: row.id,
          type: row.type,
          verified: true,
          countryCode: row.country_code,
          preCode: row.pre_code,
          number: row.number,
          e123,
          pinLength: row.pin_length,
        };
      },
    },
  });
}
