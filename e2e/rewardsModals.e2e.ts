import { expect, test } from './fixtures.ts';
import { RewardsPages } from './models/RewardsPages.ts';
import { guestCopyOf } from './models/TestGuests.ts';

/**
 * The rewards moments that open modal boxes (seed 000 §2): a reward level reached, a calendar
 * door claimed, a top-up offer claimed, the first visit of a day on a claim streak.
 */
test.describe('rewards boxes', () => {
  test.setTimeout(90_000);
  // Each test logs in as its own fresh copy, in the demo world with no rewards played yet.

  test('the basic level box opens once when 20 event points unlock the first reward', async ({
    request,
    page,
  }) => {
    const francGuest = await guestCopyOf(request, 'franc');
    const rewards = new RewardsPages(page);
    await rewards.putOffOnboarding();
    await rewards.loginAs(francGuest, '/en/events/wiesn-shooting/');
    const collect = page
      .getByRole('listitem')
      .filter({ hasText: 'Send a message' })
      .getByRole('button', { name: 'Collect' });
    await collect.click();
    await expect(page.getByRole('heading', { name: 'Your points: 10' })).toBeVisible();
    await expect(rewards.box('tag-reward-basic')).toHaveCount(0);
    await collect.click();
    await expect(rewards.box('tag-reward-basic')).toBeVisible();
    await expect(rewards.box('tag-reward-basic')).toContainText('Basic reward unlocked');
    await rewards.boxShots('tag-reward-basic');
    // Server state: after a reload the level's box stays shut.
    const marked = page.waitForResponse((r) => r.url().includes('/rewards/boxSeen'));
    await page.reload();
    expect(await (await marked).json()).toEqual({ first: false });
    await expect(rewards.box('tag-reward-basic')).toHaveCount(0);
  });

  test("a claimed door opens its calendar edition's box: this year's and last year's", async ({
    request,
    page,
  }) => {
    const tvGuest = await guestCopyOf(request, 'tv');
    const rewards = new RewardsPages(page);
    await rewards.putOffOnboarding();
    await rewards.loginAs(tvGuest, '/en/magazine/advent-calendar/?qmdate=2023-12-05');
    await page.getByRole('button', { name: /^Open door 10,/ }).click();
    await expect(rewards.box('calendar-2023')).toBeVisible();
    await expect(rewards.box('calendar-2023')).toContainText('Advent calendar 2023');
    await rewards.boxShots('calendar-2023');
    await page.goto('/en/magazine/advent-calendar/?qmdate=2022-12-05');
    await page.getByRole('button', { name: /^Open door 10,/ }).click();
    await expect(rewards.box('calendar-2022')).toBeVisible();
    await expect(rewards.box('calendar-2022')).toContainText('Advent calendar 2022');
  });

  test('claiming a top-up offer opens specialTopUp, whose button goes to the top-up', async ({
    page,
    request,
  }) => {
    const vipGuest = await guestCopyOf(request, 'vip');
    await RewardsPages.offerToday(request, vipGuest, 'TopUpPercent');
    const rewards = new RewardsPages(page);
    await rewards.putOffOnboarding();
    await rewards.loginAs(vipGuest, '/en/daily-bonus/');
    await rewards.button(/Claim now|Buy now/).click();
    await expect(rewards.box('specialTopUp')).toBeVisible();
    await expect(rewards.box('specialTopUp')).toContainText('Special top-up');
    await rewards.boxShots('specialTopUp');
    await rewards.box('specialTopUp').getByRole('button', { name: 'Top up with bonus' }).click();
    await expect(rewards.box('specialTopUp')).toHaveCount(0);
  });

  test('the five-days box opens on the first visit of a day on a claim streak', async ({
    page,
    request,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    await RewardsPages.claimedDays(request, demoGuest, 3);
    const rewards = new RewardsPages(page);
    await rewards.putOffOnboarding();
    await rewards.loginAs(demoGuest, '/en/');
    await expect(rewards.box('five-days-bonus')).toBeVisible();
    await expect(rewards.box('five-days-bonus')).toContainText('Five-days bonus');
    await rewards.boxShots('five-days-bonus');
    const marked = page.waitForResponse((r) => r.url().includes('/rewards/boxSeen'));
    await page.reload();
    expect(await (await marked).json()).toEqual({ first: false });
    await expect(rewards.box('five-days-bonus')).toHaveCount(0);
  });
});
