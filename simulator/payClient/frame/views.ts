// The frame's views, one per flow: clean labelled forms that call the pay API through the
// context and report the outcome. Browser only; the protocol logic lives in protocol.ts.
import type { PayGuest } from '../core.ts';
import {
  ABO_PLANS,
  CARRIER_AMOUNTS,
  CHARGE_AMOUNTS,
  CHARGE_MAX,
  CHARGE_MIN,
  TRIAL_CHARGE,
  VOICE_AMOUNTS,
  isAboFlow,
  type PayFlow,
  type PayView,
} from './flows.ts';
import type { Options, ViewRequest } from './protocol.ts';
import type { Translate, TextKey } from './texts.ts';
import {
  checkbox,
  checked,
  el,
  field,
  linkButton,
  radios,
  section,
  showFieldErrors,
  submitButton,
  valueOf,
} from './ui.ts';
import {
  checkCardExpiry,
  checkCardNumber,
  checkCvc,
  checkEmail,
  checkIban,
  checkPassword,
  checkPhone,
  checkUsername,
  type FieldError,
} from './validation.ts';

/** A successful API reply: the guest as it is now, plus what the operation answers. */
export interface ApiReply {
  guest: PayGuest | null;
  [key: string]: unknown;
}

export interface Outcome {
  guest: PayGuest | null;
  userFromLogin?: boolean;
  userFromSignup?: boolean;
  passwordChanged?: boolean;
  emailVerified?: boolean;
  amount?: number;
  /** Show a confirmation with this text before success (always for pending results). */
  confirm?: TextKey;
}

export interface ViewContext {
  t: Translate;
  guest: PayGuest | null;
  request: ViewRequest;
  /** The flow on screen (may differ from the request: login first, or opcompensation). */
  flow: PayFlow;
  view: PayView;
  note: TextKey | null;
  now: number;
  /** Calls the pay API; a refusal is shown in the form and resolves null. */
  submit(form: HTMLFormElement, op: string, body: Options): Promise<ApiReply | null>;
  /** Client-side checks failed: shows them and scrolls the page to the first. */
  invalid(form: HTMLFormElement, fields: Record<string, FieldError>): void;
  done(outcome: Outcome): void;
  /** Moves to another flow or view inside the frame. */
  switchTo(flow: PayFlow, view: PayView, options?: Options): void;
  money(value: number): string;
}

function form(
  onSubmit: (form: HTMLFormElement) => void,
  ...children: (Node | null)[]
): HTMLFormElement {
  const node = el('form', { class: 'vxp-form', novalidate: true }, ...children);
  node.addEventListener('submit', (event) => {
    event.preventDefault();
    onSubmit(node);
  });
  return node;
}

function errorsOf(entries: [string, FieldError | null][]): Record<string, FieldError> {
  return Object.fromEntries(
    entries.filter((entry): entry is [string, FieldError] => entry[1] !== null),
  );
}

/** Runs the client-side checks; only when they pass is the API called. */
async function send(
  ctx: ViewContext,
  node: HTMLFormElement,
  checks: [string, FieldError | null][],
  op: string,
  body: Options,
): Promise<ApiReply | null> {
  const fields = errorsOf(checks);
  if (Object.keys(fields).length > 0) {
    ctx.invalid(node, fields);
    return null;
  }
  showFieldErrors(node, ctx.t, {});
  return ctx.submit(node, op, body);
}

function noteOf(ctx: ViewContext): HTMLElement | null {
  return ctx.note ? el('p', { class: 'vxp-note' }, ctx.t(ctx.note)) : null;
}

// ---- login and signup -----------------------------------------------------------------------

function loginView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const prefill = ctx.request.options['screenName'];
  const node = form(
    (f) =>
      void send(
        ctx,
        f,
        [
          ['login', valueOf(f, 'login').trim() === '' ? 'required' : null],
          ['password', valueOf(f, 'password') === '' ? 'required' : null],
        ],
        'login',
        { login: valueOf(f, 'login'), password: valueOf(f, 'password') },
      ).then((reply) => reply && ctx.done({ guest: reply.guest, userFromLogin: true })),
    field({
      name: 'login',
      label: t('login.name'),
      autocomplete: 'username',
      ...(typeof prefill === 'string' ? { value: prefill } : {}),
    }),
    field({
      name: 'password',
      label: t('login.password'),
      type: 'password',
      autocomplete: 'current-password',
    }),
    submitButton(t('login.submit')),
  );
  return section(
    t('login.title'),
    noteOf(ctx) ?? el('p', { class: 'vxp-intro' }, t('login.intro')),
    node,
    el(
      'p',
      { class: 'vxp-links' },
      linkButton(t('login.lost'), () => ctx.switchTo('pwdlost', 'pwdlost')),
      linkButton(t('login.toSignup'), () =>
        ctx.switchTo(ctx.flow === 'login' ? 'login' : ctx.flow, 'signup'),
      ),
    ),
  );
}

function signupView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const { signupEmail, signupName } = ctx.request.options;
  const node = form(
    (f) =>
      void send(
        ctx,
        f,
        [
          ['email', checkEmail(valueOf(f, 'email'))],
          ['username', checkUsername(valueOf(f, 'username'))],
          ['password', checkPassword(valueOf(f, 'password'))],
        ],
        'signup',
        {
          email: valueOf(f, 'email').trim(),
          username: valueOf(f, 'username').trim(),
          password: valueOf(f, 'password'),
          newsletter: checked(f, 'newsletter'),
        },
      ).then((reply) => reply && ctx.done({ guest: reply.guest, userFromSignup: true })),
    field({
      name: 'email',
      label: t('signup.email'),
      type: 'email',
      autocomplete: 'email',
      ...(typeof signupEmail === 'string' ? { value: signupEmail } : {}),
    }),
    field({
      name: 'username',
      label: t('signup.username'),
      autocomplete: 'username',
      hint: t('signup.usernameHint'),
      ...(typeof signupName === 'string' ? { value: signupName } : {}),
    }),
    field({
      name: 'password',
      label: t('signup.password'),
      type: 'password',
      autocomplete: 'new-password',
      hint: t('signup.passwordHint'),
    }),
    checkbox('newsletter', t('signup.newsletter'), false),
    submitButton(t('signup.submit')),
  );
  return section(
    t('signup.title'),
    noteOf(ctx),
    node,
    el(
      'p',
      { class: 'vxp-links' },
      linkButton(t('signup.toLogin'), () => ctx.switchTo(ctx.flow, 'login')),
    ),
  );
}

// ---- payment details ------------------------------------------------------------------------

/** Card or direct-debit details, offering the saved ones when `allowStored`. */
function paymentFields(
  ctx: ViewContext,
  methods: readonly ('CC' | 'LS')[],
  allowStored: boolean,
): HTMLElement {
  const { t } = ctx;
  const saved = ctx.guest?.methods;
  const options: [string, string][] = [];
  if (allowStored && saved?.card && methods.includes('CC')) {
    options.push([
      'CC-stored',
      t('method.storedCard', { brand: saved.card.brand, last4: saved.card.last4 }),
    ]);
  }
  if (allowStored && saved?.debit && methods.includes('LS')) {
    options.push(['LS-stored', t('method.storedDebit', { iban: saved.debit.ibanMasked })]);
  }
  for (const method of methods) options.push([method, t(`method.${method}`)]);
  const group = radios(
    'method',
    t('method.legend'),
    options,
    options[0]?.[0] ?? 'CC',
    'vxp-methods',
  );
  const card = el(
    'div',
    { class: 'vxp-details', 'data-method': 'CC' },
    field({
      name: 'number',
      label: t('card.number'),
      autocomplete: 'cc-number',
      inputmode: 'numeric',
    }),
    el(
      'div',
      { class: 'vxp-row' },
      field({
        name: 'expiry',
        label: t('card.expiry'),
        autocomplete: 'cc-exp',
        placeholder: 'MM/YY',
      }),
      field({ name: 'cvc', label: t('card.cvc'), autocomplete: 'cc-csc', inputmode: 'numeric' }),
    ),
    field({ name: 'holder', label: t('card.holder'), autocomplete: 'cc-name' }),
  );
  const debit = el(
    'div',
    { class: 'vxp-details', 'data-method': 'LS' },
    field({ name: 'iban', label: t('debit.iban'), autocomplete: 'off' }),
    field({ name: 'accountHolder', label: t('debit.holder'), autocomplete: 'name' }),
  );
  const wrapper = el('div', { class: 'vxp-payment' }, group, card, debit);
  if (allowStored) wrapper.append(checkbox('save', t('method.save'), true));
  const sync = () => {
    const chosen = group.querySelector<HTMLInputElement>('input:checked')?.value ?? 'CC';
    card.hidden = chosen !== 'CC';
    debit.hidden = chosen !== 'LS';
  };
  group.addEventListener('change', sync);
  sync();
  return wrapper;
}

/** The payment input for the API, and the client-side checks of the chosen method. */
function readPayment(
  ctx: ViewContext,
  f: HTMLFormElement,
): { payment: Options; checks: [string, FieldError | null][] } {
  const chosen = valueOf(f, 'method') || 'CC';
  if (chosen === 'CC-stored') return { payment: { method: 'CC', stored: true }, checks: [] };
  if (chosen === 'LS-stored') return { payment: { method: 'LS', stored: true }, checks: [] };
  if (chosen === 'LS') {
    const holder = valueOf(f, 'accountHolder');
    return {
      payment: { method: 'LS', iban: valueOf(f, 'iban'), holder },
      checks: [
        ['iban', checkIban(valueOf(f, 'iban'))],
        ['accountHolder', holder.trim() === '' ? 'required' : null],
      ],
    };
  }
  const holder = valueOf(f, 'holder');
  return {
    payment: {
      method: 'CC',
      number: valueOf(f, 'number'),
      expiry: valueOf(f, 'expiry'),
      cvc: valueOf(f, 'cvc'),
      holder,
    },
    checks: [
      ['number', checkCardNumber(valueOf(f, 'number'))],
      ['expiry', checkCardExpiry(valueOf(f, 'expiry'), ctx.now)],
      ['cvc', checkCvc(valueOf(f, 'cvc'))],
      ['holder', holder.trim() === '' ? 'required' : null],
    ],
  };
}

function balanceLine(ctx: ViewContext): HTMLElement | null {
  return ctx.guest
    ? el('p', { class: 'vxp-balance' }, ctx.t('balance', { amount: ctx.guest.balanceFormatted }))
    : null;
}

// ---- money ----------------------------------------------------------------------------------

function moneyChargeView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const preset = Number(ctx.request.options['selectedAmount']);
  const initial = (CHARGE_AMOUNTS as readonly number[]).includes(preset) ? String(preset) : '25';
  const amounts = radios(
    'amount',
    t('charge.amount'),
    [
      ...CHARGE_AMOUNTS.map((value) => [String(value), ctx.money(value)] as const),
      ['other', t('charge.other')],
    ],
    initial,
    'vxp-amounts',
  );
  const other = field({
    name: 'otherAmount',
    label: t('charge.other'),
    inputmode: 'decimal',
    hint: t('charge.otherHint', { min: ctx.money(CHARGE_MIN), max: ctx.money(CHARGE_MAX) }),
    required: false,
  });
  const button = submitButton('');
  const amountOf = (f: HTMLFormElement) => {
    const chosen = valueOf(f, 'amount');
    return chosen === 'other'
      ? Number(valueOf(f, 'otherAmount').replace(',', '.'))
      : Number(chosen);
  };
  const node = form(
    (f) => {
      const amount = amountOf(f);
      const { payment, checks } = readPayment(ctx, f);
      const amountCheck: FieldError | null =
        Number.isFinite(amount) && amount >= CHARGE_MIN && amount <= CHARGE_MAX
          ? null
          : 'amountInvalid';
      const field = valueOf(f, 'amount') === 'other' ? 'otherAmount' : 'amount';
      void send(ctx, f, [[field, amountCheck], ...checks], 'moneycharge', {
        amount,
        payment,
        save: checked(f, 'save'),
      }).then((reply) => reply && ctx.done({ guest: reply.guest, amount }));
    },
    amounts,
    other,
    paymentFields(ctx, ['CC', 'LS'], true),
    button,
  );
  const sync = () => {
    const isOther = valueOf(node, 'amount') === 'other';
    other.hidden = !isOther;
    const amount = amountOf(node);
    button.textContent = t('charge.submit', {
      amount: Number.isFinite(amount) && amount > 0 ? ctx.money(amount) : '',
    }).trim();
  };
  node.addEventListener('input', sync);
  node.addEventListener('change', sync);
  sync();
  return section(t('charge.title'), balanceLine(ctx), node);
}

function trialChargeView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const node = form(
    (f) => {
      const { payment, checks } = readPayment(ctx, f);
      void send(ctx, f, checks, 'trialcharge', { payment, save: checked(f, 'save') }).then(
        (reply) => reply && ctx.done({ guest: reply.guest, amount: TRIAL_CHARGE.price }),
      );
    },
    paymentFields(ctx, ['CC', 'LS'], true),
    submitButton(t('charge.submit', { amount: ctx.money(TRIAL_CHARGE.price) })),
  );
  return section(
    t('trial.title'),
    el(
      'p',
      { class: 'vxp-intro' },
      t('trial.intro', {
        price: ctx.money(TRIAL_CHARGE.price),
        credit: ctx.money(TRIAL_CHARGE.credit),
      }),
    ),
    node,
  );
}

function voiceView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const pin = String((ctx.guest?.id ?? 0) * 7919)
    .slice(-6)
    .padStart(6, '0');
  const node = form(
    (f) => {
      const amount = Number(valueOf(f, 'amount'));
      void send(ctx, f, [], 'voicecharge', { amount }).then(
        (reply) => reply && ctx.done({ guest: reply.guest, amount }),
      );
    },
    radios(
      'amount',
      t('charge.amount'),
      VOICE_AMOUNTS.map((v) => [String(v), ctx.money(v)] as const),
      '10',
      'vxp-amounts',
    ),
    el('p', { class: 'vxp-intro' }, t('voice.intro', { number: '0900 123 456', pin })),
    submitButton(t('voice.submit')),
  );
  return section(t('voice.title'), balanceLine(ctx), node);
}

function carrierView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const button = submitButton('');
  const node = form(
    (f) => {
      const amount = Number(valueOf(f, 'amount'));
      void send(ctx, f, [['phone', checkPhone(valueOf(f, 'phone'))]], 'carrier', {
        phone: valueOf(f, 'phone'),
        amount,
      }).then((reply) => reply && ctx.done({ guest: reply.guest, amount }));
    },
    radios(
      'amount',
      t('charge.amount'),
      CARRIER_AMOUNTS.map((v) => [String(v), ctx.money(v)] as const),
      '10',
      'vxp-amounts',
    ),
    field({
      name: 'phone',
      label: t('carrier.phone'),
      type: 'tel',
      autocomplete: 'tel',
      value: ctx.guest?.methods.carrierPhone ?? '',
    }),
    button,
  );
  const sync = () => {
    button.textContent = t('carrier.submit', {
      amount: ctx.money(Number(valueOf(node, 'amount'))),
    });
  };
  node.addEventListener('change', sync);
  sync();
  return section(t('carrier.title'), balanceLine(ctx), node);
}

function limitView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const current = ctx.guest?.methods.monthlyLimit ?? null;
  const node = form(
    (f) => {
      const none = checked(f, 'noLimit');
      const limit = Number(valueOf(f, 'limit').replace(',', '.'));
      const error: FieldError | null =
        none || (Number.isFinite(limit) && limit >= CHARGE_MIN) ? null : 'amountInvalid';
      void send(ctx, f, [['limit', error]], 'limit', { limit: none ? null : limit }).then(
        (reply) => reply && ctx.done({ guest: reply.guest }),
      );
    },
    field({
      name: 'limit',
      label: t('limit.amount'),
      inputmode: 'decimal',
      value: current === null ? '' : String(current),
      required: false,
    }),
    checkbox('noLimit', t('limit.none'), current === null),
    submitButton(t('save')),
  );
  return section(
    t('limit.title'),
    el('p', { class: 'vxp-intro' }, t('limit.intro')),
    current === null
      ? null
      : el('p', { class: 'vxp-balance' }, t('limit.current', { amount: ctx.money(current) })),
    node,
  );
}

function comfortView(ctx: ViewContext, kind: 'oneclick' | 'autorecharge'): HTMLElement {
  const { t } = ctx;
  const guest = ctx.guest;
  if (kind === 'oneclick') {
    const enabled = guest?.oneClick.enabled ?? false;
    const chosen = new Set(guest?.oneClick.amounts ?? []);
    const amounts = el(
      'fieldset',
      { class: 'vxp-choices vxp-amounts', id: 'f-amounts' },
      el('legend', {}, t('oneclick.amounts')),
      ...CHARGE_AMOUNTS.map((value) => {
        const box = checkbox(
          `amount-${value}`,
          ctx.money(value),
          chosen.size === 0 || chosen.has(value),
        );
        box.classList.add('vxp-choice');
        return box;
      }),
      el('p', { class: 'vxp-field-error', id: 'f-amounts-error' }),
    );
    const node = form(
      (f) => {
        const on = checked(f, 'enabled');
        const list = CHARGE_AMOUNTS.filter((value) => checked(f, `amount-${value}`));
        void send(ctx, f, [['amounts', on && list.length === 0 ? 'required' : null]], 'oneclick', {
          enabled: on,
          amounts: list,
        }).then((reply) => reply && ctx.done({ guest: reply.guest }));
      },
      checkbox('enabled', t('oneclick.enabled'), enabled),
      amounts,
      submitButton(t('save')),
    );
    return section(t('oneclick.title'), el('p', { class: 'vxp-intro' }, t('oneclick.intro')), node);
  }
  const current = guest?.autoRecharge;
  const node = form(
    (f) => {
      const on = checked(f, 'enabled');
      const amount = Number(valueOf(f, 'amount'));
      void send(ctx, f, [], 'autorecharge', { enabled: on, amount }).then(
        (reply) => reply && ctx.done({ guest: reply.guest }),
      );
    },
    checkbox('enabled', t('autorecharge.enabled'), current?.enabled ?? false),
    radios(
      'amount',
      t('autorecharge.amount'),
      CHARGE_AMOUNTS.map((v) => [String(v), ctx.money(v)] as const),
      String(current?.enabled ? current.amount : 25),
      'vxp-amounts',
    ),
    submitButton(t('save')),
  );
  return section(
    t('autorecharge.title'),
    el('p', { class: 'vxp-intro' }, t('autorecharge.intro')),
    node,
  );
}

function aboView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const flow = isAboFlow(ctx.flow) ? ctx.flow : 'vipabo';
  const plan = ABO_PLANS[flow];
  const price = ctx.money(plan.priceEur);
  const node = form(
    (f) => {
      const { payment, checks } = readPayment(ctx, f);
      void send(ctx, f, checks, 'abo', { flow, payment, save: checked(f, 'save') }).then(
        (reply) => reply && ctx.done({ guest: reply.guest, amount: plan.priceEur }),
      );
    },
    paymentFields(ctx, ['CC', 'LS'], true),
    submitButton(t('abo.submit', { price })),
  );
  return section(
    t(`abo.${flow}`),
    el('p', { class: 'vxp-price' }, t('abo.price', { price, days: plan.days })),
    node,
  );
}

function changePaymentView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const method = ctx.flow === 'changels' ? 'LS' : 'CC';
  const node = form(
    (f) => {
      const { payment, checks } = readPayment(ctx, f);
      void send(ctx, f, checks, 'changepayment', { payment }).then(
        (reply) => reply && ctx.done({ guest: reply.guest }),
      );
    },
    paymentFields(ctx, [method], false),
    submitButton(t('save')),
  );
  return section(t(method === 'LS' ? 'changels.title' : 'changecc.title'), node);
}

function opCompensationView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const due = ctx.guest?.amountDue ?? 0;
  if (due === 0)
    return section(
      t('opcompensation.title'),
      el('p', { class: 'vxp-intro' }, t('opcompensation.nothing')),
    );
  const node = form(
    (f) => {
      const { payment, checks } = readPayment(ctx, f);
      void send(ctx, f, checks, 'opcompensation', { payment }).then(
        (reply) => reply && ctx.done({ guest: reply.guest, amount: due }),
      );
    },
    paymentFields(ctx, ['CC', 'LS'], true),
    submitButton(t('opcompensation.submit', { amount: ctx.money(due) })),
  );
  return section(
    t('opcompensation.title'),
    el('p', { class: 'vxp-intro' }, t('opcompensation.intro', { amount: ctx.money(due) })),
    node,
  );
}

// ---- account --------------------------------------------------------------------------------

function settingsView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const guest = ctx.guest;
  const node = form(
    (f) => {
      const next = valueOf(f, 'newPassword');
      void send(
        ctx,
        f,
        next === ''
          ? []
          : [
              ['currentPassword', valueOf(f, 'currentPassword') === '' ? 'required' : null],
              ['newPassword', checkPassword(next)],
            ],
        'settings',
        {
          currentPassword: valueOf(f, 'currentPassword'),
          newPassword: next,
          newsletter: checked(f, 'newsletter'),
          verifyEmail: checked(f, 'verifyEmail'),
        },
      ).then(
        (reply) =>
          reply &&
          ctx.done({
            guest: reply.guest,
            passwordChanged: reply['passwordChanged'] === true,
            emailVerified: reply['emailVerified'] === true,
          }),
      );
    },
    guest
      ? el(
          'p',
          { class: 'vxp-intro' },
          t('settings.account', { name: guest.screenname, email: guest.email }),
        )
      : null,
    field({
      name: 'currentPassword',
      label: t('settings.currentPassword'),
      type: 'password',
      autocomplete: 'current-password',
      required: false,
    }),
    field({
      name: 'newPassword',
      label: t('settings.newPassword'),
      type: 'password',
      autocomplete: 'new-password',
      hint: t('signup.passwordHint'),
      required: false,
    }),
    checkbox('newsletter', t('settings.newsletter'), guest?.newsletter ?? false),
    guest?.emailVerified
      ? el('p', { class: 'vxp-ok' }, t('settings.emailVerified'))
      : checkbox('verifyEmail', t('settings.verifyEmail'), false),
    submitButton(t('save')),
  );
  return section(t('settings.title'), node);
}

function pwdLostView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const { pwdresetUserName, pwdresetEmail } = ctx.request.options;
  const prefill =
    typeof pwdresetEmail === 'string'
      ? pwdresetEmail
      : typeof pwdresetUserName === 'string'
        ? pwdresetUserName
        : '';
  const result = el('div', { class: 'vxp-result', 'aria-live': 'polite' });
  const node = form(
    (f) =>
      void send(
        ctx,
        f,
        [['login', valueOf(f, 'login').trim() === '' ? 'required' : null]],
        'pwdlost',
        {
          login: valueOf(f, 'login'),
        },
      ).then((reply) => {
        if (!reply) return;
        result.replaceChildren(el('p', { class: 'vxp-ok' }, t('pwdlost.sent')));
        const key = reply['resetKey'];
        const userId = reply['userId'];
        if (typeof key === 'string' && typeof userId === 'number') {
          result.append(
            linkButton(t('pwdlost.openMail'), () =>
              ctx.switchTo('pwdreset', 'pwdreset', {
                pwdresetUserId: userId,
                pwdresetUserName: valueOf(f, 'login'),
                pwdresetKey: key,
              }),
            ),
          );
        }
        result.append(linkButton(t('continue'), () => ctx.done({ guest: ctx.guest })));
      }),
    field({ name: 'login', label: t('login.name'), autocomplete: 'username', value: prefill }),
    submitButton(t('pwdlost.submit')),
  );
  return section(
    t('pwdlost.title'),
    el('p', { class: 'vxp-intro' }, t('pwdlost.intro')),
    node,
    result,
  );
}

function pwdResetView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const { pwdresetUserId, pwdresetUserName, pwdresetKey } = ctx.request.options;
  const node = form(
    (f) => {
      const password = valueOf(f, 'password');
      void send(
        ctx,
        f,
        [
          ['password', checkPassword(password)],
          ['repeat', valueOf(f, 'repeat') === password ? null : 'passwordMismatch'],
        ],
        'pwdreset',
        {
          userId: Number(pwdresetUserId),
          key:
            typeof pwdresetKey === 'string' || typeof pwdresetKey === 'number'
              ? String(pwdresetKey)
              : '',
          password,
        },
      ).then((reply) => reply && ctx.done({ guest: reply.guest, passwordChanged: true }));
    },
    field({
      name: 'password',
      label: t('pwdreset.password'),
      type: 'password',
      autocomplete: 'new-password',
      hint: t('signup.passwordHint'),
    }),
    field({
      name: 'repeat',
      label: t('pwdreset.repeat'),
      type: 'password',
      autocomplete: 'new-password',
    }),
    submitButton(t('pwdreset.submit')),
  );
  return section(
    t('pwdreset.title'),
    typeof pwdresetUserName === 'string'
      ? el('p', { class: 'vxp-intro' }, t('pwdreset.for', { name: pwdresetUserName }))
      : null,
    node,
  );
}

function avsView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  if (ctx.guest?.fsk18) return section(t('avs.title'), el('p', { class: 'vxp-ok' }, t('avs.done')));
  const node = form(
    (f) =>
      void send(
        ctx,
        f,
        [
          ['fullName', valueOf(f, 'fullName').trim() === '' ? 'required' : null],
          ['birthDate', valueOf(f, 'birthDate') === '' ? 'required' : null],
          ['documentNumber', valueOf(f, 'documentNumber').trim() === '' ? 'required' : null],
        ],
        'avs',
        {
          fullName: valueOf(f, 'fullName'),
          birthDate: valueOf(f, 'birthDate'),
          documentNumber: valueOf(f, 'documentNumber'),
        },
      ).then((reply) => reply && ctx.done({ guest: reply.guest, confirm: 'avs.pending' })),
    field({ name: 'fullName', label: t('avs.fullName'), autocomplete: 'name' }),
    field({ name: 'birthDate', label: t('avs.birthDate'), type: 'date', autocomplete: 'bday' }),
    field({ name: 'documentNumber', label: t('avs.document'), autocomplete: 'off' }),
    submitButton(t('avs.submit')),
  );
  return section(t('avs.title'), el('p', { class: 'vxp-intro' }, t('avs.intro')), node);
}

function promoCodeView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  const kind = ctx.flow === 'scratchcard' ? 'scratchcard' : 'promocode';
  const preset = ctx.request.options['pc'] ?? ctx.request.options['promoCode'];
  const node = form(
    (f) =>
      void send(
        ctx,
        f,
        [['code', valueOf(f, 'code').trim() === '' ? 'required' : null]],
        'redeem',
        {
          code: valueOf(f, 'code'),
          kind,
        },
      ).then((reply) => reply && ctx.done({ guest: reply.guest })),
    field({
      name: 'code',
      label: t('promocode.code'),
      autocomplete: 'off',
      value: typeof preset === 'string' ? preset : '',
    }),
    submitButton(t('promocode.submit')),
  );
  return section(
    t(kind === 'scratchcard' ? 'scratchcard.title' : 'promocode.title'),
    balanceLine(ctx),
    node,
  );
}

/** The view for the context's view name. */
export function renderView(ctx: ViewContext): HTMLElement {
  switch (ctx.view) {
    case 'login':
      return loginView(ctx);
    case 'signup':
      return signupView(ctx);
    case 'moneycharge':
      return moneyChargeView(ctx);
    case 'voicecall':
      return voiceView(ctx);
    case 'trialmoneycharge':
      return trialChargeView(ctx);
    case 'limit':
      return limitView(ctx);
    case 'oneclick':
      return comfortView(ctx, 'oneclick');
    case 'autorecharge':
      return comfortView(ctx, 'autorecharge');
    case 'abo':
      return aboView(ctx);
    case 'changepayment':
      return changePaymentView(ctx);
    case 'settings':
      return settingsView(ctx);
    case 'pwdlost':
      return pwdLostView(ctx);
    case 'pwdreset':
      return pwdResetView(ctx);
    case 'avs':
      return avsView(ctx);
    case 'promocode':
      return promoCodeView(ctx);
    case 'carrier':
      return carrierView(ctx);
    case 'opcompensation':
      return opCompensationView(ctx);
  }
}

/** A confirmation (thanks, pending age check) with a button that ends the flow. */
export function confirmView(
  t: Translate,
  title: TextKey,
  lines: string[],
  onContinue: () => void,
): HTMLElement {
  const button = el('button', { type: 'button', class: 'vxp-button vxp-primary' }, t('continue'));
  button.addEventListener('click', onContinue);
  return section(t(title), ...lines.map((line) => el('p', { class: 'vxp-ok' }, line)), button);
}
