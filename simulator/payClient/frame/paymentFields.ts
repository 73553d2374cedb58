// The payment details of a form (card or direct debit, new or stored) and reading them back.
import type { Options } from './protocol.ts';
import { checkbox, el, field, radios, valueOf } from './ui.ts';
import {
  checkCardExpiry,
  checkCardNumber,
  checkCvc,
  checkIban,
  type FieldError,
} from './validation.ts';
import type { ViewContext } from './forms.ts';

/** Card or direct-debit details, offering the saved ones when `allowStored`. */
export function paymentFields(
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
export function readPayment(
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
