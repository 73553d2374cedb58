import { expect, type APIRequestContext } from '@playwright/test';

/** A test's own guest as the copy endpoint names it: its login, guest id and e-mail address. */
interface GuestCopy {
  login: string;
  id: number;
  email: string;
}

/**
 * A test's own guest: a fresh copy of a demo account (`POST /dev/account/copy`), with its money,
 * flags, age check and payment password but none of what other tests did, so order and parallel
 * runs change nothing. `balance` sets its money; `favourites` gives it the original's pinned
 * favourites, `conversations` its messenger conversations with their messages, `mediathek` what
 * its mediathek holds (its photo albums, less those it removed, and its purchases; a copy starts
 * with none of these); `savedCard` gives it a saved card in the payment client
 * (`/dev/payClient/storedCard`).
 */
export async function guestCopy(
  request: APIRequestContext,
  demoLogin: string,
  options: {
    balance?: string;
    favourites?: boolean;
    conversations?: boolean;
    mediathek?: boolean;
    savedCard?: boolean;
  } = {},
): Promise<GuestCopy> {
  const query = new URLSearchParams({ from: demoLogin });
  for (const part of ['favourites', 'conversations', 'mediathek'] as const)
    if (options[part]) query.set(part, '1');
  const response = await request.post(`/dev/account/copy?${query}`);
  expect(response.ok()).toBe(true);
  const copy = (await response.json()) as GuestCopy;
  const as = encodeURIComponent(copy.login);
  if (options.balance !== undefined) {
    const set = await request.post(`/dev/account/balance?as=${as}&balance=${options.balance}`);
    expect(set.ok()).toBe(true);
  }
  if (options.savedCard) {
    const card = await request.post(`/dev/payClient/storedCard?as=${as}`);
    expect(card.ok(), await card.text()).toBe(true);
  }
  return copy;
}

/** {@link guestCopy}'s login: what the login helpers and `?as=` controls take. */
export async function guestCopyOf(...args: Parameters<typeof guestCopy>): Promise<string> {
  return (await guestCopy(...args)).login;
}
