import { CookieBanner } from './models/CookieBanner.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';
import { TileGridModes } from './models/TileGridModes.ts';
import { VideoChatsPage } from './models/VideoChatsPage.ts';
import { expect, test } from './fixtures.ts';

const T = { timeout: 15_000 };
const GRID = 'Past video chats';

test.describe('my video chats', () => {
  test('a guest opens his past video chats from the account menu, sees them in the grid and as a list, and goes back to a performer', async ({
    page,
    request,
    context,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    await CookieBanner.decided(context, baseURL ?? '', { functional: false, analytics: false });
    await page.setViewportSize({ width: 1366, height: 900 });
    const guest = await guestCopyOf(request, 'demo');
    await VideoChatsPage.addPastChats(request, guest, 3);
    const shell = new ShellPage(page);
    await shell.loginAs(guest, '/en/cams/');
    await (await shell.openAccountMenu()).getByRole('link', { name: 'My video chats' }).click();
    const chats = new VideoChatsPage(page);
    await expect(chats.heading).toBeVisible(T);
    await expect(chats.tiles).toHaveCount(3, T);
    // Newest first: the chat an hour ago, 2 minutes.
    await expect(chats.tiles.first()).toContainText('2 min');
    await chats.checkScreen('grid');

    const grids = new TileGridModes(page);
    await grids.choose(GRID, 'List');
    await expect(grids.grid(GRID)).toHaveAttribute('data-columns', '1');
    await chats.checkScreen('list');

    const name = (await chats.tiles.first().getByRole('heading').innerText()).trim();
    await chats.tiles.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`/en/amateur/${name.toLowerCase()}/$`), T);
  });
});
