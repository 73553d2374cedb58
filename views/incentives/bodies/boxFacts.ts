import type { ModalId } from '../../../machines/modals/modals.catalog.ts';
import type { EnglishLaterTexts } from '../../../src/i18n/messages/later.ts';

/** The texts a box may show beside its own (the rewards boxes' details, the photo count). */
type BoxFactKey =
  | `rewards.boxes.${Extract<keyof EnglishLaterTexts['rewards']['boxes'], string>}`
  | 'incentives.removePhotosCount';

/** A text the box shows beside its own: an i18n key with its values. */
export interface BoxFact {
  key: BoxFactKey;
  values: Record<string, string | number>;
}

const isValues = (value: unknown): value is Record<string, string | number> =>
  typeof value === 'object' &&
  value !== null &&
  Object.values(value).every((each) => typeof each === 'string' || typeof each === 'number');

const count = (value: unknown): number | null =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;

/**
 * What a box says about this one moment, from the props its opener sent: a rewards box's
 * `detail` (what was won, which door, the top-up bonus, the streak day; keys under
 * `rewards.boxes.`), the number of photos `remove-photos` removes. Props of another shape say
 * nothing (a box never shows a raw key).
 */
export function boxFacts(id: ModalId, props: Record<string, unknown>): BoxFact[] {
  const facts: BoxFact[] = [];
  const detail = props.detail as { key?: unknown; values?: unknown } | undefined;
  if (
    typeof detail?.key === 'string' &&
    detail.key.startsWith('rewards.boxes.') &&
    isValues(detail.values)
  )
    facts.push({ key: detail.key as BoxFactKey, values: detail.values });
  const photos = count(props.count);
  if (id === 'remove-photos' && photos !== null)
    facts.push({ key: 'incentives.removePhotosCount', values: { count: photos } });
  return facts;
}

/**
 * The end a countdown box counts down to (`conversion-chat`'s `props.endsAt`, ms since the
 * epoch), null without one.
 */
export const countdownEnd = (props: Record<string, unknown>): number | null => count(props.endsAt);
