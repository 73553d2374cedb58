import { expect, test } from './fixtures.ts';
import { PayClientPage } from './models/PayClientPage.ts';
import { PayTour, VipClubPage } from './models/PayTour.ts';
import { ShellPage } from './models/ShellPage.ts';
import { SHOTS, reviewShot } from './reviewShots.ts';
import { guestCopyOf } from './models/TestGuests.ts';

/** Guarded actions that continue by themselves after login, and the hosted checkout link. */
test.describe('VIP club', () => {
  test('a visitor asks for VIP, signs up, and the VIP subscription opens by itself', async ({
    page,
  }) => {
    // Signup, a reload and a second flow: the shared e2e machine is slow.
    test.slow();
    const shell = new ShellPage(page);
    const pay = new PayTour(page);
    const club = new VipClubPage(page);
    await club.open();
    await reviewShot(page, { path: `${SHOTS}/vipclub-visitor-desktop.png` });
    await club.getVip.click();
    // A visitor without an account cookie is offered signup; the VIP wish is kept meanwhile.
    await pay.expectOpen('Create your free account');
    expect(await pay.storedLoginAction()).toEqual({ type: 'getVip', params: {} });
    const name = `vip${Date.now().toString(36)}`;
    await pay.signUp(name, `${name}@example.test`, 'secret123');
    // Logged in on a fresh page, the stored action runs once: the VIP flow opens by itself.
    await expect(shell.guestName).toHaveText(name, { timeout: 15_000 });
    await expect(club.title).toBeVisible();
    await pay.expectOpen('Join the VIP Club');
    expect(await pay.storedLoginAction()).toBeNull();
    await pay.close();
    await pay.expectClosed();
    // Nothing opens again by itself on the next load.
    await page.reload();
    await expect(club.title).toBeVisible();
    await expect(shell.guestName).toHaveText(name);
    await expect(pay.frameElement).toBeHidden();
  });

  test('a guest pays on the hosted checkout page by link and comes back', async ({
    request,
    page,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    // Two origins and two full loads of the app.
    test.slow();
    const shell = new ShellPage(page);
    const club = new VipClubPage(page);
    await shell.loginAs(demoGuest, '/en/vipclub/');
    await expect(club.title).toBeVisible();
    await reviewShot(page, { path: `${SHOTS}/vipclub-guest-desktop.png` });
    const appOrigin = new URL(page.url()).origin;
    await club.checkout.click();
    // The checkout origin answered the page's request with a link, and the page followed it.
    await expect(page).toHaveURL(/\/VXPAY-V3\/\?.*flow=vipabo/);
    const link = new URL(page.url());
    expect(link.origin).not.toBe(appOrigin);
    expect(link.searchParams.get('ruri')).toBe(`${appOrigin}/en/vipclub/`);
    const hosted = new PayClientPage(page);
    await expect(hosted.title).toHaveText(/Log in|Join the VIP Club/);
    if ((await hosted.title.textContent()) === 'Log in') await hosted.login(demoGuest, 'demo1234');
    await expect(hosted.title).toHaveText('Join the VIP Club');
    await hosted.closeButton.click();
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL(`${appOrigin}/en/vipclub/`);
    // A full load of the app (its page chunk is lazy): room for a busy machine.
    await expect(club.title).toBeVisible({ timeout: 15_000 });
    await expect(shell.guestName).toHaveText('DemoDan');
  });
});

test.describe('VIP club on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('shows the offer in one column', async ({ page }) => {
    const club = new VipClubPage(page);
    await club.open();
    await expect(club.getVip).toBeVisible();
    await reviewShot(page, { path: `${SHOTS}/vipclub-visitor-phone.png`, fullPage: true });
  });
});
