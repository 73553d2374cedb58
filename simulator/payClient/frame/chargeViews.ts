// The frame's money views: top-ups, comfort settings, subscriptions, payment details and
// settling what is owed. Browser only.
import {
  ABO_PLANS,
  CARRIER_AMOUNTS,
  CHARGE_AMOUNTS,
  CHARGE_MAX,
  CHARGE_MIN,
  TRIAL_CHARGE,
  VOICE_AMOUNTS,
  isAboFlow,
} from './flows.ts';
import { checkbox, checked, el, field, radios, section, submitButton, valueOf } from './ui.ts';
import { checkPhone, type FieldError } from './validation.ts';
import { form, send, balanceLine, type ViewContext } from './forms.ts';
import { paymentFields, readPayment } from './paymentFields.ts';
import { preselectedAmount } from './protocol.ts';

// ---- money ----------------------------------------------------------------------------------

export function moneyChargeView(ctx: ViewContext): HTMLElement {
  const { t } = ctx;
  // The page's `selectedAmount` (the amount an act is short of): a step, or an own amount.
  const preset = preselectedAmount(ctx.request.options);
  const amounts = radios(
    'amount',
    t('charge.amount'),
    [
      ...CHARGE_AMOUNTS.map((value) => [String(value), ctx.money(value)] as const),
      ['other', t('charge.other')],
    ],
    preset.choice,
    'vxp-amounts',
  );
  const other = field({
    name: 'otherAmount',
    label: t('charge.other'),
    value: preset.other,
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

export function trialChargeView(ctx: ViewContext): HTMLElement {
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

export function voiceView(ctx: ViewContext): HTMLElement {
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

export function carrierView(ctx: ViewContext): HTMLElement {
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

export function limitView(ctx: ViewContext): HTMLElement {
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

export function comfortView(ctx: ViewContext, kind: 'oneclick' | 'autorecharge'): HTMLElement {
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

export function aboView(ctx: ViewContext): HTMLElement {
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

export function changePaymentView(ctx: ViewContext): HTMLElement {
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

export function opCompensationView(ctx: ViewContext): HTMLElement {
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
