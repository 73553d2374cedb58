import { expect, test } from './fixtures.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { FeedGate } from './models/FeedGate.ts';
import { FeedPage } from './models/FeedPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';

const T = { timeout: 30_000 };
/** A paid clip post of the demo catalogue: 200 coins (50 €). */
const NORA = { actor: 'NoraSilk', post: '501243' };

/**
 * Issue 52 §1: the feed's purchases take the one gate path. What stands in the way (a visitor's
 * login, a short balance's top-up) opens through the gate, and once it is through the purchase
 * goes on by itself: nobody presses the button again.
 */
test.describe('feed through the gate', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    // A login with the page's reload, or a pay-client round, and a purchase on a busy machine.
    test.setTimeout(150_000);
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('BUY, visitor: her unlock opens the feed-signup box, and once logged in the post is bought', async ({
    page,
    request,
  }) => {
    // Her own copy of demo (age-verified) with money enough for the 200 coins.
    const guest = await guestCopyOf(request, 'demo', { balance: '300.00' });
    const feed = new FeedPage(page, request);
    const gate = new FeedGate(page);
    await feed.open(FeedPage.profilePath(NORA.actor));
    const post = feed.post(NORA.post);
    await expect(post.getByRole('group', { name: 'Paid post: 1 media' })).toBeVisible(T);

    await feed.button(post, 'Unlock for 200 coins').click();
    await expect(gate.signupBox).toBeVisible(T);
    await gate.logInFromBox(guest, 'demo1234');

    // Logged in, the feed again after the login's reload: the purchase went on by itself.
    const bought = feed.post(NORA.post);
    await expect(bought.getByLabel(`Clip by ${NORA.actor}`)).toBeVisible(T);
    await expect(bought.getByRole('group', { name: /^Paid post/ })).toHaveCount(0);
    await expect(page.getByText('250,00 €')).toBeVisible(T);
  });

  test('BUY, short of money: the service refuses, the gate opens the top-up, and after it the post is bought', async ({
    page,
    request,
  }) => {
    // Her own copy of demo with 1 € and a saved card: short of the 50 €.
    const guest = await guestCopyOf(request, 'demo', { balance: '1.00', savedCard: true });
    const feed = new FeedPage(page, request);
    const gate = new FeedGate(page);
    await feed.openAs(guest, FeedPage.profilePath(NORA.actor));
    const post = feed.post(NORA.post);
    await expect(post.getByRole('group', { name: 'Paid post: 1 media' })).toBeVisible(T);

    await feed.button(post, 'Unlock for 200 coins').click();
    await gate.topUp('100,00 €');

    // Topped up: the purchase went on by itself, the clip is there, 101 € less 50 €.
    await expect(post.getByLabel(`Clip by ${NORA.actor}`)).toBeVisible(T);
    await expect(post.getByRole('group', { name: /^Paid post/ })).toHaveCount(0);
    await expect(page.getByText('51,00 €')).toBeVisible(T);
  });
});
