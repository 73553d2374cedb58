import { expect, test } from './fixtures.ts';
import { ContentPages } from './models/ContentPages.ts';
import { ContestPages } from './models/ContestPages.ts';
import { IncentiveTriggers } from './models/IncentiveTriggers.ts';
import { Incentives } from './models/Incentives.ts';
import { MessengerPage } from './models/Messenger.ts';
import { RewardsPages } from './models/RewardsPages.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { ShellPage } from './models/ShellPage.ts';
import { APP_ORIGIN } from './workerSimulator.ts';

/**
 * The modal boxes with what they say about this moment, buttons that do what they say, and the
 * triggers of the boxes no other feature opens (seed 000 §2, §6, §7).
 */
test.describe('modal boxes', () => {
  test.setTimeout(90_000);

  test('the conversion chat counts down; starting it enables it, "No, thanks" declines it', async ({
    page,
    request,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    await Incentives.startConversionChat(request, demoGuest, 600);
    const offers = new Incentives(page);
    await new RewardsPages(page).putOffOnboarding();
    await offers.loginAs(demoGuest, '/en/');
    const box = offers.box('conversion-chat');
    await expect(box).toBeVisible({ timeout: 15_000 });
    await expect(box.getByRole('heading', { name: 'Chat for free' })).toBeVisible();
    await expect(box.getByRole('timer')).toHaveText(/^Ends in (09:[0-5]\d|10:00)$/);
    await offers.screenshot('box-conversion-chat');
    // Starting it: the server hears `enable`, the trial top-up takes over.
    const enabled = offers.conversionChatPosted();
    await box.getByRole('button', { name: 'Start free chat' }).click();
    expect(await enabled).toBe('enable');
    await expect(box).toHaveCount(0);
    // A new chat, declined on the messenger page: the server hears `disable`, the messenger's
    // countdown line goes at once, and the next page offers nothing.
    await Incentives.startConversionChat(request, demoGuest, 600);
    await page.goto('/en/messenger/');
    await expect(box).toBeVisible({ timeout: 15_000 });
    const messenger = new MessengerPage(page);
    await expect(messenger.conversionOffer).toBeVisible();
    const declined = offers.conversionChatPosted();
    await box.getByRole('button', { name: 'No, thanks' }).click();
    expect(await declined).toBe('disable');
    await expect(box).toHaveCount(0);
    await expect(messenger.conversionOffer).toHaveCount(0);
    await page.reload();
    await expect(new ShellPage(page).nav).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() =>
        page.evaluate(
          () =>
            (
              window as unknown as {
                __camclient: { state(id: string): { value: unknown } | undefined };
              }
            ).__camclient.state('messenger.conversionChat')?.value,
        ),
      )
      .toMatchObject({ offer: 'ineligible' });
    await expect(offers.dialog).toHaveCount(0);
  });

  test('the five-days box names the day and its button goes to the daily bonus', async ({
    page,
    request,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    await RewardsPages.claimedDays(request, demoGuest, 3);
    const offers = new Incentives(page);
    await new RewardsPages(page).putOffOnboarding();
    await offers.loginAs(demoGuest, '/en/');
    const box = offers.box('five-days-bonus');
    await expect(box).toBeVisible({ timeout: 15_000 });
    await expect(box).toContainText('Day 3 of 5');
    await offers.screenshot('box-five-days-bonus');
    await box.getByRole('button', { name: "Collect today's bonus" }).click();
    await expect(box).toHaveCount(0);
    await expect(page).toHaveURL(/\/en\/daily-bonus\/$/);
  });

  test('specialTopUp says the bonus the claimed offer gives', async ({ page, request }) => {
    const vipGuest = await guestCopyOf(request, 'vip');
    await RewardsPages.offerToday(request, vipGuest, 'TopUpPercent');
    const rewards = new RewardsPages(page);
    const offers = new Incentives(page);
    await rewards.putOffOnboarding();
    await rewards.loginAs(vipGuest, '/en/daily-bonus/');
    await rewards.button(/Claim now|Buy now/).click();
    const topUp = offers.box('specialTopUp');
    await expect(topUp).toBeVisible();
    await expect(topUp).toContainText(/Your bonus: \d+ % more on your next top-up\./);
    await expect(topUp).not.toContainText('50 % more coins');
    await offers.screenshot('box-specialTopUp');
  });

  test('a calendar door names the win; its button opens the calendar', async ({
    page,
    request,
  }) => {
    const tvGuest = await guestCopyOf(request, 'tv');
    const rewards = new RewardsPages(page);
    const offers = new Incentives(page);
    await rewards.putOffOnboarding();
    await offers.putOff('five-days-bonus');
    await rewards.loginAs(tvGuest, '/en/magazine/advent-calendar/?qmdate=2023-12-05');
    await page.getByRole('button', { name: /^Open door 10,/ }).click();
    const calendar = offers.box('calendar-2023');
    await expect(calendar).toBeVisible();
    await expect(calendar).toContainText(/Door 10 of the 2023 calendar gave you \d+ × \w/);
    await offers.screenshot('box-calendar-2023');
    await calendar.getByRole('button', { name: 'Open the calendar' }).click();
    await expect(calendar).toHaveCount(0);
    // It was opened on the calendar: the guest stays there, on the same date.
    await expect(page).toHaveURL(/\/en\/magazine\/advent-calendar\/\?qmdate=2023-12-05$/);
    await expect(page.getByRole('button', { name: /^Open door 11,/ })).toBeVisible();
  });

  test('a tag-reward box names the reward of the level reached', async ({ page, request }) => {
    const francGuest = await guestCopyOf(request, 'franc');
    const rewards = new RewardsPages(page);
    const offers = new Incentives(page);
    await rewards.putOffOnboarding();
    await offers.putOff('five-days-bonus');
    await rewards.loginAs(francGuest, '/en/events/wiesn-shooting/');
    const collect = page
      .getByRole('listitem')
      .filter({ hasText: 'Send a message' })
      .getByRole('button', { name: 'Collect' });
    await collect.click();
    await expect(page.getByRole('heading', { name: 'Your points: 10' })).toBeVisible();
    await collect.click();
    const box = offers.box('tag-reward-basic');
    await expect(box).toBeVisible();
    await expect(box).toContainText(/Unlocked at 20 points: \d+ × \w/);
    await offers.screenshot('box-tag-reward-basic');
  });

  test('Black Friday: the campaign offer opens its box', async ({ page, request }) => {
    // Its own guest: a copy of vip has seen the onboarding box, as vip has, and has no daily-bonus
    // streak, so no box opens by itself on the start page. One that did would take the offer's
    // place, and the offer could not be opened again: pressed, it is accepted and its card goes.
    const guest = await guestCopyOf(request, 'vip');
    await Incentives.blackFriday(request, 'on');
    try {
      const offers = new Incentives(page);
      await offers.loginAs(guest, '/en/');
      const card = offers.card('Black Friday: double coins');
      await expect(card).toBeVisible({ timeout: 15_000 });
      await expect
        .poll(() => new IncentiveTriggers(page).state('incentives.onboarding'))
        .toMatchObject({ closed: 'off' });
      await card.getByRole('button', { name: 'See the offer' }).click();
      const box = offers.box('black-friday-2020');
      await expect(box).toBeVisible();
      await expect(box.getByRole('heading', { name: 'Black Friday' })).toBeVisible();
      await expect(box.getByRole('button', { name: 'Top up now' })).toBeVisible();
      await expect(card).toHaveCount(0);
    } finally {
      // Back to how this worker's simulator starts (workerSimulator: SIM_BLACK_FRIDAY=off).
      await Incentives.blackFriday(request, 'off');
    }
  });

  test('visitors of the model sites through a performer link get its box once', async ({
    page,
    request,
  }) => {
    await Incentives.siteVariant(request, { variant: 'modelsites', subref: 'actor-site' });
    try {
      const shell = new ShellPage(page);
      const offers = new Incentives(page);
      await shell.open('/en/');
      const box = offers.box('model-sites-conversion');
      await expect(box).toBeVisible({ timeout: 15_000 });
      await expect(box.getByRole('heading', { name: 'Her own site' })).toBeVisible();
      await offers.screenshot('box-model-sites-conversion');
      await box.getByRole('button', { name: 'Maybe later' }).click();
      await expect(box).toHaveCount(0);
      // Another page of the same visit: seen already.
      await page.goto('/en/videos/');
      await expect(shell.nav).toBeVisible({ timeout: 20_000 });
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              (
                window as unknown as { __camclient: { state(id: string): { value: unknown } } }
              ).__camclient.state('incentives').value,
          ),
        )
        .toMatchObject({ ready: { pageLoad: 'idle' } });
      await expect(box).toHaveCount(0);
    } finally {
      await Incentives.siteVariant(request, null);
    }
  });

  test('a leaving visitor with an account is asked to log in; the wrapper example by URL', async ({
    page,
  }) => {
    const shell = new ShellPage(page);
    const offers = new Incentives(page);
    const origin = APP_ORIGIN;
    // The account cookie the guest machine reads (src/engine/features/guest.ts).
    await page.context().addCookies([{ name: 'vx_account', value: '1', url: origin }]);
    await shell.open('/en/');
    await offers.leaveThroughTop();
    const login = offers.box('login-alternate');
    await expect(login).toBeVisible();
    await expect(login.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    await expect(offers.box('exitIntent')).toHaveCount(0);
    await offers.screenshot('box-login-alternate');
    await page.keyboard.press('Escape');
    await expect(login).toHaveCount(0);

    await page.goto('/en/?devModal=wrapper-example');
    const wrapper = offers.box('wrapper-example');
    await expect(wrapper).toBeVisible({ timeout: 20_000 });
    await expect(wrapper.getByRole('heading', { name: 'Notice' })).toBeVisible();
  });

  test('remove-photos names how many albums go', async ({ page, request }) => {
    // Her own copy of demo, with demo's albums in her mediathek.
    const demoGuest = await guestCopyOf(request, 'demo', { mediathek: true });
    const offers = new Incentives(page);
    const contests = new ContestPages(page);
    await new RewardsPages(page).putOffOnboarding();
    await offers.putOff('five-days-bonus');
    await offers.loginAs(demoGuest, ContestPages.mediathekPath);
    await contests.albumCheckbox('Golden hour 1', 'LanaLove').check();
    await contests.albumCheckbox('Rooftop view 1', 'RubyRain').check();
    await contests.main.getByRole('button', { name: 'Remove selected (2)' }).click();
    const box = offers.box('remove-photos');
    await expect(box).toBeVisible();
    await expect(box).toContainText('2 albums selected.');
    await offers.closeModal();
  });

  test('after a video preview, the fifteen-minutes box starts watching it again', async ({
    page,
    request,
  }) => {
    const vipGuest = await guestCopyOf(request, 'vip');
    const offers = new Incentives(page);
    const content = new ContentPages(page);
    await new RewardsPages(page).putOffOnboarding();
    await offers.putOff('five-days-bonus');
    await offers.loginAs(vipGuest, ContentPages.videoPath('lanalove', 5101));
    await content.button('Play preview').click();
    const card = offers.card('Liked the preview?');
    await expect(card).toBeVisible({ timeout: 20_000 });
    await card.getByRole('button', { name: 'See the offer' }).click();
    const box = offers.box('fifteen-minutes-preview');
    await expect(box).toBeVisible();
    await offers.screenshot('box-fifteen-minutes-preview');
    await box.getByRole('button', { name: 'Start watching' }).click();
    await expect(box).toHaveCount(0);
    // The preview plays again on the page; no top-up was asked for.
    await expect(content.button('Stop preview')).toBeVisible();
    await expect(page).toHaveURL(/\/videos\/5101\/$/);
  });
});
