// The frame's forms: what a view gets (ViewContext), how a form checks and submits, and the
// lines views share. Browser only.
import type { PayGuest } from '../core.ts';
import type { PayFlow, PayView } from './flows.ts';
import type { Options, ViewRequest } from './protocol.ts';
import type { Translate, TextKey } from './texts.ts';
import { el, showFieldErrors } from './ui.ts';
import type { FieldError } from './validation.ts';

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

export function form(
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
export async function send(
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

export function noteOf(ctx: ViewContext): HTMLElement | null {
  return ctx.note ? el('p', { class: 'vxp-note' }, ctx.t(ctx.note)) : null;
}

/** The guest's balance, for views that change it. */
export function balanceLine(ctx: ViewContext): HTMLElement | null {
  return ctx.guest
    ? el('p', { class: 'vxp-balance' }, ctx.t('balance', { amount: ctx.guest.balanceFormatted }))
    : null;
}
