import { expect, type APIRequestContext } from '@playwright/test';

/**
 * A test's own guest: a fresh copy of a demo account (`POST /dev/account/copy`), with its money,
 * flags, age check and payment password but none of what other tests did, so order and parallel
 * runs change nothing. `balance` sets its money; `favourites` gives it the original's pinned
 * favourites, `conversations` its messenger conversations with their messages (a copy starts with
 * neither); `savedCard` gives it a saved card in the payment client (`/dev/payClient/storedCard`).
 */
export async function guestCopyOf(
  request: APIRequestContext,
  demoLogin: string,
  options: {
    balance?: string;
    favourites?: boolean;
    conversations?: boolean;
    savedCard?: boolean;
  } = {},
): Promise<string> {
  const favourites = options.favourites ? '&favourites=1' : '';
  const conversations = options.conversations ? '&conversations=1' : '';
  const response = await request.post(
    `/dev/account/copy?from=${encodeURIComponent(demoLogin)}${favourites}${conversations}`,
  );
  expect(response.ok()).toBe(true);
  const { login } = (await response.json()) as { login: string };
  if (options.balance !== undefined) {
    const set = await request.post(
      `/dev/account/balance?as=${encodeURIComponent(login)}&balance=${options.balance}`,
    );
    expect(set.ok()).toBe(true);
  }
  if (options.savedCard) {
    const card = await request.post(`/dev/payClient/storedCard?as=${encodeURIComponent(login)}`);
    expect(card.ok(), await card.text()).toBe(true);
  }
  return login;
}
