import { expect, test } from './fixtures.ts';
import { ContestPages } from './models/ContestPages.ts';
import { CookieBanner } from './models/CookieBanner.ts';
import { GuestPushes } from './models/GuestPushes.ts';
import { PayTour } from './models/PayTour.ts';
import { expectNoSeriousViolations } from './models/accessibility.ts';
import { ShellPage } from './models/ShellPage.ts';
import { TileGridModes } from './models/TileGridModes.ts';
import { guestCopyOf } from './models/TestGuests.ts';

// A hang guard: a route's code loads on first use (decision 0008), and with the box's two cores
// loaded past 20 a contest page's heading once took longer than 15 s to come.
const T = { timeout: 30_000 };

/** Issue #7: contest votes (contest-like box, the limit of 5, the age check) and the mediathek. */
test.describe('contests', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    // Page loads, reloads and whole-page screenshots at two sizes on a busy machine.
    test.setTimeout(120_000);
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('a vote raises the entry’s votes and the guest’s count and opens the contest-like box; taking it back gives it back', async ({
    page,
    request,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    await ContestPages.reset(request, demoGuest);
    const contests = new ContestPages(page);
    await new ShellPage(page).loginAs(demoGuest, ContestPages.listPath);
    await expect(contests.heading('Contests')).toBeVisible(T);
    await contests.screenshots('overview');
    await contests.main.getByRole('link', { name: 'Vote now: Summer photo contest' }).click();
    await expect(contests.heading('Summer photo contest')).toBeVisible(T);
    await expect(
      contests.main.getByRole('list', { name: /Entries of/ }).getByRole('listitem'),
    ).toHaveCount(24);
    await expect(contests.budget).toHaveText(/0 of 5 votes used/);
    const before = await contests.votesOf('Golden hour 1');

    await contests.voteButton('Golden hour 1', 'LanaLove').click();
    await expect(contests.box('contest-like')).toBeVisible(T);
    await expect(contests.box('contest-like')).toContainText('Thanks for your vote');
    await expect(contests.budget).toHaveText(/1 of 5 votes used/);
    expect(await contests.votesOf('Golden hour 1')).toBe(before + 1);
    await expect(contests.unvoteButton('Golden hour 1', 'LanaLove')).toBeVisible();
    await contests.screenshots('contest-voted');
    await contests.box('contest-like').getByRole('button', { name: 'Close' }).first().click();
    await expect(contests.box('contest-like')).toHaveCount(0);

    // The vote is stored: a reload shows it; taking it back gives it back.
    await page.reload();
    await expect(contests.budget).toHaveText(/1 of 5 votes used/, T);
    await contests.unvoteButton('Golden hour 1', 'LanaLove').click();
    await expect(contests.budget).toHaveText(/0 of 5 votes used/, T);
    expect(await contests.votesOf('Golden hour 1')).toBe(before);
    await expect(contests.voteButton('Golden hour 1', 'LanaLove')).toBeVisible();
  });

  test('the contest lists by kind, a contest’s top 10, voted and not-voted entries and one actor’s entries', async ({
    page,
    request,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    await ContestPages.reset(request, demoGuest);
    const contests = new ContestPages(page);
    await new ShellPage(page).loginAs(demoGuest, ContestPages.videoContestsPath);
    await expect(contests.heading('Video contests')).toBeVisible(T);
    await expect(contests.main.getByRole('heading', { name: 'Clip of the month' })).toBeVisible();
    await expect(contests.main.getByRole('heading', { name: 'Summer photo contest' })).toHaveCount(
      0,
    );
    await contests.screenshots('video-contests');

    await contests.sectionLink('Photo contests').click();
    await expect(contests.heading('Photo contests')).toBeVisible(T);
    await expect(contests.main.getByRole('heading', { name: 'Clip of the month' })).toHaveCount(0);
    await contests.main.getByRole('link', { name: 'Vote now: Summer photo contest' }).click();
    await expect(contests.heading('Summer photo contest')).toBeVisible(T);
    // The standing the server counts for the whole contest (getHeader).
    await expect(contests.header).toHaveText(/^24 entries · \d+ performers · \d+ votes so far$/);

    // The grid as a list: the guest's mode of the contests grid, kept in every section and
    // over a reload (tileGrids, decision 0026).
    const modes = new TileGridModes(page);
    await modes.choose(/^Entries of/, 'List');
    await expect(modes.pressed(/^Entries of/)).toHaveText('List');
    await expect(modes.grid(/^Entries of/)).toHaveClass(/tile-grid-list/);
    await contests.screenshots('list-mode');
    for (const width of [1366, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await expectNoSeriousViolations(page, 'main');
    }
    await page.setViewportSize({ width: 1280, height: 800 });

    await contests.sectionLink('Top 10').click();
    await expect(contests.main.getByRole('heading', { name: 'Top 10', level: 2 })).toBeVisible(T);
    await expect(contests.entries).toHaveCount(10);
    await expect(modes.pressed(/^Entries of/)).toHaveText('List');
    await page.reload();
    await expect(contests.entries).toHaveCount(10, T);
    await expect(modes.pressed(/^Entries of/)).toHaveText('List');
    await contests.screenshots('top-10');
    await modes.choose(/^Entries of/, 'Grid');
    await expect(modes.grid(/^Entries of/)).toHaveClass(/tile-grid-grid/);

    await contests.sectionLink('All').click();
    await expect(contests.entries).toHaveCount(24, T);
    await contests.voteButton('Golden hour 1', 'LanaLove').click();
    await expect(contests.box('contest-like')).toBeVisible(T);
    await contests.box('contest-like').getByRole('button', { name: 'Close' }).first().click();
    await expect(contests.box('contest-like')).toHaveCount(0);

    await contests.sectionLink('My votes').click();
    await expect(contests.entries).toHaveCount(1, T);
    await expect(contests.unvoteButton('Golden hour 1', 'LanaLove')).toBeVisible();
    await contests.screenshots('voted');
    await contests.sectionLink('Not voted yet').click();
    await expect(contests.entries).toHaveCount(23, T);

    await contests.main.getByRole('link', { name: 'by LanaLove' }).first().click();
    await expect(
      contests.main.getByRole('heading', { name: 'Entries by LanaLove', level: 2 }),
    ).toBeVisible(T);
    // Her standing among the performers (actor/{actorId}), her entries picked by the server.
    await expect(contests.standing).toHaveText(/^LanaLove: place \d+ · \d+ votes · \d+ entries$/);
    const count = await contests.entries.count();
    expect(count).toBeGreaterThan(0);
    await expect(contests.standing).toContainText(`· ${count} entries`);
    for (let index = 0; index < count; index += 1)
      await expect(contests.entries.nth(index)).toContainText('by LanaLove');
    await contests.screenshots('actor');
  });

  test('the archive lists the ended contests with their winners, each linking to its contest', async ({
    request,
    page,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    const contests = new ContestPages(page);
    await new ShellPage(page).loginAs(demoGuest, ContestPages.listPath);
    await expect(contests.heading('Contests')).toBeVisible(T);
    await contests.sectionLink('Past contests').click();
    await expect(page).toHaveURL(new RegExp(`${ContestPages.archivePath}$`));
    await expect(contests.heading('Past contests')).toBeVisible(T);
    await expect(contests.endedContests).toHaveCount(3, T);
    await expect(contests.endedContests.first()).toContainText('Spring photo contest');
    await expect(contests.winnersOf('Spring photo contest')).toHaveCount(3);
    await expect(contests.winnersOf('Spring photo contest').first()).toContainText('Place 1');
    await contests.screenshots('archive');
    await contests.main
      .getByRole('link', { name: 'See all entries: Spring photo contest' })
      .click();
    await expect(contests.heading('Spring photo contest')).toBeVisible(T);
    await expect(contests.entries).toHaveCount(12, T);
  });

  test('the sixth vote is refused by the server and shows the vote-limit message; nothing is counted', async ({
    page,
    request,
  }) => {
    const demoGuest = await guestCopyOf(request, 'demo');
    await ContestPages.reset(request, demoGuest);
    const contests = new ContestPages(page);
    await new ShellPage(page).loginAs(demoGuest, ContestPages.contestPath(41));
    await expect(contests.heading('Summer photo contest')).toBeVisible(T);
    // No thank-you box after each vote (the guest's choice, sent with every vote).
    await contests.main.getByRole('checkbox', { name: 'No thank-you box after a vote' }).check();
    const five: [string, string][] = [
      ['Golden hour 1', 'LanaLove'],
      ['Beach day 1', 'MiaMoon'],
      ['City lights 1', 'JuliaJoy'],
      ['Cosy Sunday 1', 'SophieStar'],
      ['Rainy window 1', 'EmmaEmber'],
    ];
    for (const [index, [title, actor]] of five.entries()) {
      await contests.voteButton(title, actor).click();
      await expect(contests.budget).toHaveText(new RegExp(`${index + 1} of 5 votes used`), T);
    }
    await expect(contests.box('contest-like')).toHaveCount(0);
    const sixth = await contests.votesOf('Red dress 1');
    await contests.voteButton('Red dress 1', 'ClaraCloud').click();
    await expect(contests.limitDialog).toBeVisible(T);
    await expect(contests.limitDialog).toContainText('You have used all 5 votes in this contest.');
    await expect(contests.budget).toHaveText(/5 of 5 votes used/);
    expect(await contests.votesOf('Red dress 1')).toBe(sixth);
    await contests.screenshots('contest-limit');
    await contests.limitDialog.getByRole('button', { name: 'OK' }).click();
    await expect(contests.limitDialog).toHaveCount(0);

    // The server counted five: after a reload too.
    await page.reload();
    await expect(contests.budget).toHaveText(/5 of 5 votes used/, T);
    await expect(contests.voteButton('Red dress 1', 'ClaraCloud')).toBeVisible();
  });

  test('a vote for an adults-only entry without an age check opens the age-check box', async ({
    page,
    request,
  }) => {
    const newbieGuest = await guestCopyOf(request, 'newbie');
    await ContestPages.reset(request, newbieGuest);
    await new GuestPushes(page, request).setAvs(newbieGuest, 'unknown');
    const contests = new ContestPages(page);
    await new ShellPage(page).loginAs(newbieGuest, ContestPages.contestPath(41));
    await expect(contests.heading('Summer photo contest')).toBeVisible(T);
    // A new guest is greeted by the onboarding box once the page settles: closed first.
    await contests.closeOnboardingIfShown();
    await contests.voteButton('Red lingerie', 'LanaLove').click();
    await expect(contests.box('avs')).toBeVisible(T);
    await expect(contests.box('avs')).toContainText('Confirm your age');
    await expect(contests.budget).toHaveText(/0 of 5 votes used/);
    await expect(contests.voteButton('Red lingerie', 'LanaLove')).toBeVisible();
  });

  test('a visitor is asked to log in before voting', async ({ page }) => {
    const contests = new ContestPages(page);
    await new ShellPage(page).open(ContestPages.contestPath(41));
    await expect(contests.heading('Summer photo contest')).toBeVisible(T);
    await contests.main.getByRole('button', { name: 'Log in to vote: Golden hour 1' }).click();
    await new PayTour(page).expectOpen(/Log in|Create your free account/);
    await expect(contests.budget).toHaveText(/0 of 5 votes used/);
  });
});

test.describe('mediathek photos', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    test.setTimeout(120_000); // page loads, reloads and screenshots on a busy machine
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('dismissing the remove-photos box keeps every album; once confirmed, the selected albums are removed and stay gone after a reload', async ({
    page,
    request,
  }) => {
    const contests = new ContestPages(page);
    // Her own copy of demo with demo's five albums: what she removes is hers alone.
    const demoGuest = await guestCopyOf(request, 'demo', { mediathek: true });
    await new ShellPage(page).loginAs(demoGuest, ContestPages.mediathekPath);
    await expect(contests.heading('My photos')).toBeVisible(T);
    await expect(contests.albums).toHaveCount(5, T);
    await test.step('dismissing the box keeps every album', async () => {
      await contests.albumCheckbox('City walk', 'EmmaEmber').check();
      await contests.main.getByRole('button', { name: 'Remove selected (1)' }).click();
      await expect(contests.box('remove-photos')).toBeVisible(T);
      await contests.box('remove-photos').getByRole('button', { name: 'Close' }).click();
      await expect(contests.box('remove-photos')).toHaveCount(0);
      await expect(contests.albums).toHaveCount(5);
      await expect(contests.albumCheckbox('City walk', 'EmmaEmber')).toBeChecked();
      await contests.albumCheckbox('City walk', 'EmmaEmber').uncheck();
    });
    await test.step('confirming the box removes the selected albums', async () => {
      await contests.albumCheckbox('Golden hour 1', 'LanaLove').check();
      await contests.albumCheckbox('Rooftop view 1', 'RubyRain').check();
      await contests.screenshots('mediathek-selected');
      await contests.main.getByRole('button', { name: 'Remove selected (2)' }).click();
      await expect(contests.box('remove-photos')).toBeVisible(T);
      await contests
        .box('remove-photos')
        .getByRole('button', { name: 'Remove', exact: true })
        .click();
      await expect(contests.albums).toHaveCount(3, T);
      await expect(contests.albumCheckbox('Golden hour 1', 'LanaLove')).toHaveCount(0);
    });
    await test.step('after a reload: the removed ones stay gone, the dismissed one is kept', async () => {
      await page.reload();
      await expect(contests.albums).toHaveCount(3, T);
      await expect(contests.albumCheckbox('Rooftop view 1', 'RubyRain')).toHaveCount(0);
      await expect(contests.albumCheckbox('City walk', 'EmmaEmber')).toBeVisible();
    });
  });
});

test.describe('mediathek audio', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    test.setTimeout(120_000);
    await CookieBanner.decided(context, baseURL!, { functional: true, analytics: false });
  });

  test('lists the guest’s audio items with their length, and one plays', async ({
    page,
    request,
  }) => {
    const contests = new ContestPages(page);
    // Its own copy of `demo`, given demo's audio items as its mediathek.
    const guest = await guestCopyOf(request, 'demo', { mediathek: true });
    await new ShellPage(page).loginAs(guest, ContestPages.audioPath);
    await expect(contests.heading('My audio')).toBeVisible(T);
    await expect(contests.audioItems).toHaveCount(3, T);
    await expect(contests.audioItems.first()).toContainText('Good night whisper');
    await expect(contests.audioItems.first()).toContainText('Length 0:12');
    const player = page.getByLabel('Play Good night whisper by LanaLove');
    await player.evaluate((audio: HTMLAudioElement) => {
      audio.muted = true;
      return audio.play();
    });
    // It plays: its time runs on, its length is the file's.
    await expect
      .poll(() => player.evaluate((audio: HTMLAudioElement) => audio.currentTime), T)
      .toBeGreaterThan(0);
    expect(await player.evaluate((audio: HTMLAudioElement) => Math.round(audio.duration))).toBe(12);
    await contests.screenshots('mediathek-audio');
  });

  test('a visitor is asked to log in to hear the audio items', async ({ page }) => {
    const contests = new ContestPages(page);
    await new ShellPage(page).open(ContestPages.audioPath);
    await expect(contests.heading('Your audio')).toBeVisible(T);
    await contests.main.getByRole('button', { name: 'Log in' }).click();
    await new PayTour(page).expectOpen(/Log in|Create your free account/);
  });
});
