import { expect, test } from './fixtures.ts';
import { AccountProfile, AccountSimulator } from './models/AccountProfile.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { ShellPage } from './models/ShellPage.ts';
import { SHOTS, reviewShot } from './reviewShots.ts';
import { overflowing } from './models/layout.ts';
import { guestCopy, guestCopyOf } from './models/TestGuests.ts';

test.describe('cookie consent decides whether analytics requests are sent', () => {
  test('necessary only: the tracking requests stay in the page, none reaches the tracker', async ({
    page,
    request,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const sim = new AccountSimulator(request);
    await sim.clearTracking();
    const shell = new ShellPage(page);
    await shell.loginAs(demoGuest);
    const banner = new CookieBanner(page);
    await expect(banner.region).toBeVisible();
    await banner.necessaryOnly();
    const profile = new AccountProfile(page);
    await profile.open();
    await profile.loaded();
    await profile.send('consent', { type: 'tracking.profileVisit', actorName: 'Lana' });
    // The profile view and the visit were asked for and withheld in the page ...
    await expect.poll(async () => (await profile.consentContext()).withheld).toBe(2);
    // ... and a reload remembers the choice: no banner, still nothing sent.
    await page.reload();
    await profile.loaded();
    await expect(banner.region).toHaveCount(0);
    await expect.poll(async () => (await profile.consentContext()).withheld).toBe(1);
    expect(await sim.tracking()).toEqual([]);
  });

  test('analytics accepted: the profile view and a profile visit are recorded by the tracker', async ({
    page,
    request,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const sim = new AccountSimulator(request);
    await sim.clearTracking();
    await new ShellPage(page).loginAs(demoGuest);
    await new CookieBanner(page).choose({ functional: false, analytics: true });
    const profile = new AccountProfile(page);
    await profile.open();
    await profile.loaded();
    await profile.send('consent', { type: 'tracking.profileVisit', actorName: 'Lana' });
    await expect
      .poll(async () => (await sim.tracking()).map((r) => r.kind).sort())
      .toEqual(['actorProfileVisit', 'track']);
    const records = await sim.tracking();
    expect(records.find((r) => r.kind === 'track')?.payload).toMatchObject({
      context: 'myAccount',
      type: 'profileView',
      source: 'web',
    });
    // Changing one's mind from the personal area stops it again.
    await page.getByRole('button', { name: 'Cookie settings' }).click();
    await new CookieBanner(page).choose({ functional: true, analytics: false });
    await profile.send('consent', { type: 'tracking.profileVisit', actorName: 'Mia' });
    await expect.poll(async () => (await profile.consentContext()).withheld).toBe(1);
    expect((await sim.tracking()).length).toBe(2);
  });
});

const SIZES = [
  ['desktop', { width: 1280, height: 800 }],
  ['phone', { width: 390, height: 844 }],
] as const;

test.describe('personal area profile', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('visitors are offered the login', async ({ page }) => {
    const profile = new AccountProfile(page);
    await profile.open();
    await expect(page.getByRole('heading', { name: 'Log in to see your profile' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('a profile update is checked, kept on error and persists across a reload', async ({
    request,
    page,
  }) => {
    const newbieGuest = await guestCopyOf(request, 'newbie');
    await new ShellPage(page).loginAs(newbieGuest, '/en/myvisitx/profile');
    const profile = new AccountProfile(page);
    await profile.loaded();
    const city = `Utrecht ${test.info().workerIndex}-${Date.now() % 100000}`;
    await profile.edit({ 'First name': 'Nina', City: city, 'E-mail': 'nina@@example' });
    await expect(page.getByText('Please enter a valid e-mail address')).toBeVisible();
    // The guest's input is still there.
    await expect(profile.field('City')).toHaveValue(city);
    await profile.field('E-mail').fill('newbie@example.com');
    await page.getByRole('button', { name: 'Save profile' }).click();
    await expect(
      page.getByRole('status').filter({ hasText: 'Your profile has been saved.' }),
    ).toBeVisible();
    await page.reload();
    await profile.loaded();
    await expect(profile.fact('city')).toHaveText(city);
    await expect(profile.fact('firstName')).toHaveText('Nina');
  });

  test('a failed save keeps what the guest typed and says so', async ({ page, request }) => {
    const tvGuest = await guestCopyOf(request, 'tv');
    const sim = new AccountSimulator(request);
    await new ShellPage(page).loginAs(tvGuest, '/en/myvisitx/profile');
    const profile = new AccountProfile(page);
    await profile.loaded();
    await sim.fail('profile');
    try {
      await profile.edit({ 'Last name': 'Kept' });
      await expect(page.getByRole('alert').filter({ hasText: 'could not be saved' })).toBeVisible();
      await expect(profile.field('Last name')).toHaveValue('Kept');
    } finally {
      await sim.healAll();
    }
  });

  test('newsletters toggle and stay; a failure is shown and changes nothing', async ({
    page,
    request,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const sim = new AccountSimulator(request);
    await new ShellPage(page).loginAs(demoGuest, '/en/myvisitx/profile');
    const profile = new AccountProfile(page);
    await profile.loaded();
    const lateNight = profile.newsletterBox('Late night');
    const wasOn = await lateNight.isChecked();
    // The box follows the platform's answer, not the click.
    await lateNight.click();
    await expect(profile.newsletter.getByRole('status')).toHaveText(
      'Your newsletter choice has been saved.',
    );
    await page.reload();
    await profile.loaded();
    await expect(lateNight).toBeChecked({ checked: !wasOn });
    await sim.fail('newsletter');
    try {
      await profile.newsletterBox('Contests').click();
      await expect(profile.newsletter.getByRole('alert')).toHaveText(
        'Your newsletter choice could not be saved. Please try again.',
      );
      await expect(profile.newsletterBox('Contests')).toBeChecked({ checked: false });
    } finally {
      await sim.healAll();
    }
  });

  test('pin call: a wrong code shows its error, the right code verifies the phone', async ({
    request,
    page,
  }) => {
    const tvGuest = await guestCopy(request, 'tv');
    // A number of this test's own: the simulator keeps a verified number for one account, so a
    // fixed one would be taken on a retry or a reused data directory.
    const digits = String(tvGuest.id).padStart(7, '0').slice(-7);
    await new ShellPage(page).loginAs(tvGuest.login, '/en/myvisitx/profile');
    const profile = new AccountProfile(page);
    await profile.loaded();
    await profile.startPinCall('5551234');
    await expect(profile.phone.getByRole('alert')).toHaveText('This phone number cannot be used.');
    await profile.startPinCall(`0170 ${digits}`);
    await expect(profile.phone.getByText('Enter the 6-digit code')).toBeVisible();
    await profile.enterPin('123');
    await expect(profile.phone.getByRole('alert')).toHaveText(
      'Please enter all digits of the code.',
    );
    await profile.enterPin('000000');
    await expect(profile.phone.getByRole('alert')).toHaveText(
      'The code is not right. Please check it and try again.',
    );
    await profile.enterPin('123456');
    await expect(profile.phone.getByRole('status')).toHaveText(
      `Verified phone number: +49 170${digits}`,
    );
  });

  // One guest, the window resized: each width's checks name it.
  test('the cookie banner and the profile fit the screen at desktop and phone width', async ({
    request,
    page,
    context,
  }) => {
    const vipGuest = await guestCopyOf(request, 'vip');
    await page.setViewportSize(SIZES[0][1]);
    await context.clearCookies();
    await new ShellPage(page).loginAs(vipGuest, '/en/myvisitx/profile');
    const banner = new CookieBanner(page);
    await expect(banner.region).toBeVisible();
    for (const [name, viewport] of SIZES)
      await test.step(`the banner at ${name} width`, async () => {
        await page.setViewportSize(viewport);
        await reviewShot(page, { path: `${SHOTS}/screens/banner-${name}.png` });
      });
    await banner.button('Settings').click();
    for (const [name, viewport] of SIZES)
      await test.step(`the banner's settings at ${name} width`, async () => {
        await page.setViewportSize(viewport);
        await reviewShot(page, { path: `${SHOTS}/screens/banner-details-${name}.png` });
        // The banner's choices are all reachable at this width, none cut off at the side.
        expect(await overflowing(banner.region, viewport.width), name).toEqual([]);
      });
    await banner.choose({ functional: true, analytics: false });
    await new AccountProfile(page).loaded();
    for (const [name, viewport] of SIZES)
      await test.step(`the profile at ${name} width`, async () => {
        await page.setViewportSize(viewport);
        // The profile's forms fit the screen: nothing to scroll sideways to.
        expect(await overflowing(page.locator('main'), viewport.width), name).toEqual([]);
        await reviewShot(page, { path: `${SHOTS}/screens/profile-${name}.png`, fullPage: true });
      });
  });
});
