import { TOP_UP_AMOUNTS, TOP_UP_MAX, TOP_UP_MIN } from '../../contract/payClient.ts';
import type { Language } from '../shared/languages.ts';
import type { PayHost } from '../shared/domainEvents.ts';

// The pay-tour options of seed 000 §3 that the page chooses for the payment client (decision
// 0032): the top-up's preselected amount, the performer the top-up is for, and tracking.

/**
 * The top-up that covers `missing` (the price less the balance, in the balance's currency): the
 * smallest of the payment client's steps that covers it, above the last step the whole amount
 * rounded up (within the contract's bounds); null when nothing is missing.
 *
 * @example
 * topUpAmount(1.99); // 10
 * topUpAmount(60); // 100
 * topUpAmount(120.5); // 121
 */
export function topUpAmount(missing: number): number | null {
  if (!Number.isFinite(missing) || missing <= 0) return null;
  const step = TOP_UP_AMOUNTS.find((amount) => amount >= missing);
  if (step !== undefined) return step;
  return Math.min(TOP_UP_MAX, Math.max(TOP_UP_MIN, Math.ceil(missing)));
}

/** The line the payment client shows about her (`hostData.teaserText`), in the page's language. */
const TEASER_LINES: Record<Language, (name: string) => string> = {
  de: (name) => `Lade auf und bleib bei ${name}.`,
  en: (name) => `Top up and stay with ${name}.`,
  es: (name) => `Recarga y quédate con ${name}.`,
  nl: (name) => `Waardeer op en blijf bij ${name}.`,
};

/**
 * The options that name her to the payment client: `host` (her id, seed 000 §3 "host (actor id
 * or name)") and `hostData` with her id and a line naming her.
 *
 * @example
 * hostOptions({ id: 12, name: 'Lana' }, 'en');
 * // { host: 12, hostData: { id: 12, teaserText: 'Top up and stay with Lana.' } }
 */
export function hostOptions(host: PayHost, language: Language): Record<string, unknown> {
  return {
    host: host.id,
    hostData: { id: host.id, teaserText: TEASER_LINES[language](host.name) },
  };
}

/**
 * The `host` of an ask to the pay tour (or to the gate, or one click) for her: spread into the
 * ask, nothing when no performer is known, so every caller names her the same way.
 *
 * @example
 * ({ type: 'oneClick.topUp', replyTo: 'liveChat', channelId: 0, ...hostOf(context.actor) });
 */
export function hostOf(
  performer: { id: number; name: string } | null | undefined,
): { host: PayHost } | Record<never, never> {
  return performer ? { host: { id: performer.id, name: performer.name } } : {};
}
