import { expect, test } from './fixtures.ts';
import { ContestPages } from './models/ContestPages.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { GuestPushes } from './models/GuestPushes.ts';
import { PayTour } from './models/PayTour.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';

const T = { timeout: 20_000 };

/**
 * Issue 52 §1: views hold no gate. A button of a gate no domain holds asks the gate itself
 * (`ui.passRequested`), which opens what stands first in the way; the page follows the facts the
 * owners tell the gate once the flow is through.
 */
test.describe('gate journeys', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('an unverified guest presses Verify age on an adults-only picture: the gate opens the age check, and once verified the picture shows', async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000); // a login, the pay client's age check and a push on a busy machine
    // Her own copy of newbie, its age check unknown: nothing to reset afterwards.
    const guest = await guestCopyOf(request, 'newbie');
    await ContestPages.reset(request, guest);
    await new GuestPushes(page, request).setAvs(guest, 'unknown');
    const contests = new ContestPages(page);
    const pay = new PayTour(page);
    await new ShellPage(page).loginAs(guest, ContestPages.contestPath(41));
    await expect(contests.heading('Summer photo contest')).toBeVisible(T);
    await contests.closeBoxIfShown('Welcome!');
    const entry = contests.entry('Red lingerie');
    const gated = entry.getByRole('group', { name: 'This content is for verified adults only.' });
    await expect(gated).toBeVisible(T);
    await expect(entry.locator('img')).toHaveCount(0);

    await gated.getByRole('button', { name: 'Verify age' }).click();
    await pay.expectOpen('Age verification');
    await pay.client.field('Full name').fill('Nia Newbie');
    await pay.client.field('Date of birth').fill('1990-04-01');
    await pay.client.field('ID document number').fill('L01X00T47');
    await pay.client.button('Verify my age').click();
    await pay.client.button('Continue').click();
    await pay.expectClosed();

    // Verified: the gate's facts changed, and the picture is in the page.
    await expect(contests.entry('Red lingerie').locator('img')).toBeVisible(T);
    await expect(
      contests.entry('Red lingerie').getByRole('group', {
        name: 'This content is for verified adults only.',
      }),
    ).toHaveCount(0);
  });
});
