import { readFile } from 'node:fs/promises';
import { expect, test } from './fixtures.ts';
import { decodeLog } from '../src/engine/log/jsonl.ts';
import { Inspector } from './models/Inspector.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopy, guestCopyOf } from './models/TestGuests.ts';

const PHONE = { width: 375, height: 740 };

test.describe('the inspector', () => {
  test('opens with ?inspect=1 only, and is not even loaded without it', async ({ page }) => {
    const chunks: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/(mount|elk)/.test(request.url())) chunks.push(request.url());
    });
    const shell = new ShellPage(page);
    await shell.open('/en/');
    // main.tsx asks for the inspector while the page loads, before the navbar can show.
    await expect(page.getByRole('region', { name: 'Inspector' })).toHaveCount(0);
    expect(chunks).toEqual([]);

    await shell.open('/en/?inspect=1');
    await expect(new Inspector(page).region).toBeVisible();
    expect(chunks.some((url) => url.includes('/assets/mount'))).toBe(true);
  });

  test('lists the actors and shows the bootstrap statechart with its active state', async ({
    page,
    request,
  }) => {
    const inspector = new Inspector(page);
    await inspector.openAsGuest(await guestCopyOf(request, 'demo'));
    for (const actor of ['app', 'bootstrap', 'shell', 'realtime', 'guest'])
      await expect(inspector.actor(actor)).toBeVisible();
    await expect(inspector.actor('socket')).toContainText('callback');

    await inspector.selectActor('bootstrap');
    // Ready, and watching the session's expiry stamp.
    await expect(inspector.activeStates).toHaveText('Active: watching');
    await expect(inspector.stateNode('bootstrap.ready')).toHaveAttribute('data-active', 'true');
    await expect(inspector.stateNode('bootstrap.ready.watching')).toHaveAttribute(
      'data-active',
      'true',
    );
    await expect(inspector.stateNode('bootstrap.loadingConfig')).toHaveAttribute(
      'data-active',
      'false',
    );
    await expect(inspector.stateNode('bootstrap.failed.config')).toBeVisible();
    await expect(inspector.stateValue).toHaveText('{ ready: watching }');
  });

  test('shows payloads redacted: no session token, name or e-mail address on screen', async ({
    page,
    request,
  }) => {
    const inspector = new Inspector(page);
    const guest = await guestCopy(request, 'demo');
    await inspector.openAsGuest(guest.login);
    await expect(page.getByTestId('guest-name')).toHaveText('DemoDan');
    const log = await page.evaluate(() =>
      (window as unknown as { __camclient: { exportLog(): string } }).__camclient.exportLog(),
    );
    const token = /"accessToken":"([^"]+)"/.exec(log)?.[1] ?? '';
    expect(token.length).toBeGreaterThan(20);

    await inspector.region.getByRole('combobox', { name: 'Actor' }).selectOption('session.load');
    await inspector.records.first().getByRole('button').click();
    await expect(inspector.recordDetails).toContainText('"accessToken": "redacted-secret-');
    await expect(inspector.recordDetails).not.toContainText(token);

    await inspector.region.getByRole('combobox', { name: 'Actor' }).selectOption('guest.load');
    await inspector.records.first().getByRole('button').click();
    await expect(inspector.recordDetails).toContainText(/"name": "Guest [0-9a-f]+"/);
    await expect(inspector.recordDetails).not.toContainText('DemoDan');
    await expect(inspector.recordDetails).not.toContainText(guest.email);
  });

  test('offers the Stately inspector, and says so and stops when stately.ai cannot be reached', async ({
    page,
    request,
  }) => {
    // No public internet here: the window opens, the handshake never comes. The page's clock
    // runs the 8 s the inspector gives it at once, instead of the test waiting them out.
    await page.clock.install();
    const inspector = new Inspector(page);
    await inspector.openAsGuest(await guestCopyOf(request, 'demo'));
    const popup = page.waitForEvent('popup');
    await inspector.button('Connect to Stately inspector').click();
    const stately = await popup;
    await expect(inspector.region.getByText('Opening the Stately inspector…')).toBeVisible();
    await page.clock.runFor(8_000);
    await expect(inspector.region.getByRole('alert')).toContainText(
      'The Stately inspector (stately.ai) did not answer',
    );
    // Nothing is left running: its window is closed, and the button offers it again.
    await expect.poll(() => stately.isClosed()).toBe(true);
    await expect(inspector.button('Connect to Stately inspector')).toBeEnabled();
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE });

    test('shows records as they arrive when the guest opens a menu', async ({ page, request }) => {
      const inspector = new Inspector(page);
      await inspector.openAsGuest(await guestCopyOf(request, 'demo'));
      await inspector.showTab('Events');
      await expect(inspector.records.first()).toBeVisible();
      // Inputs only: the start page's pushes and timers would scroll the record out of the list.
      await inspector.showKinds('input');
      await expect(inspector.record('ui.menuToggled')).toHaveCount(0);

      await new ShellPage(page).menuButton('search').click();
      const toggled = inspector.record('ui.menuToggled');
      await expect(toggled).toHaveCount(1);
      await expect(toggled).toContainText('input');
      await expect(toggled).toContainText('shell');
      // By keyboard: on a phone a notification toast may float over the inspector's list and
      // take a pointer click meant for the record (it did once in CI).
      await toggled.getByRole('button').press('Enter');
      await expect(toggled.getByRole('button')).toHaveAttribute('aria-expanded', 'true');
      await expect(inspector.recordDetails).toContainText('"menu": "search"');
      await expect(inspector.recordDetails).toContainText(/shell\s*\{.*menu: search/);
    });

    test('sends a typed event to an actor, and the app reacts', async ({ page, request }) => {
      const inspector = new Inspector(page);
      const shell = new ShellPage(page);
      await inspector.openAsGuest(await guestCopyOf(request, 'demo'));
      await inspector.showTab('Send');
      await inspector.sendEvent('shell', '{ "type": "ui.menuToggled", menu: "search" }');
      await expect(inspector.region.getByRole('alert')).toContainText('not valid JSON');
      await inspector.sendEvent('shell', '{ "menu": "search" }');
      await expect(inspector.region.getByRole('alert')).toContainText('"type"');
      await expect(shell.menuButton('search')).toHaveAttribute('aria-expanded', 'false');

      await inspector.sendEvent('shell', '{ "type": "ui.menuToggled", "menu": "search" }');
      await expect(inspector.region.getByText('Sent ui.menuToggled to shell')).toBeVisible();
      await expect(shell.menuButton('search')).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('heading', { name: 'Search', exact: true })).toBeVisible();
      // Recorded as an input, like a click.
      await inspector.showTab('Events');
      await expect(inspector.record('ui.menuToggled')).toContainText('input');
    });

    test('steps back to the state before a record, and returns to live', async ({
      page,
      request,
    }) => {
      const inspector = new Inspector(page);
      const shell = new ShellPage(page);
      await inspector.openAsGuest(await guestCopyOf(request, 'demo'));
      await shell.menuButton('search').click();
      await expect(shell.menuButton('search')).toHaveAttribute('aria-expanded', 'true');

      await inspector.showTab('Events');
      await inspector.openRecord('ui.menuToggled');
      await inspector.button('Travel to this record').click();
      await expect(inspector.status).toContainText(
        /Viewing record \d+ of \d+ — live app continues in the background/,
      );
      await inspector.showTab('Actors');
      await inspector.selectActor('shell');
      await expect(inspector.stateValue).toContainText('menu: search');

      await inspector.button(/Step back/).click();
      await expect(inspector.stateValue).toContainText('menu: closed');
      // The live app is untouched by travelling.
      await expect(shell.menuButton('search')).toHaveAttribute('aria-expanded', 'true');
      await expect(inspector.region.getByText(/checkpoints verified so far/)).toBeVisible();

      await inspector.button('Step forward').click();
      await expect(inspector.stateValue).toContainText('menu: search');
      await inspector.button('Back to live').click();
      await expect(inspector.status).toHaveText('Live');
    });

    test('continues live from a record only when asked: the app goes back to it and runs on', async ({
      page,
      request,
    }) => {
      const inspector = new Inspector(page);
      const shell = new ShellPage(page);
      await inspector.openAsGuest(await guestCopyOf(request, 'demo'));
      await shell.menuButton('search').click();
      await expect(shell.menuButton('search')).toHaveAttribute('aria-expanded', 'true');

      await inspector.showTab('Events');
      await inspector.openRecord('ui.menuToggled');
      await inspector.button('Travel to this record').click();
      await inspector.button(/Step back/).click();
      // Travelling alone leaves the live app as it is…
      await expect(shell.menuButton('search')).toHaveAttribute('aria-expanded', 'true');
      // …continuing live from here starts it again from the record before the menu opened.
      await inspector.button('Continue live from here').click();
      await expect(inspector.status).toHaveText('Live');
      await expect(shell.menuButton('search')).toHaveAttribute('aria-expanded', 'false');
      await expect(page.getByRole('navigation').first()).toBeVisible();
      // The new run takes inputs, and its log starts at the anchor of that record.
      await shell.menuButton('search').click();
      await expect(shell.menuButton('search')).toHaveAttribute('aria-expanded', 'true');
      const header = await page.evaluate(() => {
        const text = (
          window as unknown as { __camclient: { exportLog(): string } }
        ).__camclient.exportLog();
        return JSON.parse(text.split('\n')[0]!) as { anchor: { seq: number } | null };
      });
      expect(header.anchor?.seq).toBeGreaterThan(0);
    });
  });

  test('exports the session log, and names the bad line of a broken one on import', async ({
    page,
    request,
  }) => {
    const inspector = new Inspector(page);
    await inspector.openAsGuest(await guestCopyOf(request, 'demo'));
    const download = await inspector.exportLog();
    expect(download.suggestedFilename()).toMatch(/^camclient-log-.+\.jsonl$/);
    const log = decodeLog(await readFile(await download.path(), 'utf8'));
    expect(log.header.url).toBe('/en/?inspect=1');
    expect(log.records.some((record) => record.kind === 'io')).toBe(true);

    const lines = (await readFile(await download.path(), 'utf8')).split('\n');
    lines[2] = '{"seq": "two"}';
    await inspector.importLog('broken.jsonl', lines.join('\n'));
    await expect(inspector.region.getByRole('alert')).toContainText(
      'Cannot read broken.jsonl: line 3',
    );

    await inspector.importLog('session.jsonl', await readFile(await download.path(), 'utf8'));
    await expect(inspector.status).toContainText(/Viewing record 0 of \d+ of session\.jsonl/);
    await inspector.selectActor('bootstrap');
    await expect(inspector.stateValue).toHaveText('loadingConfig');
  });
});
