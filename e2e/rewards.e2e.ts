import { expect, test } from './fixtures.ts';
import { expectNoSeriousViolations } from './models/accessibility.ts';
import { RewardsPages } from './models/RewardsPages.ts';
import { guestCopyOf } from './models/TestGuests.ts';

/** Reward games, events, daily bonus, bonus codes and benefits against the simulator. */
test.describe('rewards', () => {
  // A machine shared by several developers boots slowly.
  test.setTimeout(60_000);
  // Each test starts from its account's demo world: its own fresh copy has no rewards played yet.

  test('a spin on the wheel changes the attempts and the benefits', async ({ request, page }) => {
    const francGuest = await guestCopyOf(request, 'franc');
    const rewards = new RewardsPages(page);
    await rewards.loginAs(francGuest, '/en/myvisitx/benefits/');
    await expect(rewards.counter('Wheel spins')).toHaveText(/\d+/);
    const spinsBefore = Number(await rewards.counter('Wheel spins').innerText());
    await rewards.screenshot('benefits');
    await page.getByRole('link', { name: 'Spin the wheel' }).click();
    await expect(rewards.heading('Wheel of fortune')).toBeVisible();
    await expect.poll(() => rewards.attemptsLeft()).toBe(spinsBefore);
    await rewards.button('Spin the wheel').click();
    await expect(rewards.status()).toContainText(/You won|No win/);
    const won = await rewards.status().innerText();
    const bonus = /1 × Free spins/.test(won) ? 1 : 0;
    await expect.poll(() => rewards.attemptsLeft()).toBe(spinsBefore - 1 + bonus);
    await expect(page.getByRole('list', { name: 'Your wins' }).getByRole('listitem')).toHaveCount(
      1,
    );
    await rewards.screenshot('spinwheel');
    await page.goto('/en/myvisitx/benefits/');
    await expect(rewards.counter('Wheel spins')).toHaveText(String(spinsBefore - 1 + bonus), {
      timeout: 20_000,
    });
  });

  test('a VIP reads her VIP30 value history on her benefits', async ({ request, page }) => {
    const rewards = new RewardsPages(page);
    await rewards.loginAs(await guestCopyOf(request, 'vip'), '/en/myvisitx/benefits/');
    // vip30History (decision 0027): her last six months, each with its VIP30 videos and value.
    const history = page.getByRole('region', { name: 'VIP30 value history' });
    await expect(history.getByRole('row')).toHaveCount(7, { timeout: 20_000 });
    await expect(history.getByRole('columnheader', { name: 'Value' })).toBeVisible();
    await expect(history.getByText(/^Together: \d+ videos worth .+€$/)).toBeVisible();
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
      await expectNoSeriousViolations(page);
    }
    await rewards.screenshot('benefits-vip30');
  });

  test('an Easter egg is collected and unlocks its reward', async ({ request, page }) => {
    const tvGuest = await guestCopyOf(request, 'tv');
    const rewards = new RewardsPages(page);
    await rewards.loginAs(tvGuest, '/en/magazine/easter/');
    await expect(rewards.heading('Easter egg hunt')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Eggs collected: 0' })).toBeVisible();
    await rewards.screenshot('easter');
    await rewards.button('Collect the egg').click();
    await expect(page.getByRole('heading', { name: 'Eggs collected: 1' })).toBeVisible();
    await expect(rewards.status()).toContainText('You got: 3 × Free messages');
    await expect(page.getByText('You found today’s egg. Come back tomorrow.')).toBeVisible();
  });

  test('the daily bonus is claimed before its countdown ends', async ({ request, page }) => {
    const vipGuest = await guestCopyOf(request, 'vip');
    const rewards = new RewardsPages(page);
    await rewards.loginAs(vipGuest, '/en/daily-bonus/');
    await expect(rewards.heading('Daily bonus')).toBeVisible();
    await expect(page.getByRole('timer')).toHaveText(/^\d\d:\d\d:\d\d$/);
    // The server's names of conditions and effects are shown in words, never raw.
    await expect(page.getByRole('main')).not.toContainText(
      /minimumBalance|topUpBonus|messengerGifts/,
    );
    await rewards.screenshot('daily-bonus');
    await rewards.button(/Claim now|Buy now/).click();
    await expect(rewards.status()).toContainText('Claimed. Enjoy!');
    await expect(
      page.getByRole('list', { name: 'Your earlier offers' }).getByRole('listitem'),
    ).toHaveCount(1);
  });

  test('a bonus code is redeemed and its benefits are shown', async ({ request, page }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const rewards = new RewardsPages(page);
    await rewards.loginAs(demoGuest, '/en/myvisitx/bonus-code/');
    await expect(rewards.heading('Redeem a bonus code')).toBeVisible();
    await rewards.button('Redeem').click();
    await expect(page.getByRole('alert')).toContainText('Please enter a code.');
    await rewards.redeem('OLD2020');
    await expect(page.getByRole('alert')).toContainText('This code has expired.');
    await rewards.redeem('gifts3');
    await expect(rewards.status()).toContainText('Code GIFTS3 redeemed.');
    await expect(rewards.status()).toContainText('3 messenger gift(s)');
    await expect(rewards.status()).toContainText('20 bonus coins');
    await expect(rewards.status()).toContainText('Booked to your account.');
    await expect(page.getByRole('list', { name: 'Your codes not yet redeemed' })).not.toContainText(
      'GIFTS3',
    );
    await rewards.screenshot('bonus-code');
    await page.goto('/en/myvisitx/benefits/');
    await expect(rewards.counter('Messenger gifts')).toHaveText('4', { timeout: 20_000 });
  });
});
