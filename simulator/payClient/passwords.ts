import { randomBytes, scrypt, scryptSync, timingSafeEqual } from 'node:crypto';

// The pay client's password hashes (its `pay_client_credentials` table keeps them).

/** Password hashes: scrypt (N=4096) with a random salt, `salt:hash` in hex. */
const SCRYPT = { N: 4096 } as const;

/** scrypt in libuv's thread pool: a login never holds the event loop (sockets, other requests). */
function scryptAsync(password: string, salt: Buffer, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, length, SCRYPT, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password, salt, 32);
  return `${salt.toString('hex')}:${hash.toString('hex')}`;
}

export function hashPasswordSync(password: string): string {
  const salt = randomBytes(16);
  return `${salt.toString('hex')}:${scryptSync(password, salt, 32, SCRYPT).toString('hex')}`;
}

/** Startup only: whether `stored` is the hash of `password` (a published demo password). */
export function isHashOf(password: string, stored: string): boolean {
  const [saltHex = '', hashHex = ''] = stored.split(':');
  const expected = Buffer.from(hashHex, 'hex');
  const actual = scryptSync(password, Buffer.from(saltHex, 'hex'), expected.length, SCRYPT);
  return expected.length > 0 && timingSafeEqual(actual, expected);
}

/**
 * Whether `password` matches `stored`; with `stored` undefined (no such account) the same scrypt
 * runs against a hash nothing matches, so an unknown login costs as long as a wrong password.
 */
export async function verifyPassword(password: string, stored: string | undefined) {
  const [saltHex, hashHex] = (stored ?? UNKNOWN_HASH).split(':');
  if (saltHex === undefined || hashHex === undefined) return false;
  const expected = Buffer.from(hashHex, 'hex');
  const actual = await scryptAsync(password, Buffer.from(saltHex, 'hex'), expected.length);
  return timingSafeEqual(actual, expected) && stored !== undefined;
}
const UNKNOWN_HASH = `${'00'.repeat(16)}:${'00'.repeat(32)}`;
