// One page of the payment client: the guest, the flow on screen, and what the views' outcomes
// tell the page (through the protocol controller). Browser only.
import type { PayGuest } from '../core.ts';
import { ApiError, HAS_LOGIN_KEY, LOGIN_KEY, api, storage } from './api.ts';
import { displayFlag, renderFooter, renderGuest } from './chrome.ts';
import { FLOW_INFO, PAYMENT_FLOWS, type PayFlow, type PayView } from './flows.ts';
import type { ApiReply, Outcome } from './forms.ts';
import {
  FrameController,
  requestFromUrl,
  resultData,
  returnUrl,
  teaserOf,
  type FrameHost,
  type Options,
  type ViewRequest,
} from './protocol.ts';
import { errorKey, type TextKey, type Translate } from './texts.ts';
import { el, showFieldErrors, showFormError } from './ui.ts';
import type { FieldError } from './validation.ts';
import { confirmView, renderView } from './views.ts';

/** What the served page tells the script (read once at boot). */
export interface FramePage {
  /** Where views go. */
  main: HTMLElement;
  appOrigin: string;
  tt: string;
  /** The frame's key for its API calls: only in this script's memory. */
  frameKey: string;
  query: URLSearchParams;
  t: Translate;
  /** In an iframe (the page is the parent), or a tab (the page, if any, is the opener). */
  framed: boolean;
  target: Window | null;
}

/** The page's state and its steps: session, rendering, submitting, ending a flow. */
export class PayFrameSession {
  private guest: PayGuest | null = null;
  private request: ViewRequest | null = null;
  private flow: PayFlow = 'moneycharge';
  /** The flow a login in the frame leads to (the page asked for it, the guest was a visitor). */
  private pending: PayFlow | null = null;
  readonly controller: FrameController;

  /**
   * `formatMoney` is the app's money formatting (machines/shared/money.ts), which the bootstrap
   * imports; the amounts the views show use the guest's currency.
   */
  constructor(
    private readonly page: FramePage,
    private readonly formatMoney: (money: { value: number; currency: string }) => string,
  ) {
    const host = this.host();
    const resume = storage.get(LOGIN_KEY);
    const ready = api(page.frameKey, 'session', {
      token: null,
      ...(resume ? { resume } : {}),
    }).then((reply) => {
      this.guest = reply.guest;
      this.remember();
      this.renderHeader();
    });
    this.controller = new FrameController(host, {
      mode: page.framed ? 'iframe' : 'tab',
      tt: page.tt,
      fromUrl: page.framed ? null : requestFromUrl(location.search, location.hash),
      ready,
    });
  }

  /** The controller's window on this page: messages, timers, the session and the views. */
  private host(): FrameHost {
    const { page } = this;
    return {
      post: (message) => page.target?.postMessage(message, page.appOrigin),
      setTimer: (fn, ms) => window.setTimeout(fn, ms),
      clearTimer: (handle) => window.clearTimeout(handle as number),
      resolveSession: async (token) => {
        this.guest = (await api(page.frameKey, 'session', { token })).guest;
        this.remember();
        this.renderHeader();
      },
      runAction: async (action, params) => {
        if (action === 'hasLoginCookie') return storage.get(HAS_LOGIN_KEY) === '1';
        const reply = await api(page.frameKey, 'action', { name: action, params });
        if (action === 'logout' && params['clearToken'] !== false) {
          this.guest = null;
          storage.set(LOGIN_KEY, null);
          this.renderHeader();
        }
        return reply['data'];
      },
      show: (next) => {
        this.request = next;
        this.flow = next.flow;
        this.pending = null;
        this.render(next.view);
      },
      visible: () => this.focusTitle(),
      // The frame's tracking, as a tag manager's data layer: only with the page's enableTracking.
      track: (entry) => {
        const holder = window as unknown as { dataLayer?: unknown[] };
        (holder.dataLayer ??= []).push(entry);
      },
    };
  }

  // ---- the guest --------------------------------------------------------------------------

  /** The guest is known: keep this page's key as the client's login for later pages. */
  private remember(): void {
    if (!this.guest) return;
    storage.set(LOGIN_KEY, this.page.frameKey);
    storage.set(HAS_LOGIN_KEY, '1');
  }

  private renderHeader(): void {
    renderGuest(this.page.t, this.guest, () => void this.logout());
  }

  private async logout(): Promise<void> {
    const userId = this.guest?.id ?? null;
    await api(this.page.frameKey, 'logout').catch(() => undefined);
    this.guest = null;
    storage.set(LOGIN_KEY, null);
    this.renderHeader();
    this.controller.logout({ userId });
    if (this.request) this.render(this.request.view);
  }

  // ---- rendering --------------------------------------------------------------------------

  private result(extra: Partial<Record<'userFromLogin' | 'userFromSignup', boolean>> = {}) {
    const { flow, guest } = this;
    return resultData({
      flow,
      tt: this.page.tt,
      guest,
      options: this.request?.options ?? {},
      ...extra,
    });
  }

  private focusTitle(): void {
    document.getElementById('vxp-title')?.focus();
  }

  private displayFlag(name: string): boolean | undefined {
    return displayFlag(this.request, this.page.query, name);
  }

  /** Renders a view of the current flow, gated by login and restriction. */
  private render(view: PayView, note: TextKey | null = null): void {
    const { request, guest } = this;
    if (!request) return;
    let shown = view;
    let shownNote = note;
    if (FLOW_INFO[this.flow].needsLogin && !guest && view !== 'signup') {
      this.pending = this.flow;
      shown = 'login';
      shownNote = 'login.intro';
    } else if (
      guest?.isRestricted &&
      this.flow !== 'opcompensation' &&
      FLOW_INFO[this.flow].needsLogin
    ) {
      this.controller.flowChanged(this.flow, 'opcompensation');
      this.flow = 'opcompensation';
      shown = 'opcompensation';
    }
    const node = renderView({
      t: this.page.t,
      guest,
      request,
      flow: this.flow,
      view: shown,
      note: shownNote,
      now: Date.now(),
      money: (value) => this.formatMoney({ value, currency: this.guest?.currency ?? 'EUR' }),
      submit: (form, op, body) => this.submit(form, op, body),
      invalid: (form, fields) => this.invalid(form, fields),
      done: (outcome) => this.done(outcome, shown),
      switchTo: (nextFlow, nextView, options) => this.switchTo(nextFlow, nextView, options),
    });
    // The performer the flow is for (the page's hostData): her line above the view.
    const teaser = teaserOf(request.options);
    this.page.main.replaceChildren(
      ...(teaser ? [el('p', { class: 'vxp-teaser', id: 'vxp-teaser' }, teaser)] : []),
      node,
    );
    const { controller } = this;
    renderFooter(
      this.page.t,
      this.request,
      this.page.query,
      this.page.framed ? (url) => controller.redirect(url) : null,
    );
  }

  // ---- the views' calls -------------------------------------------------------------------

  private async submit(form: HTMLFormElement, op: string, body: Options): Promise<ApiReply | null> {
    const { t } = this.page;
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button) button.disabled = true;
    form.setAttribute('aria-busy', 'true');
    try {
      const reply = await api(this.page.frameKey, op, body);
      showFormError(form, t, null);
      return reply;
    } catch (error) {
      const failure = error instanceof ApiError ? error : new ApiError(0, 'generic', {});
      if (Object.keys(failure.fields).length > 0) this.invalid(form, failure.fields);
      if (failure.code !== 'invalid') showFormError(form, t, errorKey(failure.code));
      if (failure.status === 401 && failure.code === 'login_required') {
        this.guest = null;
        this.renderHeader();
      }
      this.scrollToElement(form.querySelector<HTMLElement>('.vxp-alert:not([hidden])'));
      return null;
    } finally {
      if (button) button.disabled = false;
      form.removeAttribute('aria-busy');
    }
  }

  private invalid(form: HTMLFormElement, fields: Record<string, FieldError>): void {
    const first = showFieldErrors(form, this.page.t, fields);
    first?.focus();
    this.scrollToElement(first);
  }

  private scrollToElement(element: HTMLElement | null): void {
    if (!element) return;
    this.controller.scrollTo(element.getBoundingClientRect().top + window.scrollY - 16);
  }

  private switchTo(nextFlow: PayFlow, nextView: PayView, options?: Options): void {
    const { request } = this;
    if (!request) return;
    if (nextView === 'signup') this.controller.signup();
    if (nextFlow !== this.flow) this.controller.flowChanged(this.flow, nextFlow);
    if (options)
      this.request = { ...request, options: { ...request.options, ...options, flow: nextFlow } };
    this.flow = nextFlow;
    this.render(nextView);
  }

  // ---- the end of a flow ------------------------------------------------------------------

  private done(outcome: Outcome, view: PayView): void {
    const { controller } = this;
    const { t } = this.page;
    this.guest = outcome.guest;
    const guest = this.guest;
    this.remember();
    this.renderHeader();
    if (view === 'login' || view === 'signup') {
      const data = { userId: guest?.id ?? null, screenname: guest?.screenname ?? null };
      controller.hook(view === 'login' ? 'login' : 'signup', data);
      if (this.pending && this.request) {
        const next = this.pending;
        this.pending = null;
        controller.flowChanged('login', next, { ...this.result(), success: true });
        this.flow = next;
        this.render(this.request.flow === next ? this.request.view : FLOW_INFO[next].view);
        return;
      }
    }
    const { flow } = this;
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
    const data = this.result({
      userFromLogin: outcome.userFromLogin ?? false,
      userFromSignup: outcome.userFromSignup ?? false,
    });
    // A payment always ends on a receipt (thanks and the new balance); other flows only when
    // the page asks for it (showThank) or the result is pending (age check).
    const thanks =
      outcome.confirm ??
      (PAYMENT_FLOWS.has(flow) || this.displayFlag('showThank') === true ? 'thanks.title' : null);
    if (thanks) {
      const lines = [
        outcome.confirm ? t(outcome.confirm) : '',
        guest ? t('thanks.balance', { amount: guest.balanceFormatted }) : '',
      ].filter(Boolean);
      this.page.main.replaceChildren(
        confirmView(t, 'thanks.title', lines, () => this.finish(() => controller.success(data))),
      );
      this.focusTitle();
      return;
    }
    this.finish(() => controller.success(data));
  }

  /** The close button: the flow ends unsuccessful. */
  close(): void {
    this.finish(() => this.controller.close(this.result()), true);
  }

  /** Sends the end of the flow; a tab closes itself, a frame waits for the next flow. */
  private finish(send: () => void, closed = false): void {
    const { main, t, target } = this.page;
    send();
    this.pending = null;
    if (this.page.framed) {
      main.replaceChildren(el('p', { class: 'vxp-loading' }, t('loading')));
      return;
    }
    main.replaceChildren(
      el(
        'section',
        { class: 'vxp-view', 'aria-labelledby': 'vxp-title' },
        el('h1', { id: 'vxp-title', tabindex: '-1' }, t(closed ? 'closed.title' : 'thanks.title')),
        el('p', { class: 'vxp-intro' }, t('closed.intro')),
      ),
    );
    // Opened by a checkout link (no page to tell): the way back is the page's return address.
    const back = target ? null : returnUrl(this.page.query.get('ruri'), this.page.appOrigin);
    if (back)
      main
        .querySelector('section')
        ?.append(el('a', { class: 'vxp-button vxp-primary', href: back }, t('closed.back')));
    this.focusTitle();
    if (target) window.setTimeout(() => window.close(), 300);
  }
}
