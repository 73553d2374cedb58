import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A test's own guest: a fresh copy of a demo account (`POST /dev/account/copy`), with its money,
 * flags, age check and payment password but none of what other tests did, so order and parallel
 * runs change nothing. `balance` sets its money; `favourites` gives it the original's pinned
 * favourites (a copy starts with none).
 */
export async function guestCopyOf(
  request: APIRequestContext,
  demoLogin: string,
  options: { balance?: string; favourites?: boolean } = {},
): Promise<string> {
  const favourites = options.favourites ? '&favourites=1' : '';
  const response = await request.post(
    `/dev/account/copy?from=${encodeURIComponent(demoLogin)}${favourites}`,
  );
  expect(response.ok()).toBe(true);
  const { login } = (await response.json()) as { login: string };
  if (options.balance !== undefined) {
    const set = await request.post(
      `/dev/account/balance?as=${encodeURIComponent(login)}&balance=${options.balance}`,
    );
    expect(set.ok()).toBe(true);
  }
  return login;
}
