import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './models/accessibility.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { PayClientPage } from './models/PayClientPage.ts';
import { PaymentSection, PayTour } from './models/PayTour.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { SHOTS, reviewShot } from './reviewShots.ts';

/**
 * Issue 54 §10: every pay-tour flow a guest needs is reachable from the screen, not only by
 * `?vxpAutoFlow=`. Her account's payment section opens each in the payment client, which names
 * the flow it shows; with her analytics consent the payment client may track (decision 0032).
 */
test.describe('pay tour from her account', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: true });
  });

  test("a logged-in guest opens deposit limit, automatic top-up and change card from her account's payment section", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000); // a login and three rounds of the payment client on a busy machine
    const guest = await guestCopyOf(request, 'demo', { savedCard: true });
    const section = new PaymentSection(page);
    const pay = new PayTour(page);
    await page.setViewportSize({ width: 1366, height: 900 });
    await new ShellPage(page).loginAs(guest);
    await section.open();
    await reviewShot(page, { path: `${SHOTS}/pay-account-desktop.png`, fullPage: false });
    await expectNoSeriousViolations(page);

    for (const flow of ['Deposit limit', 'Automatic top-up', 'Change credit card']) {
      await section.flow(flow).click();
      // The payment client's view is the flow asked for.
      await pay.expectOpen(flow);
      await pay.close();
      await pay.expectClosed();
    }
    // Her analytics consent: the payment client was told it may track, and did, flow by flow.
    await section.flow('Deposit limit').click();
    await pay.expectOpen('Deposit limit');
    await expect
      .poll(() => pay.tracked())
      .toContainEqual({ event: 'vxp.view', flow: 'limit', view: 'limit' });

    await pay.close();
    await pay.expectClosed();
    await page.setViewportSize({ width: 390, height: 844 });
    await section.region.scrollIntoViewIfNeeded();
    await reviewShot(page, { path: `${SHOTS}/pay-account-phone.png`, fullPage: false });
    await expectNoSeriousViolations(page);
  });

  test("the payment client shows the line naming the performer and preselects the page's own amount", async ({
    page,
    request,
  }) => {
    // The options as the pay tour sends them for her chat's entry short of 120,50 € (a tab reads
    // them from flowParams, as a phone's flow does).
    const guest = await guestCopyOf(request, 'demo');
    const flowParams = JSON.stringify({
      flow: 'moneycharge',
      selectedAmount: 121,
      host: 12,
      hostData: { id: 12, teaserText: 'Top up and stay with Lana.' },
    });
    const client = await PayClientPage.openTab(
      page,
      request,
      `flow=moneycharge&lang=EN&flowParams=${encodeURIComponent(flowParams)}`,
    );
    await client.login(guest, 'demo1234');
    await expect(client.title).toHaveText('Top up your balance');
    await expect(client.teaser).toHaveText('Top up and stay with Lana.');
    await expect(client.amount('Other amount')).toBeChecked();
    await expect(client.otherAmount).toHaveValue('121');
    await reviewShot(page, { path: `${SHOTS}/pay-client-host-desktop.png` });
  });
});
