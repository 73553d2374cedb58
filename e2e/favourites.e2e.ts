import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ActorProfilePages } from './models/ActorProfilePages.ts';
import { FavouritesPage } from './models/FavouritesPage.ts';
import { PayTour } from './models/PayTour.ts';
import { ShellPage } from './models/ShellPage.ts';
import { SimulatorControls } from './models/SimulatorControls.ts';
import { TileGridModes } from './models/TileGridModes.ts';
import { guestCopyOf } from './models/TestGuests.ts';

/** LanaLove, the actor the pin journeys pin. */
const LANA = { id: 3101, name: 'LanaLove', slug: 'lanalove' } as const;

/**
 * A visitor on LanaLove's profile taps her heart: the gate asks her to sign up (no account
 * cookie), with the pin kept as the login action for after it.
 */
async function visitorTapsLanasHeart(
  page: Page,
): Promise<{ profile: ActorProfilePages; pay: PayTour }> {
  const profile = new ActorProfilePages(page);
  const pay = new PayTour(page);
  await page.goto(ActorProfilePages.path(LANA.slug));
  await expect(profile.heading(LANA.name)).toBeVisible();
  await profile.expectPinned(LANA.name, false);
  await profile.heart(LANA.name).click();
  await pay.expectOpen('Create your free account');
  expect(await pay.storedLoginAction()).toEqual({
    type: 'favoritePin',
    params: { targetType: 'actor', targetId: LANA.id },
  });
  return { profile, pay };
}

/** Logged in after the reload, on her profile: the stored pin was made and confirmed. */
/** A fresh copy of `demo`, logged in on LanaLove's profile while she is online. */
async function onLanasProfileAsNewGuest(
  page: Page,
  request: APIRequestContext,
): Promise<{ login: string; profile: ActorProfilePages }> {
  const login = await guestCopyOf(request, 'demo');
  await ActorProfilePages.setOnline(request, LANA.id, true);
  const profile = new ActorProfilePages(page);
  await new ShellPage(page).loginAs(login, ActorProfilePages.path(LANA.slug));
  return { login, profile };
}

async function expectPinnedAfterLogin(profile: ActorProfilePages, pay: PayTour): Promise<void> {
  await profile.expectPinned(LANA.name, true);
  expect(await pay.storedLoginAction()).toBeNull();
}

/** The guest's favourite cams (seed 001): online state pushed, online first, unpin. */
test.describe('favourite cams', () => {
  test('a visitor is asked to log in', async ({ page }) => {
    await page.goto('/en/myvisitx/favorite-cams/');
    const favourites = new FavouritesPage(page);
    await expect(favourites.heading).toBeVisible();
    await expect(favourites.main.getByText('Log in to see your favourite cams.')).toBeVisible();
    await expect(favourites.main.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('demo sees their favourites with online state, pushed changes, and unpins one', async ({
    page,
    request,
  }) => {
    // Her own copy of demo, with demo's three favourites.
    const demoGuest = await guestCopyOf(request, 'demo', { favourites: true });
    const favourites = new FavouritesPage(page);
    // demo's three favourites start online whatever an earlier test of this worker did to them.
    for (const id of [3101, 3102, 3106]) await ActorProfilePages.setOnline(request, id, true);
    await new ShellPage(page).loginAs(demoGuest, '/en/myvisitx/favorite-cams/');
    await favourites.loaded();
    await expect(favourites.tiles).toHaveCount(3);
    await expect(favourites.onlineCount).toHaveText('3 of 3 online');
    await expect(favourites.link('MiaMoon')).toHaveAttribute('href', '/en/amateur/miamoon/');

    // A tile grid: as a list, the guest's mode of favourite actors, kept over a reload.
    const modes = new TileGridModes(page);
    await modes.choose('My favourite cams', 'List');
    await expect(modes.grid('My favourite cams')).toHaveClass(/tile-grid-list/);
    await favourites.checkScreen('list');
    await page.reload();
    await favourites.loaded();
    await expect(modes.pressed('My favourite cams')).toHaveText('List');
    await expect(favourites.tiles).toHaveCount(3);

    // MiaMoon goes offline (pushed): the count follows and she moves behind the online ones.
    await new SimulatorControls(request).play('messenger-burst', demoGuest);
    await expect(favourites.onlineCount).toHaveText('2 of 3 online');
    await expect(favourites.tile('MiaMoon')).toHaveAttribute('data-online', 'false');
    await expect.poll(() => favourites.names()).toEqual(['LanaLove', 'EmmaEmber', 'MiaMoon']);

    // Unpin EmmaEmber: gone at once and still gone after a reload.
    await favourites.unpin('EmmaEmber').click();
    await expect(favourites.tiles).toHaveCount(2);
    await expect(favourites.onlineCount).toHaveText(/of 2 online/);
    await page.reload();
    await favourites.loaded();
    await expect(favourites.tiles).toHaveCount(2);
    await expect(favourites.link('EmmaEmber')).toHaveCount(0);

    // Pinned again (as on her profile): three again.
    await favourites.pin(3106);
    await expect(favourites.tiles).toHaveCount(3);
  });
});

/** The heart on the actor's profile (issue 18 §3): pin from her profile, and a visitor's pin. */
test.describe('pinning a favourite', () => {
  test('a guest pins an actor from her profile, finds her in her favourites, online, and a switch change the server refuses is taken back with a note', async ({
    page,
    request,
  }) => {
    const { login, profile } = await onLanasProfileAsNewGuest(page, request);
    await expect(profile.heading(LANA.name)).toBeVisible();
    // Her pins are known (the copy has none): an empty heart that takes the press.
    await profile.expectPinned(LANA.name, false);
    await profile.checkScreen('favourite-heart');

    await profile.heart(LANA.name).click();
    // Filled at once, and settled once the server's FavoriteActorPinned confirms it.
    await profile.expectPinned(LANA.name, true);

    // A fresh page: the server has her among the guest's favourites, with her online dot.
    await page.goto('/en/myvisitx/favorite-cams/');
    const favourites = new FavouritesPage(page);
    await favourites.loaded();
    await expect(favourites.tiles).toHaveCount(1);
    await expect(favourites.link(LANA.name)).toHaveAttribute('href', `/en/amateur/${LANA.slug}/`);
    await expect(favourites.tile(LANA.name)).toHaveAttribute('data-online', 'true');
    await expect(favourites.onlineDot(LANA.name)).toBeVisible();
    await expect(favourites.onlineCount).toHaveText('1 of 1 online');
    await favourites.expectSwitch(LANA.name, 'sms', false);

    // The simulator refuses her switch changes: SMS flips on, then back off, and the note says so.
    await FavouritesPage.refuseSwitches(request, login, true);
    await favourites.notificationSwitch(LANA.name, 'sms').click();
    await expect(favourites.switchNote(LANA.name)).toHaveText(
      'Your SMS setting was not changed: the server refused it.',
    );
    await favourites.expectSwitch(LANA.name, 'sms', false);
    await favourites.expectSwitch(LANA.name, 'email', true);
    expect(favourites.probe.sentOfType('setActorNotification').map((s) => s.frame)).toEqual([
      expect.objectContaining({ actorId: LANA.id, medium: 'sms', enabled: true }),
    ]);
    await favourites.checkScreen('notification-refused');

    // Nothing was stored: a fresh page shows the switch as it was.
    await FavouritesPage.refuseSwitches(request, login, false);
    await page.reload();
    await favourites.loaded();
    await favourites.expectSwitch(LANA.name, 'sms', false);
  });

  test('a visitor who taps the heart signs up and comes back to her pinned', async ({ page }) => {
    // Signup and the page's reload after it: the shared e2e machine is slow.
    test.slow();
    const { profile, pay } = await visitorTapsLanasHeart(page);
    const name = `fav${Date.now().toString(36)}`;
    await pay.signUp(name, `${name}@example.test`, 'secret123');

    await expect(new ShellPage(page).guestName).toHaveText(name, { timeout: 15_000 });
    await expectPinnedAfterLogin(profile, pay);

    await page.goto('/en/myvisitx/favorite-cams/');
    const favourites = new FavouritesPage(page);
    await favourites.loaded();
    await expect(favourites.link(LANA.name)).toBeVisible();
    await expect(favourites.tiles).toHaveCount(1);
  });
});

/** A visitor's heart through the login of an existing account (issue 18 §3). */
test.describe('a visitor who logs in to pin', () => {
  test('taps the heart on her profile, logs in, and finds her pinned', async ({
    request,
    page,
  }) => {
    const tvGuest = await guestCopyOf(request, 'tv');
    // The login and the page's reload after it: the shared e2e machine is slow.
    test.slow();
    const { profile, pay } = await visitorTapsLanasHeart(page);
    // She has an account: the sign-up form's link to the login.
    await pay.frame.getByRole('button', { name: 'Already have an account? Log in' }).click();
    await pay.expectOpen('Log in');
    // The tv demo account: it has no favourite actor (fixtures/channels.json).
    await pay.client.login(tvGuest, 'tv123456');

    await expect(new ShellPage(page).guestName).toHaveText('CouchCarl', { timeout: 15_000 });
    await expectPinnedAfterLogin(profile, pay);

    const favourites = new FavouritesPage(page);
    await page.goto('/en/myvisitx/favorite-cams/');
    await favourites.loaded();
    await expect(favourites.link(LANA.name)).toBeVisible();

    // Unpinned again, so the tv account keeps no favourite for other tests.
    await favourites.unpin(LANA.name).click();
    await expect(favourites.link(LANA.name)).toHaveCount(0);
  });
});

/** Hearts beyond actors and the notification switches (issue 18 §3). */
test.describe('album hearts and notification switches', () => {
  test('a guest hearts an album and switches on SMS for a favourite; both stay after a reload', async ({
    page,
    request,
  }) => {
    const login = await guestCopyOf(request, 'demo');
    const actor = await ActorProfilePages.findWithMedia(request, 'CH');
    const favourites = new FavouritesPage(page);
    const albumPath = ActorProfilePages.path(
      actor.name.toLowerCase(),
      `pictures/${actor.albumId}/`,
    );
    await new ShellPage(page).loginAs(login, albumPath);
    const title = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(title).not.toBe('');
    // Her pins are known (the copy has none): an empty heart that takes the press.
    await favourites.expectAlbumPinned(title, false);
    await favourites.albumHeart(title).click();
    await favourites.expectAlbumPinned(title, true);
    await expect(favourites.albumHeart(title)).toHaveAccessibleName(
      `Remove the album ${title} from favourites`,
    );
    // A fresh page knows it from the favourites list the server sends.
    await page.reload();
    await favourites.expectAlbumPinned(title, true);
    await favourites.checkScreen('album-heart');

    // LanaLove pinned from her profile, then her SMS switch turned on from the favourite cams.
    await ActorProfilePages.setOnline(request, LANA.id, true);
    const profile = new ActorProfilePages(page);
    await page.goto(ActorProfilePages.path(LANA.slug));
    // Her sedcard album first: pressed at once, and still after a reload.
    const sedcards = favourites.sedcardsHeart(LANA.name);
    await expect(sedcards).toHaveAttribute('aria-pressed', 'false');
    await expect(sedcards).toBeEnabled();
    await sedcards.click();
    await expect(sedcards).toHaveAttribute('aria-pressed', 'true');
    await expect(sedcards).not.toHaveAttribute('aria-busy', 'true');
    await page.reload();
    await expect(sedcards).toHaveAttribute('aria-pressed', 'true');
    await expect(sedcards).toBeEnabled();
    const section = sedcards.locator('xpath=ancestor::section[1]');
    await profile.shotOf(section, 'sedcards-heart-1280');
    await page.setViewportSize({ width: 390, height: 900 });
    await profile.shotOf(section, 'sedcards-heart-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    await profile.heart(LANA.name).click();
    await profile.expectPinned(LANA.name, true);
    await page.goto('/en/myvisitx/favorite-cams/');
    await favourites.loaded();
    await favourites.expectSwitch(LANA.name, 'email', true);
    await favourites.expectSwitch(LANA.name, 'sms', false);
    await favourites.notificationSwitch(LANA.name, 'sms').click();
    await favourites.expectSwitch(LANA.name, 'sms', true);
    expect(favourites.probe.sentOfType('setActorNotification').map((s) => s.frame)).toEqual([
      expect.objectContaining({ actorId: LANA.id, medium: 'sms', enabled: true }),
    ]);
    await page.reload();
    await favourites.loaded();
    await favourites.expectSwitch(LANA.name, 'sms', true);
    await favourites.expectSwitch(LANA.name, 'email', true);
    await favourites.checkScreen('notification-switches');
  });
});
