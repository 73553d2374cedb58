import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PinErrorCode } from '../../machines/pinCall/pinCall.types.ts';
import { accessTokenOf, resolveCaller } from '../auth.ts';
import type { SimulatorContext } from '../context.ts';
import type { Account } from '../store/accounts.ts';
import type { AccountStore } from './store.ts';

/** The demo PIN: mobile numbers take all six digits, fixed lines the first five. */
export const DEMO_PIN = '123456';
export const PIN_ATTEMPTS = 3;
export const PIN_VALID_MS = 5 * 60 * 1000;
export const ALLOWED_COUNTRIES = ['DE', 'AT', 'CH', 'NL', 'ES', 'BE', 'LU', 'GB'];

/**
 * Deterministic demo numbers (simulator/README.md): 555… is blacklisted (5), 444… times out at
 * verification (4), 999… makes the service fail without a known reason (10).
 */
export function startRefusal(
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

const startVariables = z.object({
  countryCode: z.string(),
  preCode: z.string(),
  number: z.string(),
  type: z.string(),
});
const verifyVariables = z.object({ id: z.string(), type: z.string(), pin: z.string() });
const body = z.object({
  query: z.string(),
  variables: z.record(z.string(), z.unknown()).optional(),
});

const fail = (code: PinErrorCode | string, message: string) => ({
  errors: [{ message, extensions: { code: String(code) } }],
});

/**
 * The guest service (GraphQL, session as bearer) at `/graphql/guest`: the pin call's
 * `startVerification` and `verifyPin` with the ten error codes of seed 000 §8.
 */
export function registerPinCall(
  app: FastifyInstance,
  ctx: SimulatorContext,
  store: AccountStore,
  now: () => number = Date.now,
): void {
  const guestOf = (request: FastifyRequest): Account | null => {
    const caller = resolveCaller(ctx.store, accessTokenOf(request));
    return caller.kind === 'guest' && !caller.account.isLocked ? caller.account : null;
  };

  app.post('/graphql/guest', async (request, reply) => {
    const account = guestOf(request);
    if (!account)
      return reply.code(401).send(fail('UNAUTHENTICATED', 'Missing or invalid session'));
    const parsed = body.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send(fail('BAD_REQUEST', 'Expected { query, variables }'));
    const { query, variables = {} } = parsed.data;
    if (/\bstartVerification\b/.test(query)) {
      const input = startVariables.safeParse(variables);
      if (!input.success) return fail(1, 'Invalid phone number');
      const { countryCode, preCode, number, type } = input.data;
      const refusal = startRefusal(
        input.data,
        store.numberVerifiedByOther(account.id, preCode, number),
      );
      if (refusal !== null) return fail(refusal, `Pin call refused (${refusal})`);
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
      return { data: { pinCall: { startVerification: { id, pinLength } } } };
    }
    if (/\bverifyPin\b/.test(query)) {
      const input = verifyVariables.safeParse(variables);
      if (!input.success) return fail(7, 'Id does not exist');
      const row = store.pin(input.data.id);
      if (!row || row.account_id !== account.id) return fail(7, 'Id does not exist');
      if (input.data.type !== row.type) return fail(3, 'Invalid verification type');
      if (row.attempts >= PIN_ATTEMPTS) return fail(9, 'Attempt limit reached');
      if (row.expires_at <= now()) return fail(4, 'Verification timeout');
      if (input.data.pin !== DEMO_PIN.slice(0, row.pin_length)) {
        const attempts = row.attempts + 1;
        store.updatePin(row.id, { attempts });
        return attempts >= PIN_ATTEMPTS
          ? fail(9, 'Attempt limit reached')
          : fail(8, 'Invalid code');
      }
      store.updatePin(row.id, { verified: 1 });
      const e123 = `+${row.pre_code} ${row.number}`;
      store.patchProfile(account, { verifiedPhone: e123 });
      return {
        data: {
          pinCall: {
            verifyPin: {
              id: row.id,
              type: row.type,
              verified: true,
              countryCode: row.country_code,
              preCode: row.pre_code,
              number: row.number,
              e123,
              pinLength: row.pin_length,
            },
          },
        },
      };
    }
    return reply.code(400).send(fail('BAD_REQUEST', 'Unknown operation'));
  });
}
