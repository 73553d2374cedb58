import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { PayClientPage, payBaseUrl } from './models/PayClientPage.ts';
import { guestCopy, guestCopyOf } from './models/TestGuests.ts';
import { REVIEW_SHOTS, reviewShot } from './reviewShots.ts';

/** Screenshots of the views for review, into the run's output directory. */
async function shoot(page: Page, name: string, outputDir: string): Promise<void> {
  if (!REVIEW_SHOTS) return;
  const dir = join(outputDir, '..', 'pay-client-screens');
  mkdirSync(dir, { recursive: true });
  for (const [width, height] of [
    [1280, 800],
    [390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    await reviewShot(page, { path: join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test.describe('the payment client as a tab', () => {
  test('money charge: a visitor logs in, tops up with a card, the balance rises', async ({
    page,
    request,
  }, testInfo) => {
    // Her own copy of demo: a new login with demo's password, her own balance to raise.
    const demoGuest = await guestCopyOf(request, 'demo');
    const client = await PayClientPage.openTab(page, request, 'flow=moneycharge&lang=EN');
    // A visitor has to log in first.
    await expect(client.title).toHaveText('Log in');
    await shoot(page, 'login', testInfo.outputDir);
    await client.login(demoGuest, 'wrong-password1');
    await expect(page.getByRole('alert')).toHaveText('Username or password is wrong.');
    await client.login(demoGuest, 'demo1234');
    await expect(client.title).toHaveText('Top up your balance');
    await expect(client.guestLine).toContainText('DemoDan');
    const before = await client.guestLine.textContent();
    await shoot(page, 'moneycharge', testInfo.outputDir);
    // A bad card number is caught in the form, before anything is charged.
    await client.payByCard('4111 1111 1111 1112');
    await expect(page.getByText('This card number is not valid.')).toBeVisible();
    await client.payByCard();
    await expect(client.title).toHaveText('Thank you!');
    const after = await client.guestLine.textContent();
    expect(after).not.toEqual(before);
    expect(after).toMatch(/€/);
  });

  test('signup: the form explains bad input, then creates the account', async ({
    page,
    request,
  }, testInfo) => {
    const client = await PayClientPage.openTab(page, request, 'flow=login&lang=EN', '#/signup');
    await expect(client.title).toHaveText('Create your free account');
    await shoot(page, 'signup', testInfo.outputDir);
    await client.field('E-mail').fill('not-an-email');
    await client.field('Username').fill('1x');
    await client.field('Password').fill('short');
    await client.button('Sign up for free').click();
    await expect(page.getByText('Please enter a valid e-mail address.')).toBeVisible();
    await expect(
      page.getByText('Use 3 to 20 letters, digits, _ or -, starting with a letter.'),
    ).toBeVisible();
    await expect(page.getByText('At least 8 characters.', { exact: true })).toBeVisible();
    await expect(client.field('E-mail')).toHaveAttribute('aria-invalid', 'true');
    const name = `Tester${Date.now().toString(36).slice(-6)}`;
    await client.field('E-mail').fill(`${name.toLowerCase()}@example.org`);
    await client.field('Username').fill(name);
    await client.field('Password').fill('secret123');
    await client.button('Sign up for free').click();
    await expect(client.guestLine).toContainText(name);
  });

  test('cancel closes the flow', async ({ page, request }) => {
    const client = await PayClientPage.openTab(page, request, 'flow=promocode&lang=DE');
    await expect(client.title).toHaveText('Anmelden');
    await page.getByRole('button', { name: 'Schließen' }).click();
    await expect(client.title).toHaveText('Zahlungsfenster geschlossen');
  });
});

/**
 * The frame side of the contract in a real browser: a stand-in page on the app's origin (no app
 * code involved) frames the client and talks to it as the contract's page side does.
 */
test.describe('the payment client in an iframe', () => {
  test('announces itself, answers actions, logs in, hands the login to the app, cancels', async ({
    page,
    request,
    baseURL,
  }) => {
    // Her own copy of demo, logged in by its e-mail address and demo's password.
    const guest = await guestCopy(request, 'demo');
    const pay = await payBaseUrl(request);
    const payOrigin = new URL(pay).origin;
    // A document of the app's origin with no app code in it (a JSON reply has no CSP), where
    // the test plays the page side: an iframe, a listener with the contract's checks, a sender.
    await page.goto('/config.json');
    await page.evaluate(
      ({ src, origin }) => {
        const state = window as unknown as { received: string[]; send(m: object): void };
        document.body.replaceChildren();
        const frame = document.createElement('iframe');
        frame.id = 'vxp';
        frame.title = 'pay';
        frame.style.cssText = 'width:675px;height:740px;border:0';
        state.received = [];
        addEventListener('message', (event) => {
          if (event.origin !== origin || event.source !== frame.contentWindow) return;
          state.received.push(event.data as string);
        });
        state.send = (message) => frame.contentWindow?.postMessage(JSON.stringify(message), origin);
        frame.src = src;
        document.body.append(frame);
      },
      { src: `${pay}VXPAY-V3/?flow=login&lang=EN`, origin: payOrigin },
    );
    const received = () =>
      page.evaluate(() => (window as unknown as { received: string[] }).received);
    const send = (message: object) =>
      page.evaluate((m) => (window as unknown as { send(m: object): void }).send(m), message);
    const typesOf = (messages: string[]) =>
      messages.map((m) =>
        m.startsWith('{') ? (JSON.parse(m) as { type: string }).type : m.split(':')[0],
      );

    await expect
      .poll(async () => typesOf(await received()))
      .toEqual(['modalbox-content-loaded', 'modalbox-iframe-ready', 'transfer_token']);
    const tt = (await received())[2]?.slice('transfer_token:'.length) ?? '';
    expect(tt).toMatch(/^TT_[0-9a-f-]{36}$/);
    // The page claims the token for its app session (a visitor's) before it sends anything.
    const claim = await page.evaluate(async (transferToken) => {
      const session = (await (
        await fetch('/rest/v1/auth/session?language=en&ver=x&access_token=')
      ).json()) as { accessToken: string };
      const response = await fetch(
        `/rest/v1/vxpay/claim?language=en&ver=x&access_token=${session.accessToken}`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ transferToken }),
        },
      );
      return response.status;
    }, tt);
    expect(claim).toBe(200);

    await send({ type: 'modalbox-update-params', isAction: false, options: { flow: 'login' } });
    await send({ type: 'modalbox-additional-info', isAction: false, options: { ruri: '/en/' } });
    await send({ type: 'modalbox-change-route', isAction: false, route: '/login' });
    await send({ type: 'modalbox-init-session', isAction: false, token: null });
    await expect.poll(async () => typesOf(await received())).toContain('modalbox-view-ready');
    await send({ type: 'modalbox-is-visible', isAction: false });

    await send({ type: 'modalbox-action-isLoggedIn', isAction: true });
    await send({ type: 'modalbox-action-getbalance', isAction: true });
    await expect
      .poll(async () => (await received()).filter((m) => m.includes('modalbox-response-')))
      .toEqual([
        '{"type":"modalbox-response-isLoggedIn","data":false}',
        '{"type":"modalbox-response-getbalance","data":{"balance":0,"currency":"EUR"}}',
      ]);

    const client = new PayClientPage(page.frameLocator('#vxp'));
    await expect(client.title).toHaveText('Log in');
    await client.login(guest.email, 'demo1234');
    await expect.poll(async () => typesOf(await received())).toContain('modalbox-success');
    const messages = (await received())
      .filter((m) => m.startsWith('{'))
      .map((m) => JSON.parse(m) as { type: string; data?: Record<string, unknown> });
    expect(messages.find((m) => m.type === 'modalbox-hook')?.data).toMatchObject({
      hook: 'login',
      userId: guest.id,
    });
    const success = messages.find((m) => m.type === 'modalbox-success');
    expect(success?.data).toMatchObject({
      success: true,
      userFromLogin: true,
      flow: 'login',
      userId: guest.id,
      screenname: 'DemoDan',
      isLoggedIn: true,
      transferToken: tt,
      fsk18: true,
    });

    // Another browser holding the token (first, even) gets nothing: the flow is the page's.
    const stolen = await request.post('/rest/v1/vxpay/onsuccess', {
      data: { result: success?.data ?? {} },
    });
    expect(stolen.status()).toBe(403);
    expect(await stolen.json()).toEqual({ success: false, error: 'session_mismatch' });

    // The page tells the app origin; the app session is now the frame's login.
    const handoff = await page.evaluate(async (result) => {
      const response = await fetch('/rest/v1/vxpay/onsuccess', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ result, targetUrl: `${location.origin}/en/videos#top` }),
      });
      const session = (await (
        await fetch('/rest/v1/auth/session?language=en&ver=x&access_token=')
      ).json()) as { guestId: unknown };
      const body: unknown = await response.json();
      return { status: response.status, body, guestId: session.guestId };
    }, success?.data ?? {});
    expect(handoff).toEqual({
      status: 200,
      body: { success: true, data: { url: `${baseURL}/en/videos` } },
      guestId: guest.id,
    });

    // The same iframe is reused for the next flow; cancel ends it with success false.
    await send({
      type: 'modalbox-update-params',
      isAction: false,
      options: { flow: 'moneycharge', paytype: '' },
    });
    await send({ type: 'modalbox-change-route', isAction: false, route: '/payment' });
    await expect(client.title).toHaveText('Top up your balance');
    await client.closeButton.click();
    await expect
      .poll(
        async () => (await received()).filter((m) => m.includes('modalbox-iframe-close')).length,
      )
      .toBe(1);
    const close = (await received()).find((m) => m.includes('modalbox-iframe-close')) ?? '';
    expect(JSON.parse(close)).toMatchObject({
      type: 'modalbox-iframe-close',
      data: { success: false, flow: 'moneycharge' },
    });
  });
});
