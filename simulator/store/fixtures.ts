import { readFileSync } from 'node:fs';
import { z } from 'zod';
import * as zm from 'zod/mini';
import { currencyCodeSchema, guestStateSchema } from '../../services/rest/schemas.ts';
import { ACCOUNT_STATE_DEFAULTS } from './account-state.ts';
import type { Account } from './accounts.ts';

// Derived fields (isLoggedIn, balanceFormatted, hasAvs) and columns are not taken from the fixture.
// (guestStateSchema is a client schema, in zod/mini: its helpers are functions.)
const stateFields = zm.partial(
  zm.omit(guestStateSchema, {
    id: true,
    name: true,
    email: true,
    isLoggedIn: true,
    isLocked: true,
    balance: true,
    currency: true,
    balanceFormatted: true,
    hasAvs: true,
  }),
);

/**
 * One entry of `fixtures/accounts.json`: a login, a description for humans, and the guest-state
 * fields that differ from a plain logged-in guest. Strict, so a misspelt field fails loudly.
 */
const fixtureAccountSchema = z.strictObject({
  login: z.string().regex(/^[a-z][a-z0-9_-]*$/),
  description: z.string().min(1),
  id: z.number().int().positive(),
  name: z.string().min(1),
  email: z.email(),
  currency: zm._default(currencyCodeSchema, 'EUR'),
  balance: z.number().nonnegative().default(0),
  isLocked: z.boolean().default(false),
  locksOnLogin: z.boolean().default(false),
  ...stateFields.shape,
});

const fixtureAccountsSchema = z.array(fixtureAccountSchema).min(1);

/** Reads and validates the demo accounts; the error names the file and the bad entry. */
export function loadFixtureAccounts(path: string): Account[] {
  const parsed = fixtureAccountsSchema.safeParse(JSON.parse(readFileSync(path, 'utf8')));
  if (!parsed.success) {
    throw new Error(`Invalid demo accounts in ${path}:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data.map((entry) => {
    const { login, description, id, name, email, currency, balance, isLocked, locksOnLogin } =
      entry;
    const state = Object.fromEntries(
      Object.keys(ACCOUNT_STATE_DEFAULTS).flatMap((key) => {
        const value = (entry as Record<string, unknown>)[key];
        return value === undefined ? [] : [[key, value]];
      }),
    );
    return {
      login,
      description,
      id,
      name,
      email,
      currency,
      balance,
      isLocked,
      locksOnLogin,
      state: { ...ACCOUNT_STATE_DEFAULTS, ...state },
    };
  });
}
