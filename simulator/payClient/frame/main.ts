// The payment client's browser bootstrap: reads what the served page says, starts the page's
// session (session.ts) and wires it to the window (messages checked for origin and source).
import { formatMoney } from '../../../machines/shared/money.ts';
import { decodePageMessage, isFromPage } from './protocol.ts';
import { PayFrameSession, type FramePage } from './session.ts';
import { langOf, translator } from './texts.ts';

/** What the served page says; null when this is not the payment client's page. */
function readPage(): FramePage | null {
  const root = document.getElementById('vxpay');
  const main = document.getElementById('vxp-main');
  if (!root || !main) return null;
  // The key stays in this script's memory: out of the document, never in a URL or a message.
  const frameKey = root.dataset['key'] ?? '';
  delete root.dataset['key'];
  const query = new URLSearchParams(location.search);
  const framed = window.parent !== window;
  return {
    main,
    appOrigin: root.dataset['appOrigin'] ?? '',
    tt: root.dataset['tt'] ?? '',
    frameKey,
    query,
    t: translator(langOf(query.get('lang'))),
    framed,
    // Framed: the page is the parent. A tab talks to the page that opened it, if any.
    target: framed ? window.parent : (window.opener as Window | null),
  };
}

/** Reads the page, starts its session, and listens to the close button and the page. */
function boot(): void {
  const page = readPage();
  if (!page) return;
  document.documentElement.classList.toggle('vxp-framed', page.framed);
  const session = new PayFrameSession(page, formatMoney);
  document.getElementById('vxp-close')?.addEventListener('click', () => session.close());
  window.addEventListener('message', (event: MessageEvent) => {
    if (!isFromPage(event, page.appOrigin, page.target)) return;
    const message = decodePageMessage(event.data);
    if (message) session.controller.receive(message);
  });
  session.controller.start();
}

boot();
