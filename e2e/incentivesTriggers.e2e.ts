import { expect, test } from './fixtures.ts';
import { IncentiveTriggers } from './models/IncentiveTriggers.ts';
import { Incentives } from './models/Incentives.ts';
import { PayTour } from './models/PayTour.ts';
import { ShellPage } from './models/ShellPage.ts';
import { reviewShot, SHOTS } from './reviewShots.ts';
import { guestCopyOf } from './models/TestGuests.ts';

/** The boxes opened by what happens to the guest: a signup, a due survey, a forced age check. */
test.describe('incentive triggers', () => {
  test('a new guest gets the onboarding once; the chooser saves the start page', async ({
    page,
  }) => {
    // Signup and two loads of the app on a shared machine.
    test.slow();
    const shell = new ShellPage(page);
    const pay = new PayTour(page);
    const boxes = new IncentiveTriggers(page);
    await shell.open('/en/');
    await shell.nav.getByRole('button', { name: 'Sign up' }).click();
    await pay.expectOpen('Create your free account');
    const name = `ob${Date.now().toString(36)}`;
    await pay.signUp(name, `${name}@example.test`, 'secret123');
    await expect(shell.guestName).toHaveText(name, { timeout: 20_000 });
    await expect(boxes.box('Welcome!')).toBeVisible({ timeout: 15_000 });
    await reviewShot(page, { path: `${SHOTS}/trigger-onboarding-1280.png` });
    await boxes.box('Welcome!').getByRole('button', { name: "Let's go" }).click();
    const chooser = boxes.box('What do you like?');
    await expect(chooser).toBeVisible();
    await chooser.getByLabel('Videos').check();
    await reviewShot(page, { path: `${SHOTS}/trigger-onboarding-choose-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await reviewShot(page, { path: `${SHOTS}/trigger-onboarding-choose-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await chooser.getByRole('button', { name: 'Save my choice' }).click();
    await expect(boxes.dialog).toHaveCount(0);
    await expect
      .poll(() => boxes.state('incentives.onboarding'))
      .toMatchObject({ closed: 'chosen' });
    // Seen is kept on the server: the next page does not show it again.
    await page.reload();
    await expect(shell.guestName).toHaveText(name, { timeout: 20_000 });
    await expect.poll(() => boxes.state('incentives.onboarding')).toMatchObject({ closed: 'off' });
    await expect(boxes.dialog).toHaveCount(0);
  });

  test('a due survey is asked; a failed answer is kept and sent again', async ({
    page,
    request,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    await Incentives.reset(request, demoGuest);
    await IncentiveTriggers.surveyDue(request, demoGuest);
    const offers = new Incentives(page);
    const boxes = new IncentiveTriggers(page);
    await offers.loginAs(demoGuest, '/en/');
    const survey = boxes.box('Quick question');
    await expect(survey).toBeVisible({ timeout: 15_000 });
    await IncentiveTriggers.failAnswers(request, 1);
    await survey.getByLabel('Very good').check();
    await survey.getByRole('button', { name: 'Send answer' }).click();
    await expect(survey.getByRole('alert')).toContainText('could not be saved');
    await expect(survey.getByLabel('Very good')).toBeChecked();
    await reviewShot(page, { path: `${SHOTS}/trigger-survey-error-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await reviewShot(page, { path: `${SHOTS}/trigger-survey-error-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await survey.getByRole('button', { name: 'Send answer' }).click();
    const thanks = boxes.box('Thank you for your answer!');
    await expect(thanks).toBeVisible();
    await thanks.getByRole('button', { name: 'Close' }).last().click();
    await expect(boxes.dialog).toHaveCount(0);
    // Answered: not asked again.
    await page.reload();
    await expect.poll(() => boxes.state('incentives.survey')).toBe('idle');
    await expect(boxes.dialog).toHaveCount(0);
  });

  test('after login without age verification the forced age check offers a logout', async ({
    page,
  }) => {
    test.slow();
    const shell = new ShellPage(page);
    const pay = new PayTour(page);
    const boxes = new IncentiveTriggers(page);
    await boxes.forceAgeCheck();
    await shell.open('/en/');
    await shell.nav.getByRole('button', { name: 'Sign up' }).click();
    await pay.expectOpen('Create your free account');
    const name = `av${Date.now().toString(36)}`;
    await pay.signUp(name, `${name}@example.test`, 'secret123');
    await expect(shell.guestName).toHaveText(name, { timeout: 20_000 });
    const box = boxes.box('Confirm your age');
    await expect(box).toBeVisible({ timeout: 15_000 });
    // It cannot be put off: verify, or log out.
    await expect(box.getByRole('button', { name: 'Close' })).toHaveCount(0);
    await expect(box.getByRole('button', { name: 'Verify my age' })).toBeVisible();
    await reviewShot(page, { path: `${SHOTS}/trigger-age-check-1280.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await reviewShot(page, { path: `${SHOTS}/trigger-age-check-390.png` });
    await page.setViewportSize({ width: 1280, height: 800 });
    await box.getByRole('button', { name: 'Log out' }).click();
    await expect(shell.nav.getByRole('button', { name: 'Sign up' })).toBeVisible({
      timeout: 20_000,
    });
  });
});
