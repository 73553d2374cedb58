// Small DOM helpers for the frame's forms: labelled fields, inline errors, alerts. Browser only.
import { fieldErrorKey, type Translate, type TextKey } from './texts.ts';
import type { FieldError } from './validation.ts';

type Child = Node | string | null | undefined | false;

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Record<string, string | boolean | undefined> = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attrs)) {
    if (value === undefined || value === false) continue;
    node.setAttribute(name, value === true ? '' : value);
  }
  for (const child of children) {
    if (child === null || child === undefined || child === false) continue;
    node.append(child);
  }
  return node;
}

export interface FieldSpec {
  name: string;
  label: string;
  type?: string;
  autocomplete?: string;
  hint?: string;
  value?: string;
  inputmode?: string;
  placeholder?: string;
  required?: boolean;
}

/** A labelled input with its hint and an error slot, tied together by ids and aria attributes. */
export function field(spec: FieldSpec): HTMLDivElement {
  const id = `f-${spec.name}`;
  const describedBy = [spec.hint ? `${id}-hint` : '', `${id}-error`].filter(Boolean).join(' ');
  const input = el('input', {
    id,
    name: spec.name,
    type: spec.type ?? 'text',
    autocomplete: spec.autocomplete,
    inputmode: spec.inputmode,
    placeholder: spec.placeholder,
    required: spec.required ?? true,
    'aria-describedby': describedBy,
  });
  if (spec.value !== undefined) input.value = spec.value;
  return el(
    'div',
    { class: 'vxp-field' },
    el('label', { for: id }, spec.label),
    input,
    spec.hint ? el('p', { class: 'vxp-hint', id: `${id}-hint` }, spec.hint) : null,
    el('p', { class: 'vxp-field-error', id: `${id}-error` }),
  );
}

export function checkbox(name: string, label: string, checked: boolean): HTMLLabelElement {
  const input = el('input', { type: 'checkbox', name, id: `f-${name}` });
  input.checked = checked;
  return el('label', { class: 'vxp-check', for: `f-${name}` }, input, el('span', {}, label));
}

/** A radio group in a fieldset with a legend; `options` are value and label pairs. */
export function radios(
  name: string,
  legend: string,
  options: readonly (readonly [string, string])[],
  selected: string,
  className = '',
): HTMLFieldSetElement {
  return el(
    'fieldset',
    { class: `vxp-choices ${className}`.trim(), id: `f-${name}` },
    el('legend', {}, legend),
    ...options.map(([value, label]) => {
      const input = el('input', { type: 'radio', name, value, id: `f-${name}-${value}` });
      input.checked = value === selected;
      return el(
        'label',
        { class: 'vxp-choice', for: `f-${name}-${value}` },
        input,
        el('span', {}, label),
      );
    }),
    el('p', { class: 'vxp-field-error', id: `f-${name}-error` }),
  );
}

export function submitButton(label: string): HTMLButtonElement {
  return el('button', { type: 'submit', class: 'vxp-button vxp-primary' }, label);
}

export function linkButton(label: string, onClick: () => void): HTMLButtonElement {
  const button = el('button', { type: 'button', class: 'vxp-link' }, label);
  button.addEventListener('click', onClick);
  return button;
}

export function valueOf(form: HTMLFormElement, name: string): string {
  const item = form.elements.namedItem(name);
  if (item instanceof HTMLInputElement) {
    return item.type === 'checkbox' ? (item.checked ? 'on' : '') : item.value;
  }
  if (item instanceof RadioNodeList) return item.value;
  if (item instanceof HTMLSelectElement) return item.value;
  return '';
}

export function checked(form: HTMLFormElement, name: string): boolean {
  const item = form.elements.namedItem(name);
  return item instanceof HTMLInputElement && item.checked;
}

/** Clears earlier errors, then marks each field with its error text. Returns the first field. */
export function showFieldErrors(
  form: HTMLFormElement,
  t: Translate,
  fields: Readonly<Record<string, FieldError>>,
): HTMLElement | null {
  for (const slot of form.querySelectorAll<HTMLElement>('.vxp-field-error')) slot.textContent = '';
  for (const input of form.querySelectorAll<HTMLElement>('[aria-invalid]')) {
    input.removeAttribute('aria-invalid');
  }
  let first: HTMLElement | null = null;
  for (const [name, error] of Object.entries(fields)) {
    const slot = form.querySelector<HTMLElement>(`#f-${CSS.escape(name)}-error`);
    const control = form.querySelector<HTMLElement>(`#f-${CSS.escape(name)}`);
    if (slot) slot.textContent = t(fieldErrorKey(error));
    control?.setAttribute('aria-invalid', 'true');
    first ??= control ?? slot;
  }
  return first;
}

/** The form-level message (role alert), empty when `key` is null. */
export function showFormError(form: HTMLFormElement, t: Translate, key: TextKey | null): void {
  let box = form.querySelector<HTMLElement>('.vxp-alert');
  if (!box) {
    box = el('div', { class: 'vxp-alert', role: 'alert' });
    form.prepend(box);
  }
  box.textContent = key === null ? '' : t(key);
  box.hidden = key === null;
}

/** A section with a heading (focused when shown, so screen readers announce the view). */
export function section(title: string, ...children: Child[]): HTMLElement {
  return el(
    'section',
    { class: 'vxp-view', 'aria-labelledby': 'vxp-title' },
    el('h1', { id: 'vxp-title', tabindex: '-1' }, title),
    ...children,
  );
}
