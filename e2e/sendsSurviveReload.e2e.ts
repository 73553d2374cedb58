import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { ActorProfilePages } from './models/ActorProfilePages.ts';
import { HeldChunk } from './models/HeldChunk.ts';
import { LiveChatPage } from './models/LiveChatPage.ts';
import { LANA_LOVE, MessengerControls, MessengerPage } from './models/Messenger.ts';
import { RealtimeLink } from './models/RealtimeLink.ts';
import { RealtimeProbe } from './models/RealtimeProbe.ts';
import { ShellPage } from './models/ShellPage.ts';
import { SimulatorControls } from './models/SimulatorControls.ts';
import { guestCopyOf } from './models/TestGuests.ts';

const T = { timeout: 30_000 };

/** The clientMessageIds the pages sent for lines of this text (one, however often it went). */
const idsOf = (link: RealtimeLink, type: string, text: string) =>
  new Set(
    link
      .sentOfType(type)
      .filter((frame) => JSON.stringify(frame).includes(text))
      .map((frame) => String(frame.clientMessageId)),
  );

/** What the tab keeps of the guest's unsent messages, every guest's together. */
const keptInTab = (page: Page) =>
  page.evaluate(() =>
    Object.keys(sessionStorage)
      .filter((key) => key.startsWith('camclient.pendingSends.'))
      .map((key) => sessionStorage.getItem(key) ?? '')
      .join(),
  );

/** A guest (a copy of demo) in her messenger with LanaLove, the socket then down. */
async function messengerLinkDown(page: Page, request: APIRequestContext) {
  const guest = await guestCopyOf(request, 'demo', { balance: '20.00' });
  await MessengerControls.openChannel(guest, LANA_LOVE);
  const link = await RealtimeLink.install(page);
  const messenger = new MessengerPage(page);
  const probe = new RealtimeProbe(page);
  await messenger.open(guest);
  await expect.poll(() => probe.isLive(), T).toBe(true);
  await messenger.select('LanaLove');
  link.down();
  await expect.poll(() => probe.isLive(), T).toBe(false);
  return { guest, link, messenger, probe };
}

/** Issue 51 §7: what the guest sent while the socket was down arrives once, across reloads. */
test.describe('sends survive a reload', () => {
  test('messenger lines written while the socket is down arrive once after the guest reloads', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { guest, link, messenger, probe } = await messengerLinkDown(page, request);
    const lines = [`First while down (${guest})`, `Second while down (${guest})`];
    for (const line of lines) {
      await messenger.write(line);
      await expect(messenger.message(line)).toBeVisible();
    }
    expect(link.sentOfType('sendMessage')).toHaveLength(0);

    // The guest reloads with the socket still down; it comes back on the new page.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Conversations' })).toBeVisible(T);
    link.up();
    await expect.poll(() => probe.isLive(), T).toBe(true);
    const stats = new SimulatorControls(request);
    for (const line of lines) {
      const ids = idsOf(link, 'sendMessage', line);
      expect(ids.size).toBe(1);
      const [id] = [...ids];
      await expect
        .poll(async () => (await stats.stats(guest)).byClientMessageId[id!]?.stored, T)
        .toBe(1);
    }
    await messenger.select('LanaLove');
    for (const line of lines) await expect(messenger.message(line)).toHaveCount(1, T);
    expect((await stats.stats(guest)).sendMessage.storedTwice).toEqual([]);
  });

  test("a messenger line written before the connection's code comes arrives once after the guest reloads", async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const guest = await guestCopyOf(request, 'demo', { balance: '20.00' });
    // The connection's code (a lazy part) does not come on this page: what she writes waits
    // at the root for it.
    const chunk = await HeldChunk.hold(page, 'src/engine/features/realtime.ts');
    const link = await RealtimeLink.install(page);
    const probe = new RealtimeProbe(page);
    await new ShellPage(page).loginAs(guest, ActorProfilePages.path('lanalove'));
    await page.getByRole('link', { name: 'Message LanaLove' }).click();
    await expect(page).toHaveURL(/\/en\/messenger\/$/, T);
    const messenger = new MessengerPage(page);
    await expect(messenger.partner('LanaLove')).toBeVisible(T);
    const line = `Written before the connection (${guest})`;
    await messenger.write(line);
    await expect(messenger.message(line)).toBeVisible();
    expect(chunk.heldRequests).toBeGreaterThan(0);
    expect(await probe.running()).toBe(false);
    // The tab keeps it meanwhile, without the token.
    const kept = () => keptInTab(page);
    await expect.poll(kept, T).toContain(line);
    expect(await kept()).not.toContain('accessToken');

    // She reloads; on the new page the code comes, and the line goes out once.
    chunk.release();
    await page.reload();
    await expect.poll(() => probe.isLive(), T).toBe(true);
    await expect.poll(() => idsOf(link, 'sendMessage', line).size, T).toBe(1);
    const [id] = [...idsOf(link, 'sendMessage', line)];
    const stats = new SimulatorControls(request);
    await expect
      .poll(async () => (await stats.stats(guest)).byClientMessageId[id!]?.stored, T)
      .toBe(1);
    expect(link.sentOfType('sendMessage').filter((f) => f.clientMessageId === id)).toHaveLength(1);
    await messenger.select('LanaLove');
    await expect(messenger.message(line)).toHaveCount(1, T);
    await expect(messenger.message(line)).not.toContainText('Not sent');
    // Acknowledged: nothing is kept for a next page.
    await expect.poll(kept, T).toBe('');
    expect((await stats.stats(guest)).sendMessage.storedTwice).toEqual([]);
  });

  test('a line left unsent is not kept past her logout (review of session 54, M2)', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { guest, link, messenger } = await messengerLinkDown(page, request);
    const line = `Left unsent at logout (${guest})`;
    await messenger.write(line);
    await expect.poll(() => keptInTab(page), T).toContain(line);

    // She logs out: the page reloads as a visitor's, which keeps nothing of hers.
    const reloaded = page.waitForEvent('load', T);
    await new ShellPage(page).logout();
    await reloaded;
    await expect.poll(() => keptInTab(page), T).toBe('');
    expect(idsOf(link, 'sendMessage', line).size).toBe(0);
  });

  test('a live-chat line sent while the socket is down arrives once after the app reloads itself (4401)', async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const guest = await guestCopyOf(request, 'demo', { balance: '20.00' });
    const actor = await LiveChatPage.actor(request, 'paid', 5);
    const link = await RealtimeLink.install(page);
    const chat = new LiveChatPage(page);
    const probe = new RealtimeProbe(page);
    await new ShellPage(page).loginAs(guest, LiveChatPage.path(actor.name, 'video'));
    await expect(chat.panel.getByText(`${actor.name}: `).first()).toBeVisible(T);

    link.down();
    await expect.poll(() => probe.isLive(), T).toBe(false);
    const text = `Said while down ${guest}`;
    await chat.say(text);
    await expect(chat.line(`You: ${text}`)).toBeVisible();

    // The server refuses the token at the next connection: the app reloads the page itself, once
    // its sends drained or 3 s passed; the new page sends the line.
    const reloaded = page.waitForEvent('load', T);
    link.rejectNextToken();
    await reloaded;
    await expect.poll(() => probe.isLive(), T).toBe(true);
    await expect.poll(() => idsOf(link, 'sendLiveChatMessage', text).size, T).toBe(1);
    const [id] = [...idsOf(link, 'sendLiveChatMessage', text)];
    const echoes = () =>
      link.receivedOfType('liveChatMessage').filter((frame) => frame.clientMessageId === id);
    await expect.poll(() => echoes().length, T).toBeGreaterThan(0);
    expect(new Set(echoes().map((frame) => frame.messageId)).size).toBe(1);
    // She answered it once: the line was taken once.
    const answers = () =>
      link
        .receivedOfType('liveChatMessage')
        .filter((frame) => frame.senderType === 'actor' && String(frame.text).includes(text));
    await expect.poll(() => answers().length, T).toBe(1);
    await LiveChatPage.end(request, guest, 201);
  });
});
