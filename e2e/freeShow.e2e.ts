import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { CamAreas } from './models/CamAreas.ts';
import { MessengerControls, MessengerPage } from './models/Messenger.ts';
import { RealtimeProbe } from './models/RealtimeProbe.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';

const T = { timeout: 30_000 };

/** The simulator's free-show control: each guest with a channel with her hears it, by channel. */
async function freeShow(request: APIRequestContext, actorId: number, running: boolean) {
  const reply = await request.post(`/dev/messenger/actors/${actorId}/freeShow`, {
    data: { running },
  });
  expect(reply.ok(), await reply.text()).toBe(true);
  expect(((await reply.json()) as { channels: number }).channels).toBeGreaterThan(0);
}

test.describe('free shows, one owner (issue 52 §2)', () => {
  test('a free-show push shows once on her channel row and on her tile, and its stop takes both back', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const controls = new MessengerControls(request);
    // The grid keeps its order while the test looks (the online walk would move her).
    await controls.settings({ onlineIntervalMs: 0 });
    const guest = await guestCopyOf(request, 'demo');
    const shell = new ShellPage(page);
    const cams = new CamAreas(page);
    await shell.loginAs(guest, '/en/cams/');
    // The first tile whose list answer has no free chat: the badge she gets is the push's.
    let her = await cams.tileAt(0);
    for (let i = 1; (await cams.tileOf(her.id).getByText('Free chat').count()) > 0; i++)
      her = await cams.tileAt(i);
    let started = false;
    try {
      // Her channel with the guest (the guest's copy has none): the push names this channel.
      await MessengerControls.openChannel(guest, her.id);
      const messenger = new MessengerPage(page);
      await page.goto('/en/messenger/');
      await expect(messenger.channel(her.name)).toHaveCount(1, T);
      await expect.poll(() => new RealtimeProbe(page).isLive(), T).toBe(true);
      await expect(messenger.channelList.getByText(/Free show/)).toHaveCount(0);

      await freeShow(request, her.id, true);
      started = true;
      // Once, on her row only (the channel's own answer said no free show).
      await expect(messenger.channel(her.name).getByText(/Free show/)).toHaveCount(1, T);
      await expect(messenger.channelList.getByText(/Free show/)).toHaveCount(1);

      // The same fact on her tile, the messenger's channels naming her channel (no reload).
      await shell.openSection('Cams');
      await expect(page).toHaveURL(/\/en\/cams\/$/);
      await expect(cams.tileOf(her.id).getByText('Free chat', { exact: true })).toHaveCount(1, T);

      await freeShow(request, her.id, false);
      started = false;
      await expect(cams.tileOf(her.id).getByText('Free chat', { exact: true })).toHaveCount(0, T);
    } finally {
      if (started) await freeShow(request, her.id, false);
      await controls.settings({ onlineIntervalMs: 2000 });
    }
  });
});
