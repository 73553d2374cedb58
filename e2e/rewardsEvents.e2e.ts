import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { RewardsPages } from './models/RewardsPages.ts';
import { ShellPage } from './models/ShellPage.ts';
import { reviewShot, SHOTS } from './reviewShots.ts';
import { guestCopyOf } from './models/TestGuests.ts';

/** The ways into the rewards (navbar menu, start page block) and the event pages' claim rules. */
test.describe('rewards entry points and events', () => {
  test.setTimeout(60_000);
  // Each test logs in as its own fresh copy of demo, with no rewards played yet.

  test("the navbar's rewards menu lists today's events from the platform and leads to the daily bonus and the event pages", async ({
    request,
    page,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const rewards = new RewardsPages(page);
    await rewards.loginAs(demoGuest, '/en/');
    await rewards.putOffOnboarding();
    await test.step("today's events: running ones linked, coming ones dated, ended ones left out", async () => {
      // The list the app is sent when the menu opens: what the menu should make of it.
      const reply = eventsReply(page);
      await rewards.openMenu();
      await expectTodaysEvents(rewards, rewards.eventsGroup(), await reply);
      const group = rewards.eventsGroup();
      await rewards.menuShots('rewards-menu-events');
      await group.getByRole('link', { name: 'Halloween' }).click();
      await expect(rewards.heading('Halloween')).toBeVisible();
    });
    await test.step('the menu leads to the daily bonus and the event pages', async () => {
      await rewards.openFromMenu('Daily bonus');
      await expect(rewards.heading('Daily bonus')).toBeVisible();
      await expect(page).toHaveURL(/\/en\/daily-bonus\/$/);
      await rewards.openFromMenu('Halloween');
      await expect(rewards.heading('Halloween')).toBeVisible();
    });
    await test.step('Escape closes the menu and gives the focus back to its button', async () => {
      // Open (and wait for it to be open) before Escape: a press that lands before the menu has
      // opened has nothing to close, and the menu opens after it.
      await rewards.openMenu();
      await reviewShot(page, { path: `${SHOTS}/rewards-menu-1280.png` });
      await page.keyboard.press('Escape');
      await expect(rewards.menuButton()).toHaveAttribute('aria-expanded', 'false');
      await expect(rewards.menuButton()).toBeFocused();
    });
  });

  test('a failed events list says so in the menu, keeps my rewards, and loads on a retry', async ({
    request,
    page,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const rewards = new RewardsPages(page);
    let fail = true;
    await page.route('**/rest/v1/specialevents/get/events?*', (route) =>
      fail ? route.fulfill({ status: 503, body: '' }) : route.fallback(),
    );
    await rewards.loginAs(demoGuest, '/en/');
    await rewards.putOffOnboarding();
    await rewards.openMenu();
    const alert = rewards.eventsGroup().getByRole('alert');
    await expect(alert).toContainText('The events could not be loaded.');
    await expect(rewards.menu().getByRole('link', { name: 'Daily bonus' })).toBeVisible();
    await rewards.menuShots('rewards-menu-failed');
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(rewards.eventsGroup().getByRole('link', { name: 'Halloween' })).toBeVisible();
  });

  test('on a phone, the my-area menu leads to the daily bonus and the events', async ({
    request,
    page,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const rewards = new RewardsPages(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await rewards.loginAs(demoGuest, '/en/');
    await rewards.putOffOnboarding();
    // Opening the menu asks for the platform's list, as the desktop rewards menu does.
    const reply = eventsReply(page);
    await new ShellPage(page).menuButton('my area').click();
    const panel = rewards.myAreaPanel();
    await expect(panel.getByRole('link', { name: 'Daily bonus' })).toBeVisible();
    const group = rewards.myAreaEvents();
    await expectTodaysEvents(rewards, group, await reply);
    await group.scrollIntoViewIfNeeded();
    await reviewShot(page, { path: `${SHOTS}/my-area-390.png` });
    // By keyboard: the page's own offer cards may lie over the bottom of the menu.
    await group.getByRole('link', { name: 'Gold rush' }).focus();
    await page.keyboard.press('Enter');
    await expect(rewards.heading('Gold rush')).toBeVisible();
    await expect(panel).toHaveCount(0);
  });

  test("the start page's daily bonus block shows today's offer and its countdown", async ({
    request,
    page,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const rewards = new RewardsPages(page);
    await rewards.loginAs(demoGuest, '/en/');
    await rewards.putOffOnboarding();
    const block = rewards.dailyBonusBlock();
    // A block's body loads as the guest scrolls near it.
    await block.scrollIntoViewIfNeeded();
    await expect(block).toContainText(/^.*Today: .+/);
    await expect(block.getByRole('timer')).toHaveText(/^\d\d:\d\d:\d\d$/);
    await expect(block).not.toContainText('not available');
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await block.scrollIntoViewIfNeeded();
      await reviewShot(page, { path: `${SHOTS}/home-daily-${width}.png` });
    }
    await page.setViewportSize({ width: 1280, height: 800 });
    await block.getByRole('link', { name: 'To the daily bonus' }).click();
    await expect(rewards.heading('Daily bonus')).toBeVisible();
  });

  test('an event reward can be claimed only once the points reach it', async ({
    request,
    page,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const rewards = new RewardsPages(page);
    await rewards.loginAs(demoGuest, '/en/events/halloween/');
    await rewards.putOffOnboarding();
    await expect(rewards.heading('Halloween')).toBeVisible();
    const first = rewards.item('5 × Free messages');
    await expect(first).toContainText('26 more points');
    await expect(first.getByRole('button', { name: 'Claim' })).toHaveCount(0);
    await rewards.screenshot('event-halloween');
    const collect = rewards.item(/Send a message/).getByRole('button', { name: 'Collect' });
    await collect.click();
    await expect(first).toContainText('13 more points');
    await collect.click();
    await first.getByRole('button', { name: 'Claim' }).click();
    await expect(rewards.status()).toContainText('You got: 5 × Free messages');
    await expect(first).toContainText('Claimed');
  });

  test("only today's advent door and gift day can be opened", async ({ request, page }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const rewards = new RewardsPages(page);
    await rewards.loginAs(demoGuest, '/en/magazine/advent-calendar/?qmdate=2026-12-05');
    await rewards.putOffOnboarding();
    await expect(rewards.heading('Advent calendar')).toBeVisible();
    const doors = page.locator('.rewards-doors').getByRole('button');
    await expect(doors).toHaveCount(24);
    await expect(page.locator('.rewards-doors button:enabled')).toHaveCount(1);
    await expect(rewards.button(/^Open door 24, .*opens on/)).toBeDisabled();
    await rewards.screenshot('advent');

    await page.goto('/en/amateur/LunaLove/gift-calendar/');
    await expect(rewards.heading('Gift calendar of LunaLove')).toBeVisible();
    await expect(
      rewards.page.locator('.rewards-page').getByRole('button', { name: 'Claim' }),
    ).toHaveCount(1);
    await expect(rewards.item('Missed')).toHaveCount(2);
    await rewards.screenshot('gift-calendar');
  });

  test("a visitor on an actor's gift calendar is invited in by its box", async ({ page }) => {
    const rewards = new RewardsPages(page);
    await rewards.putOffOnboarding();
    await rewards.visit('/en/amateur/LunaLove/gift-calendar/');
    await expect(rewards.box('actor-gift-calendar')).toBeVisible();
    await rewards.boxShots('actor-gift-calendar');
  });

  test('the daily bonus event shows its background and link, or sends the guest on', async ({
    page,
    request,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const rewards = new RewardsPages(page);
    await RewardsPages.dailyEvent(request, demoGuest, '/en/events/kick-it-2025/', false);
    await rewards.loginAs(demoGuest, '/en/daily-bonus/');
    await rewards.putOffOnboarding();
    await expect(rewards.heading('Daily bonus')).toBeVisible();
    await expect(page.locator('.daily-bonus-stage')).toHaveAttribute('data-background', 'true');
    await rewards.screenshot('daily-bonus-event');
    await page.getByRole('link', { name: 'To today’s event' }).click();
    await expect(rewards.heading('Kick it 2025')).toBeVisible();

    await RewardsPages.dailyEvent(request, demoGuest, '/en/events/kick-it-2025/', true);
    await page.goto('/en/daily-bonus/');
    await expect(rewards.heading('Kick it 2025')).toBeVisible();
    await expect(page).toHaveURL(/\/en\/events\/kick-it-2025\/$/);
  });
});

interface EventsList {
  today: string;
  events: { name: string; end: string }[];
}

/** The simulator's `get/events` list, as the app is sent it when a rewards menu opens. */
async function eventsReply(page: Page): Promise<EventsList> {
  const reply = await page.waitForResponse((r) => r.url().includes('/specialevents/get/events?'));
  return (await reply.json()) as EventsList;
}

/**
 * A rewards menu's events group (desktop navbar or phone my-area) shows `list` by today: the
 * running ones with a page as links, the coming ones dated and not linked, the ended ones left out.
 */
async function expectTodaysEvents(
  rewards: RewardsPages,
  group: Locator,
  list: EventsList,
): Promise<void> {
  const ended = list.events.filter((e) => e.end < list.today).map((e) => e.name);
  expect(ended).toEqual(['Summer splash', 'Carnival nights']);
  await expect(group.getByRole('link', { name: 'Halloween' })).toBeVisible();
  await expect(group.getByRole('link', { name: 'Gold rush' })).toBeVisible();
  for (const name of ended) await expect(group).not.toContainText(name);
  await expect(rewards.upcomingEvents(group)).toHaveText([
    /^Winter wonderland\s*from \w+ \d+$/,
    /^New Year countdown\s*from \w+ \d+$/,
  ]);
  await expect(group.getByRole('link', { name: /Winter wonderland/ })).toHaveCount(0);
}
