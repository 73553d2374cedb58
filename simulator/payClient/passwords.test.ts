import * as crypto from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';

// The scrypt the store runs, counted: an unknown login must cost the same work as a wrong
// password (no timing oracle), which a count shows on any machine, busy or not.
vi.mock('node:crypto', async (original) => {
  const real = await original<typeof crypto>();
  return { ...real, scrypt: vi.fn(real.scrypt) };
});

const { verifyPassword } = await import('./passwords.ts');
const scrypt = vi.mocked(crypto.scrypt);

describe('pay-client passwords', () => {
  it('an unknown login runs the same scrypt as a wrong password, off the event loop', async () => {
    const salt = '11'.repeat(16);
    const hash = await new Promise<Buffer>((resolve, reject) =>
      crypto.scrypt('right', Buffer.from(salt, 'hex'), 32, { N: 4096 }, (error, key) =>
        error ? reject(error) : resolve(key),
      ),
    );
    const stored = `${salt}:${hash.toString('hex')}`;
    scrypt.mockClear();
    expect(await verifyPassword('wrong', stored)).toBe(false);
    expect(await verifyPassword('wrong', undefined)).toBe(false);
    expect(await verifyPassword('right', stored)).toBe(true);
    // Three checks, three asynchronous scrypt runs with the same cost and key length.
    expect(scrypt).toHaveBeenCalledTimes(3);
    const costs = scrypt.mock.calls.map((call) => [call[2], call[3]]);
    expect(new Set(costs.map((cost) => JSON.stringify(cost))).size).toBe(1);
  });
});
