import { isValidEmail } from '../../../machines/shared/emailRule.ts';
import { hashString } from '../hash.ts';

/**
 * Placeholders that keep a value's shape, so that a machine reading the redacted value takes the
 * same branch as with the original (issue 23, item 1): a pin of six digits stays six digits, a
 * phone number keeps its separators and digit count, a message text keeps its length and its
 * white space (so `trim()` and length limits decide as before).
 */

/** What an unincluded message text becomes: every character but white space is a bullet. */
const TEXT_MASK = '\u2022';

/**
 * A message text as support sees it without the guest's consent: same length (UTF-16 units, as
 * `String.length` counts), same white space, every other unit a bullet.
 *
 * @example
 * maskedText(' hi you '); // ' •• ••• '
 */
export function maskedText(text: string): string {
  return text.replace(/\S/g, (unit) => TEXT_MASK.repeat(unit.length));
}

/**
 * `value` with every ASCII digit and letter replaced by one drawn from `seed` (digits stay digits,
 * lower case stays lower case, upper case upper case), ASCII punctuation and white space kept,
 * and any other unit a bullet. A leading zero stays (a trunk prefix); any other leading digit
 * becomes one from 1 to it, so a number keeps its digit count and stays a safe integer. Different seeds give different masks; `attempt` draws again on a collision.
 *
 * @example
 * maskedShape('0170 1234567', 'seed'); // '0529 0471936'
 */
export function maskedShape(value: string, seed: string, attempt = 0): string {
  let pool = '';
  let round = 0;
  const next = (): number => {
    if (pool === '') pool = hashString(`${seed}\u0000${attempt}\u0000${round++}`);
    const nibble = parseInt(pool.slice(0, 2), 16);
    pool = pool.slice(2);
    return Number.isNaN(nibble) ? 0 : nibble;
  };
  let out = '';
  for (let index = 0; index < value.length; index++) {
    const unit = value[index]!;
    if (/[0-9]/.test(unit)) {
      if (index > 0) out += String(next() % 10);
      else out += unit === '0' ? '0' : String(1 + (next() % Number(unit)));
    } else if (/[a-z]/.test(unit)) out += String.fromCharCode(97 + (next() % 26));
    else if (/[A-Z]/.test(unit)) out += String.fromCharCode(65 + (next() % 26));
    else if (/[\s!-/:-@[-`{-~]/.test(unit)) out += unit;
    else out += TEXT_MASK;
  }
  return out;
}

/** The longest a guest's name may be in any form (the profile's first and last name). */
const NAME_LIMIT = 50;
/** The longest valid e-mail address (RFC 5321; the profile form's limit). */
const EMAIL_LIMIT = 254;

/**
 * Whether a readable pseudonym (`Guest 3f9a`, `guest-3f9a@redacted.invalid`) decides every rule a
 * machine applies to the value as the original does; otherwise the value is masked by shape.
 * An address that is not valid stays invalid, a name too long for a form stays too long.
 */
export function pseudonymKeepsShape(value: string, cls: 'email' | 'personName'): boolean {
  const trimmed = value.trim();
  if (cls === 'email') return value.length <= EMAIL_LIMIT && isValidEmail(trimmed);
  return trimmed !== '' && value.length <= NAME_LIMIT;
}
