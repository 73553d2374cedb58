import { expect, test } from './fixtures.ts';
import { decodeLog } from '../src/engine/log/jsonl.ts';
import { RealtimeProbe } from './models/RealtimeProbe.ts';
import { ShellPage } from './models/ShellPage.ts';
import { SimulatorControls } from './models/SimulatorControls.ts';
import { MessengerControls } from './models/Messenger.ts';
import { guestCopyOf } from './models/TestGuests.ts';

test.describe('the realtime connection', () => {
  test('pings every 50 s, closes with 4000 when a pong is missing, and reconnects 1 s later', async ({
    page,
    request,
  }) => {
    const tvGuest = await guestCopyOf(request, 'tv');
    const sim = new SimulatorControls(request);
    await sim.reset(tvGuest);
    const probe = new RealtimeProbe(page);
    // A paused fake clock from the start: the socket opens at a known time, timers run only on demand.
    await page.clock.install({ time: new Date('2026-11-22T12:00:00Z') });
    // Paused a minute later: the installed clock runs until then, however slow the machine.
    await page.clock.pauseAt(new Date('2026-11-22T12:01:00Z'));
    await new ShellPage(page).loginAs(tvGuest);
    await expect.poll(() => probe.isLive()).toBe(true);

    await page.clock.runFor(49_999);
    expect(probe.sentOfType('ping')).toHaveLength(0);
    await page.clock.runFor(1);
    await expect.poll(() => probe.sentOfType('ping').length).toBe(1);
    await expect
      .poll(async () => JSON.stringify((await probe.state()).value))
      .toContain('"pong":"answered"');

    await sim.fault(tvGuest, { action: 'silencePongs', on: true });
    await page.clock.runFor(50_000);
    await expect.poll(() => probe.sentOfType('ping').length).toBe(2);
    await expect
      .poll(async () => JSON.stringify((await probe.state()).value))
      .toContain('"pong":"outstanding"');
    await page.clock.runFor(50_000);
    await expect
      .poll(async () => JSON.stringify((await probe.state()).value))
      .toContain('reconnecting');
    // The client's log line reaches the simulator a moment after the socket closed: waited for.
    await expect
      .poll(() => sim.logs(tvGuest, 'websocketConnectionError'))
      .toEqual([expect.objectContaining({ message: 'pong missing' })]);
    expect(probe.sentOfType('ping')).toHaveLength(2);

    await sim.fault(tvGuest, { action: 'silencePongs', on: false });
    await page.clock.runFor(999);
    expect(probe.sockets).toHaveLength(1);
    await page.clock.runFor(1);
    await expect.poll(() => probe.sockets.length).toBe(2);
    await expect.poll(() => probe.isLive()).toBe(true);
    expect(probe.sentOfType('requestSession').map((s) => s.socket)).toEqual([0, 1]);
  });

  test('delivers every message once and in order across an offline spell and a dropped socket', async ({
    page,
    context,
    request,
  }) => {
    const vipGuest = await guestCopyOf(request, 'vip');
    // vip's conversation with actor 3103 (channel 2303 of the demo world), her copy's own.
    const channelId = await MessengerControls.openChannel(vipGuest, 3103);
    const sim = new SimulatorControls(request);
    await sim.reset(vipGuest);
    const probe = new RealtimeProbe(page);
    const shell = new ShellPage(page);
    await shell.loginAs(vipGuest);
    await expect.poll(() => probe.isLive()).toBe(true);

    const ids = Array.from({ length: 12 }, (_, i) => `e2e-${Date.now()}-${i}`);
    await probe.send(RealtimeProbe.textMessage(ids[0]!, channelId, 'before'));
    await context.setOffline(true);
    await expect.poll(async () => (await probe.state()).tags).toContain('offline');
    for (const id of ids.slice(1, 6))
      await probe.send(RealtimeProbe.textMessage(id, channelId, `offline ${id}`));
    await expect(page.getByRole('status', { name: 'Connection status' })).toContainText(/offline/i);
    await context.setOffline(false);
    await expect.poll(() => probe.isLive()).toBe(true);
    await expect(page.getByRole('status', { name: 'Connection status' })).toBeEmpty();

    // Sent while live, then the socket is cut before all the acks can arrive.
    for (const id of ids.slice(6))
      await probe.send(RealtimeProbe.textMessage(id, channelId, `live ${id}`));
    await sim.fault(vipGuest, { action: 'drop' });
    await expect
      .poll(async () => (await sim.stats(vipGuest)).sendMessage.distinctStored, { timeout: 15_000 })
      .toBe(ids.length);

    const stats = await sim.stats(vipGuest);
    expect(stats.sendMessage.storedTwice).toEqual([]);
    for (const id of ids) expect(stats.byClientMessageId[id]?.stored).toBe(1);
    // In order: the message ids the server acknowledged grow in the order the guest sent.
    await expect.poll(async () => (await probe.state()).live).toBe(true);
    const log = decodeLog(await shell.exportLog());
    const acks = new Map<string, number>();
    for (const record of log.records) {
      if (record.kind === 'push' && record.event.type === 'push.messageAck')
        acks.set(String(record.event.clientMessageId), Number(record.event.messageId));
    }
    await expect
      .poll(() => ids.every((id) => acks.has(id)) || ids.filter((id) => !acks.has(id)).length)
      .toBe(true);
    const messageIds = ids.map((id) => acks.get(id)!);
    expect([...messageIds].sort((a, b) => a - b)).toEqual(messageIds);
  });

  test('opens no socket for an anonymous visitor', async ({ page }) => {
    const probe = new RealtimeProbe(page);
    await new ShellPage(page).open('/en/');
    await expect(page.getByRole('status', { name: 'Connection status' })).toBeAttached();
    expect(await probe.running()).toBe(false);
    expect(probe.sockets).toHaveLength(0);
  });
});
