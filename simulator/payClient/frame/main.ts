// The payment client's browser bootstrap: wires the protocol controller to the window (messages
// checked for origin and source), the pay API (same origin) and the views.
import { formatMoney } from '../../../machines/shared/money.ts';
import type { PayGuest } from '../core.ts';
import { FLOW_INFO, PAYMENT_FLOWS, type PayFlow, type PayView } from './flows.ts';
import {
  FrameController,
  decodePageMessage,
  isFromPage,
  requestFromUrl,
  resultData,
  returnUrl,
  type FrameHost,
  type Options,
  type ViewRequest,
} from './protocol.ts';
import { errorKey, langOf, translator, type TextKey } from './texts.ts';
import { el, showFieldErrors, showFormError } from './ui.ts';
import { confirmView, renderView, type ApiReply, type Outcome } from './views.ts';
import type { FieldError } from './validation.ts';

const HAS_LOGIN_KEY = 'vxpay.hasLogin';
/**
 * The frame key of this browser's last login here (the client's own login, kept across pages in
 * its own storage; never the transfer token, which the page and URLs know).
 */
const LOGIN_KEY = 'vxpay.key';

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly fields: Record<string, FieldError>,
  ) {
    super(code);
  }
}

/** A call of the pay API as this page: its frame key (from the served page) names the session. */
async function api(frameKey: string, op: string, body: Options = {}): Promise<ApiReply> {
  let response: Response;
  try {
    response = await fetch(`/VXPAY-V3/api/${op}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...body, frameKey }),
    });
  } catch {
    throw new ApiError(0, 'network', {});
  }
  const reply = (await response.json().catch(() => null)) as
    (ApiReply & { ok?: boolean; error?: string; fields?: Record<string, FieldError> }) | null;
  if (!response.ok || reply === null || reply.ok !== true) {
    throw new ApiError(response.status, reply?.error ?? 'generic', reply?.fields ?? {});
  }
  return reply;
}

/** The client's own storage; private modes without storage just forget. */
const storage = {
  get(key: string): string | null {
    try {
      return localStorage.getItem(key);
    } catch {
      return null;
    }
  },
  set(key: string, value: string | null): void {
    try {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
    } catch {
      // nothing to keep
    }
  },
};

function boot(): void {
  const root = document.getElementById('vxpay');
  const main = document.getElementById('vxp-main');
  if (!root || !main) return;
  const appOrigin = root.dataset['appOrigin'] ?? '';
  const tt = root.dataset['tt'] ?? '';
  // The key stays in this script's memory: out of the document, never in a URL or a message.
  const frameKey = root.dataset['key'] ?? '';
  delete root.dataset['key'];
  const query = new URLSearchParams(location.search);
  const t = translator(langOf(query.get('lang')));
  const framed = window.parent !== window;
  // Framed: the page is the parent. A tab talks to the page that opened it, if any.
  const target: Window | null = framed ? window.parent : (window.opener as Window | null);
  const mode = framed ? 'iframe' : 'tab';
  document.documentElement.classList.toggle('vxp-framed', framed);

  let guest: PayGuest | null = null;
  let request: ViewRequest | null = null;
  let flow: PayFlow = 'moneycharge';
  /** The flow a login in the frame leads to (the page asked for it, the guest was a visitor). */
  let pending: PayFlow | null = null;

  const money = (value: number) => formatMoney({ value, currency: guest?.currency ?? 'EUR' });

  const host: FrameHost = {
    post: (message) => target?.postMessage(message, appOrigin),
    setTimer: (fn, ms) => window.setTimeout(fn, ms),
    clearTimer: (handle) => window.clearTimeout(handle as number),
    resolveSession: async (token) => {
      guest = (await api(frameKey, 'session', { token })).guest;
      remember();
      renderHeader();
    },
    runAction: async (action, params) => {
      if (action === 'hasLoginCookie') return storage.get(HAS_LOGIN_KEY) === '1';
      const reply = await api(frameKey, 'action', { name: action, params });
      if (action === 'logout' && params['clearToken'] !== false) {
        guest = null;
        storage.set(LOGIN_KEY, null);
        renderHeader();
      }
      return reply['data'];
    },
    show: (next) => {
      request = next;
      flow = next.flow;
      pending = null;
      render(next.view);
    },
    visible: () => focusTitle(),
  };

  /** The guest is known: keep this page's key as the client's login for later pages. */
  function remember(): void {
    if (!guest) return;
    storage.set(LOGIN_KEY, frameKey);
    storage.set(HAS_LOGIN_KEY, '1');
  }

  const resume = storage.get(LOGIN_KEY);
  const ready = api(frameKey, 'session', { token: null, ...(resume ? { resume } : {}) }).then(
    (reply) => {
      guest = reply.guest;
      remember();
      renderHeader();
    },
  );
  const controller = new FrameController(host, {
    mode,
    tt,
    fromUrl: framed ? null : requestFromUrl(location.search, location.hash),
    ready,
  });

  const result = (extra: Partial<Record<'userFromLogin' | 'userFromSignup', boolean>> = {}) =>
    resultData({ flow, tt, guest, options: request?.options ?? {}, ...extra });

  function focusTitle(): void {
    document.getElementById('vxp-title')?.focus();
  }

  function renderHeader(): void {
    const slot = document.getElementById('vxp-guest');
    if (!slot) return;
    slot.replaceChildren();
    if (!guest) return;
    const logout = el('button', { type: 'button', class: 'vxp-link' }, t('logout'));
    logout.addEventListener('click', () => void doLogout());
    slot.append(
      el('span', {}, t('loggedInAs', { name: guest.screenname })),
      el('span', { class: 'vxp-sep', 'aria-hidden': 'true' }, '·'),
      el('span', {}, guest.balanceFormatted),
      logout,
    );
  }

  async function doLogout(): Promise<void> {
    const userId = guest?.id ?? null;
    await api(frameKey, 'logout').catch(() => undefined);
    guest = null;
    storage.set(LOGIN_KEY, null);
    renderHeader();
    controller.logout({ userId });
    if (request) render(request.view);
  }

  /** Renders a view of the current flow, gated by login and restriction. */
  function render(view: PayView, note: TextKey | null = null): void {
    if (!request) return;
    let shown = view;
    let shownNote = note;
    if (FLOW_INFO[flow].needsLogin && !guest && view !== 'signup') {
      pending = flow;
      shown = 'login';
      shownNote = 'login.intro';
    } else if (guest?.isRestricted && flow !== 'opcompensation' && FLOW_INFO[flow].needsLogin) {
      controller.flowChanged(flow, 'opcompensation');
      flow = 'opcompensation';
      shown = 'opcompensation';
    }
    const node = renderView({
      t,
      guest,
      request,
      flow,
      view: shown,
      note: shownNote,
      now: Date.now(),
      money,
      submit: (form, op, body) => submit(form, op, body),
      invalid: (form, fields) => invalid(form, fields),
      done: (outcome) => done(outcome, shown),
      switchTo: (nextFlow, nextView, options) => switchTo(nextFlow, nextView, options),
    });
    main?.replaceChildren(node);
    renderFooter();
  }

  /**
   * A display flag (`mc[<name>]` of the URL, or the page's `additional-info`, where it may be
   * 1/0, '1'/'0' or a boolean); undefined when nobody set it.
   */
  function displayFlag(name: string): boolean | undefined {
    const value = request?.additional[name] ?? query.get(`mc[${name}]`);
    if (value === 1 || value === '1' || value === true) return true;
    if (value === 0 || value === '0' || value === false) return false;
    return undefined;
  }

  /** Header, footer and close button as the display flags say. */
  function applyDisplayFlags(): void {
    const header = document.querySelector<HTMLElement>('.vxp-header');
    const footer = document.querySelector<HTMLElement>('.vxp-footer');
    const close = document.getElementById('vxp-close');
    if (header) header.hidden = displayFlag('showHeader') === false;
    if (footer) footer.hidden = displayFlag('showFooter') === false;
    if (close) close.hidden = displayFlag('hideClose') === true;
  }

  function renderFooter(): void {
    applyDisplayFlags();
    const slot = document.getElementById('vxp-legal');
    if (!slot || !request) return;
    const links: [TextKey, unknown][] = [
      [
        'terms',
        request.additional['aurl'] ?? request.additional['agbUrl'] ?? request.options['agbUrl'],
      ],
      [
        'privacy',
        request.additional['prurl'] ??
          request.additional['privacyUrl'] ??
          request.options['privacyUrl'],
      ],
    ];
    slot.replaceChildren(
      ...links
        .filter(
          (entry): entry is [TextKey, string] => typeof entry[1] === 'string' && entry[1] !== '',
        )
        .map(([key, url]) => {
          const link = el('a', { href: url, target: '_blank', rel: 'noopener' }, t(key));
          // Framed, the page follows the link itself (only to its own origin or ours).
          if (framed) {
            link.addEventListener('click', (event) => {
              event.preventDefault();
              controller.redirect(url);
            });
          }
          return link;
        }),
    );
  }

  async function submit(
    form: HTMLFormElement,
    op: string,
    body: Options,
  ): Promise<ApiReply | null> {
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button) button.disabled = true;
    form.setAttribute('aria-busy', 'true');
    try {
      const reply = await api(frameKey, op, body);
      showFormError(form, t, null);
      return reply;
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, 'generic', {});
      if (Object.keys(failure.fields).length > 0) invalid(form, failure.fields);
      if (failure.code !== 'invalid') showFormError(form, t, errorKey(failure.code));
      if (failure.status === 401 && failure.code === 'login_required') {
        guest = null;
        renderHeader();
      }
      scrollToElement(form.querySelector<HTMLElement>('.vxp-alert:not([hidden])'));
      return null;
    } finally {
      if (button) button.disabled = false;
      form.removeAttribute('aria-busy');
    }
  }

  function invalid(form: HTMLFormElement, fields: Record<string, FieldError>): void {
    const first = showFieldErrors(form, t, fields);
    first?.focus();
    scrollToElement(first);
  }

  function scrollToElement(element: HTMLElement | null): void {
    if (!element) return;
    controller.scrollTo(element.getBoundingClientRect().top + window.scrollY - 16);
  }

  function switchTo(nextFlow: PayFlow, nextView: PayView, options?: Options): void {
    if (!request) return;
    if (nextView === 'signup') controller.signup();
    if (nextFlow !== flow) controller.flowChanged(flow, nextFlow);
    if (options)
      request = { ...request, options: { ...request.options, ...options, flow: nextFlow } };
    flow = nextFlow;
    render(nextView);
  }

  function done(outcome: Outcome, view: PayView): void {
    guest = outcome.guest;
    remember();
    renderHeader();
    if (view === 'login' || view === 'signup') {
      const data = { userId: guest?.id ?? null, screenname: guest?.screenname ?? null };
      controller.hook(view === 'login' ? 'login' : 'signup', data);
      if (pending && request) {
        const next = pending;
        pending = null;
        controller.flowChanged('login', next, { ...result(), success: true });
        flow = next;
        render(request.flow === next ? request.view : FLOW_INFO[next].view);
        return;
      }
    }
    if (PAYMENT_FLOWS.has(flow))
      controller.hook('payment', { flow, amount: outcome.amount ?? null });
    if (flow === 'oneclick' || flow === 'autorecharge') {
      controller.hook('comfortSettingsChanged', {
        flow,
        oneClick: guest?.oneClick ?? null,
        autoRecharge: guest?.autoRecharge ?? null,
      });
    }
    if (outcome.passwordChanged) controller.hook('passwordChanged', { userId: guest?.id ?? null });
    if (outcome.emailVerified) controller.hook('emailVerified', { userId: guest?.id ?? null });
    const data = result({
      userFromLogin: outcome.userFromLogin ?? false,
      userFromSignup: outcome.userFromSignup ?? false,
    });
    // A payment always ends on a receipt (thanks and the new balance); other flows only when
    // the page asks for it (showThank) or the result is pending (age check).
    const thanks =
      outcome.confirm ??
      (PAYMENT_FLOWS.has(flow) || displayFlag('showThank') === true ? 'thanks.title' : null);
    if (thanks) {
      const lines = [
        outcome.confirm ? t(outcome.confirm) : '',
        guest ? t('thanks.balance', { amount: guest.balanceFormatted }) : '',
      ].filter(Boolean);
      main?.replaceChildren(
        confirmView(t, 'thanks.title', lines, () => finish(() => controller.success(data))),
      );
      focusTitle();
      return;
    }
    finish(() => controller.success(data));
  }

  /** Sends the end of the flow; a tab closes itself, a frame waits for the next flow. */
  function finish(send: () => void, closed = false): void {
    send();
    pending = null;
    if (framed) {
      main?.replaceChildren(el('p', { class: 'vxp-loading' }, t('loading')));
      return;
    }
    main?.replaceChildren(
      el(
        'section',
        { class: 'vxp-view', 'aria-labelledby': 'vxp-title' },
        el('h1', { id: 'vxp-title', tabindex: '-1' }, t(closed ? 'closed.title' : 'thanks.title')),
        el('p', { class: 'vxp-intro' }, t('closed.intro')),
      ),
    );
    // Opened by a checkout link (no page to tell): the way back is the page's return address.
    const back = target ? null : returnUrl(query.get('ruri'), appOrigin);
    if (back)
      main
        ?.querySelector('section')
        ?.append(el('a', { class: 'vxp-button vxp-primary', href: back }, t('closed.back')));
    focusTitle();
    if (target) window.setTimeout(() => window.close(), 300);
  }

  document.getElementById('vxp-close')?.addEventListener('click', () => {
    finish(() => controller.close(result()), true);
  });

  window.addEventListener('message', (event: MessageEvent) => {
    if (!isFromPage(event, appOrigin, target)) return;
    const message = decodePageMessage(event.data);
    if (message) controller.receive(message);
  });
  controller.start();
}

boot();
