import type { Frame, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { payBaseUrl } from './models/PayClientPage.ts';
import { PayTour, VipClubPage } from './models/PayTour.ts';
import { ShellPage } from './models/ShellPage.ts';
import { guestCopyOf } from './models/TestGuests.ts';

/**
 * Hostile origins and wrong windows against the pay bridge (services/payment/bridge.ts) and the
 * checkout listener (services/payment/checkout.ts), in a real browser (issue 23 §7 and §8): every
 * sender below posts what would move the pay tour (a success, a close, a login hook, a token, a
 * redirect, a checkout link with the pending id) and none of it may change the engine's state or
 * reach its log. The senders: the app's own window, blob: and data: documents, a sandboxed frame
 * ('null'), documents served (by interception) from look-alike hosts, other ports, https instead
 * of http and a subdomain, and the real payment client on its real origin in windows the page
 * did not open (a second iframe, a popup). The CSP would stop most frames before they load; the
 * test lifts it (bypassCSP) so that the listeners' own checks are what is tested.
 */
test.use({ bypassCSP: true });

/** What a window of the payment client could say to move the pay tour. */
const BRIDGE_MESSAGES = [
  'transfer_token:TT_00000000-0000-0000-0000-000000000bad',
  JSON.stringify({
    type: 'modalbox-success',
    data: { success: true, flow: 'login', userId: 1001, isLoggedIn: true, transferToken: 'TT_x' },
  }),
  JSON.stringify({ type: 'modalbox-iframe-close', data: { success: false } }),
  JSON.stringify({ type: 'modalbox-hook', data: { hook: 'login', userId: 1001 } }),
  JSON.stringify({ type: 'modalbox-logout', data: {} }),
  JSON.stringify({ type: 'modalbox-scrollto', data: { top: 4000 } }),
  JSON.stringify({ type: 'modalbox-view-ready' }),
  'redirect:https://evil.test/phish',
  'modalbox-success',
];

/** What the checkout origin could say: a link for the pending request, as JSON and as an object. */
const checkoutMessages = (id: string) => [
  JSON.stringify({ id, action: 'checkoutLink', checkoutLink: 'https://evil.test/pay' }),
  JSON.stringify({ id, checkoutLink: 'https://evil.test/pay' }),
];

const DONE = 'hostile-done';

/** A document that posts each message (and then the marker) to the window that framed or opened it. */
function hostileHtml(messages: string[]): string {
  const script = `const to = window.opener || window.parent;
for (const m of ${JSON.stringify(messages)}) to.postMessage(m, '*');
to.postMessage(${JSON.stringify(DONE)}, '*');`;
  return `<!doctype html><html><head><meta charset="utf-8"><title>hostile</title></head><body><script>${script}</script></body></html>`;
}

/** A look-alike document: the test posts from inside it ({@link postFrom}). */
const QUIET_HTML =
  '<!doctype html><html><head><meta charset="utf-8"><title>hostile</title></head><body></body></html>';

/** The frame of `page` at `url` once it is there and loaded. */
async function frameAt(page: Page, url: string): Promise<Frame> {
  const find = () => page.frames().find((f) => f.url().startsWith(url)) ?? null;
  await expect.poll(find, { timeout: 45_000 }).not.toBeNull();
  const frame = find()!;
  await frame.waitForLoadState();
  return frame;
}

/** Posts `messages`, then the end marker, from inside `frame` to its parent or opener. */
async function postFrom(frame: Frame, to: 'window.parent' | 'window.opener', messages: string[]) {
  await frame.evaluate(
    ({ list, done, target }) => {
      const win = (target === 'window.parent' ? window.parent : window.opener) as Window;
      for (const m of list) win.postMessage(m, '*');
      win.postMessage(done, '*');
    },
    { list: messages, done: DONE, target: to },
  );
}

/** Origins that are not the pay origin but look like it (served by interception). */
function lookAlikes(pay: URL): string[] {
  const port = Number(pay.port);
  return [
    `http://localhost:${port + 1}`, // the pay host, another port
    `http://127.0.0.1:${port}`, // the pay port, the other spelling of loopback
    `https://localhost:${port}`, // https instead of http
    `http://pay.localhost:${port}`, // a subdomain
    `http://localhost.evil.test:${port}`, // the pay host as a prefix
    `http://evil-localhost:${port}`, // a look-alike host
    `http://localhost`, // no port
  ];
}

interface Snapshot {
  value: unknown;
  context: string;
  url: string;
  scrollY: number;
  facts: string[];
}

/** The pay tour's state, the page's address and scroll, and the pay facts in the engine's log. */
async function snapshot(page: Page, allowed: string[] = []): Promise<Snapshot> {
  return page.evaluate((allowedTypes) => {
    const handle = (
      window as unknown as {
        __camclient: {
          state(id: string): { value: unknown; context: unknown };
          exportLog(): string;
        };
      }
    ).__camclient;
    const state = handle.state('payTour');
    const facts = handle
      .exportLog()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map(
        (line) => JSON.parse(line) as { kind?: string; source?: string; event?: { type?: string } },
      )
      .filter(
        (record) =>
          record.kind === 'push' &&
          (record.source ?? '').startsWith('payTour.') &&
          !allowedTypes.includes(record.event?.type ?? ''),
      )
      .map((record) => JSON.stringify(record.event));
    return {
      value: state.value,
      context: JSON.stringify(state.context),
      url: location.href,
      scrollY: window.scrollY,
      facts,
    };
  }, allowed);
}

/** Counts the senders' end markers in the page (their messages were all dispatched before). */
async function countMarkers(page: Page): Promise<void> {
  await page.evaluate((done) => {
    const win = window as unknown as { __hostileDone: number };
    win.__hostileDone = 0;
    window.addEventListener('message', (event) => {
      if (event.data === done) win.__hostileDone += 1;
    });
  }, DONE);
}

const markers = (page: Page) =>
  page.evaluate(() => (window as unknown as { __hostileDone: number }).__hostileDone);

/**
 * Sends `messages` from every hostile sender at the app page and waits until each has posted
 * all of them. Returns how many senders there were (origins and windows).
 */
async function attack(page: Page, messages: string[]): Promise<number> {
  const pay = new URL(await payBaseUrl(page.request));
  const html = hostileHtml(messages);
  const origins = lookAlikes(pay);
  // The look-alike documents carry no script: the test posts from inside each once it has loaded
  // (their inline scripts, served by interception to out-of-process frames, did not always run).
  await page.context().route(
    (url) => url.pathname === '/hostile' && origins.includes(url.origin),
    (route) => route.fulfill({ status: 200, contentType: 'text/html', body: QUIET_HTML }),
  );
  let senders = 0;
  // The app's own window (its origin, but not the payment client's).
  await page.evaluate(
    ({ list, done }) => {
      for (const m of list) window.postMessage(m, '*');
      window.postMessage(done, '*');
    },
    { list: messages, done: DONE },
  );
  senders += 1;
  // Frames: blob: (the app's origin), data: and a sandboxed document ('null'), the look-alikes.
  await page.evaluate(
    ({ doc, others }) => {
      const frame = (setup: (f: HTMLIFrameElement) => void) => {
        const f = document.createElement('iframe');
        f.setAttribute('data-hostile', '');
        f.style.cssText = 'position:fixed;width:1px;height:1px;left:0;top:0;opacity:0';
        setup(f);
        document.body.append(f);
      };
      frame((f) => (f.src = URL.createObjectURL(new Blob([doc], { type: 'text/html' }))));
      frame((f) => (f.src = `data:text/html,${encodeURIComponent(doc)}`));
      frame((f) => {
        f.setAttribute('sandbox', 'allow-scripts');
        f.srcdoc = doc;
      });
      for (const origin of others) frame((f) => (f.src = `${origin}/hostile`));
    },
    { doc: html, others: origins },
  );
  senders += 3 + origins.length;
  for (const origin of origins) {
    const frame = await frameAt(page, `${origin}/hostile`);
    await postFrom(frame, 'window.parent', messages);
  }
  // A popup of a look-alike origin, talking to its opener.
  const lookAlikePopupPromise = page.waitForEvent('popup');
  await page.evaluate((url) => void window.open(url, 'hostile-popup'), `${origins[0]}/hostile`);
  const lookAlikePopup = await lookAlikePopupPromise;
  await lookAlikePopup.waitForLoadState();
  await postFrom(lookAlikePopup.mainFrame(), 'window.opener', messages);
  senders += 1;
  // The real payment client on its real origin, in windows this page did not open for it: a
  // second iframe and a popup. They say their own content-loaded and token, and more.
  const client = `${pay.origin}/VXPAY-V3/?flow=login&lang=EN&hostile=1`;
  await page.evaluate((src) => {
    const f = document.createElement('iframe');
    f.setAttribute('data-hostile', '');
    f.src = src;
    document.body.append(f);
  }, client);
  const payPopupPromise = page.waitForEvent('popup');
  await page.evaluate((url) => void window.open(`${url}#/`, 'hostile-pay-popup'), client);
  const payPopup = await payPopupPromise;
  await payPopup.waitForLoadState();
  const payFrame = await frameAt(page, client);
  await postFrom(payFrame, 'window.parent', messages);
  await postFrom(payPopup.mainFrame(), 'window.opener', messages);
  senders += 2;
  await expect.poll(() => markers(page), { timeout: 45_000 }).toBe(senders);
  await payPopup.close();
  await lookAlikePopup.close();
  await page.evaluate(() => document.querySelectorAll('[data-hostile]').forEach((f) => f.remove()));
  return senders;
}

test.describe('hostile origins and windows', () => {
  test('the pay bridge takes nothing from 14 senders that are not the frame it opened', async ({
    page,
    request,
  }) => {
    test.slow();
    const shell = new ShellPage(page);
    const pay = new PayTour(page);
    // A quiet page (no feed): the log holds little besides the pay tour.
    await shell.loginAs(await guestCopyOf(request, 'demo'), '/en/vipclub/');
    await expect(new VipClubPage(page).title).toBeVisible();
    await shell.button('Top up credit').click();
    await pay.expectOpen('Top up your balance');
    await countMarkers(page);
    const before = await snapshot(page);
    // The frame's own messages are in the log: a hostile one would be seen there.
    expect(before.facts.length).toBeGreaterThan(0);
    const senders = await attack(page, BRIDGE_MESSAGES);
    expect(senders).toBeGreaterThanOrEqual(12);
    expect(await snapshot(page)).toEqual(before);
    await expect(pay.frameElement).toBeVisible();
    // The bridge still listens: the frame it opened closes the flow.
    await pay.close();
    await pay.expectClosed();
    expect((await snapshot(page)).value).not.toEqual(before.value);
  });

  test('the checkout listener takes no link from 14 senders that are not its request frame', async ({
    page,
    request,
  }) => {
    test.slow();
    const shell = new ShellPage(page);
    const club = new VipClubPage(page);
    // The request frame loads but does not answer: the request stays pending while we attack.
    await page.context().route('**/checkout/link?**', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>x</title>',
      }),
    );
    await shell.loginAs(await guestCopyOf(request, 'demo'), '/en/vipclub/');
    await expect(club.title).toBeVisible();
    await club.checkout.click();
    const requestFrame = await expect
      .poll(() => page.frames().find((f) => f.url().includes('/checkout/link?')) ?? null)
      .not.toBeNull()
      .then(() => page.frames().find((f) => f.url().includes('/checkout/link?'))!);
    const id = new URL(requestFrame.url()).searchParams.get('id') ?? '';
    expect(id).not.toBe('');
    await countMarkers(page);
    // The contract logs a rejected checkout message ('Invalid message response'), once.
    const allowed = ['checkout.rejected'];
    const before = await snapshot(page, allowed);
    const senders = await attack(page, [...checkoutMessages(id), ...BRIDGE_MESSAGES]);
    expect(senders).toBeGreaterThanOrEqual(12);
    expect(await snapshot(page, allowed)).toEqual(before);
    // The listener still listens: its request frame's answer is taken, and the page follows it.
    const link = `${new URL(requestFrame.url()).origin}/VXPAY-V3/?flow=vipabo&lang=EN#/`;
    await requestFrame.evaluate(({ message }) => window.parent.postMessage(message, '*'), {
      message: JSON.stringify({ id, action: 'checkoutLink', checkoutLink: link }),
    });
    await expect(page).toHaveURL(/\/VXPAY-V3\/\?flow=vipabo/);
  });
});
