/**
 * Finds personal data and credentials inside free strings (URLs, error messages, message texts,
 * JSON carried as text), wherever a log holds them. Each finding names its class, so the redactor
 * replaces it with the right placeholder or pseudonym and scrubs every other copy of that value.
 */
import {
  CREDENTIAL_PARAMS,
  credentialParamClass,
} from '../../../services/browser/urlCredentials.ts';

type DetectedClass = 'secret' | 'payment' | 'email' | 'phone' | 'personName';

export interface Finding {
  cls: DetectedClass;
  value: string;
}

/** Key names (normalized: lower case, letters and digits only) whose values are credentials. */
const SECRET_WORDS = [
  'access_?token',
  'refresh_?token',
  'id_?token',
  'auth_?token',
  'session_?token',
  'vxql_?token',
  'token',
  'sid',
  'session_?id',
  'password',
  'passwd',
  'secret',
  'client_?secret',
  'api_?key',
];
const PAYMENT_WORDS = ['cvv', 'cvc', 'pin', 'iban', 'card_?number', 'pan'];

/**
 * `access_token=…` in a query string, `"password":"…"` in JSON carried as text, `sid: …` in a
 * header: the key, then `=` or `:` (raw or percent-encoded), an optional quote, the value.
 */
const KEYED_VALUE = new RegExp(
  `((?:^|[^A-Za-z0-9_])(${[...SECRET_WORDS, ...PAYMENT_WORDS].join('|').replaceAll('_?', '[_-]?')})(?:"|'|%22)?\\s*(?:=|:|%3D|%3A)\\s*(?:"|'|%22)?)([^"'&\\s,;{}\\[\\]<>#\\\\]+)`,
  'gi',
);
/**
 * A credential query parameter (`?pwdresetKey=…`, `&signupName=…`; services/browser/urlCredentials):
 * its value is a secret, an address or a name whatever it looks like.
 */
const URL_CREDENTIAL = new RegExp(
  // Raw or inside a percent-encoded URL (a return address in another URL's query).
  `((?:^|[?&#;]|%3F|%26|%23)(${Object.keys(CREDENTIAL_PARAMS)
    .map((name) => name.replace(/token$/, '[_-]?token').replace(/^(pwdreset|signup)/, '$1[_-]?'))
    .join('|')})(?:=|%3D))((?:[^&#\\s"'<>%]|%(?!26|23)[0-9A-F]{2})+)`,
  'gi',
);
const PAYMENT_KEY = new RegExp(`^(?:${PAYMENT_WORDS.join('|').replaceAll('_?', '[_-]?')})$`, 'i');
const BEARER = /\b(?:Bearer|Basic)\s+([A-Za-z0-9._~+/=-]{8,})/gi;
const JWT = /\beyJ[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]{4,}\.[A-Za-z0-9_-]*/g;
const URL_USERINFO = /\/\/[^/\s:@]+:([^/\s@]+)@/g;
const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)*\.[A-Za-z]{2,}/g;
const CARD = /(?<![\d])\d(?:[ -]?\d){12,18}(?![\d])/g;
const IBAN = /\b[A-Z]{2}\d{2}(?:[ ]?[A-Z0-9]){11,30}\b/g;
/** IBAN lengths by country (SWIFT IBAN registry): a wrong length is no IBAN. */
const IBAN_LENGTHS: Record<string, number> = Object.fromEntries(
  (
    'AD24 AE23 AL28 AT20 AZ28 BA20 BE16 BG22 BH22 BR29 BY28 CH21 CR22 CY28 CZ24 DE22 DK18 DO28 ' +
    'EE20 EG29 ES24 FI18 FO18 FR27 GB22 GE22 GI23 GL18 GR27 GT28 HR21 HU28 IE22 IL23 IQ23 IS26 ' +
    'IT27 JO30 KW30 KZ20 LB28 LC32 LI21 LT20 LU20 LV21 MC27 MD24 ME22 MK19 MR27 MT31 MU30 NL18 ' +
    'NO15 PK24 PL28 PS29 PT25 QA29 RO24 RS22 SA24 SC31 SE24 SI19 SK24 SM27 ST25 SV28 TL23 TN24 ' +
    'TR26 UA29 VA22 VG24 XK20'
  )
    .split(' ')
    .map((entry) => [entry.slice(0, 2), Number(entry.slice(2))]),
);
const PHONE = /(?<![\w+%.])(?:(?:\+|00)[1-9]|0[1-9])[\d ()./-]{5,20}\d(?![\w])/g;
const DATE_LIKE = /^\d{1,4}[./-]\d{1,2}[./-]\d{1,4}$/;

/** The domain of e-mail pseudonyms: never detected again, so redaction is idempotent. */
const PSEUDONYM_EMAIL_DOMAIN = 'redacted.invalid';

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** A payment card number: 13–19 digits, a card network's first digit (2–6), Luhn-valid. */
export function isCardNumber(text: string): boolean {
  const digits = text.replace(/[ -]/g, '');
  return /^[2-6]\d{12,18}$/.test(digits) && luhnValid(digits);
}

/** An IBAN: country, check digits and account of that country's length, mod-97 equal to 1 (ISO 13616). */
export function isIban(text: string): boolean {
  const compact = text.replace(/ /g, '');
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(compact)) return false;
  if (IBAN_LENGTHS[compact.slice(0, 2)] !== compact.length) return false;
  const rearranged = `${compact.slice(4)}${compact.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const value = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55);
    for (const digit of value) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

function isPhoneNumber(text: string): boolean {
  if (DATE_LIKE.test(text)) return false;
  const digits = text.replace(/\D/g, '').length;
  return digits >= 8 && digits <= 15;
}

function keyedClass(key: string | undefined): 'secret' | 'payment' {
  return PAYMENT_KEY.test(key ?? '') ? 'payment' : 'secret';
}

/**
 * `text` with the value of every `key=value` / `"key": "value"` credential replaced in place,
 * however short it is (a CVV, a PIN): short values are not scrubbed as substrings elsewhere.
 */
export function replaceKeyedValues(text: string, replace: (value: string) => string): string {
  const keyed = (_match: string, prefix: string, _key: string, value: string) =>
    `${prefix}${replace(value)}`;
  return text.replace(KEYED_VALUE, keyed).replace(URL_CREDENTIAL, keyed);
}

/**
 * A greedy match may run into neighbouring digits or words ("ref 12 4111 1111 1111 1111"): the
 * longest run of whole groups inside it that passes `check`, or undefined.
 */
function longestWindow(candidate: string, check: (text: string) => boolean): string | undefined {
  if (check(candidate)) return candidate;
  const groups = candidate.split(/(?<=[ -])/);
  for (let size = groups.length - 1; size >= 1; size--) {
    for (let start = 0; start + size <= groups.length; start++) {
      const window = groups
        .slice(start, start + size)
        .join('')
        .replace(/[ -]$/, '');
      if (check(window)) return window;
    }
  }
  return undefined;
}

/** Every credential, payment datum, e-mail address and phone number written in `text`. */
export function detect(text: string): Finding[] {
  const findings: Finding[] = [];
  const add = (cls: DetectedClass, value: string | undefined) => {
    if (value) findings.push({ cls, value });
  };
  for (const match of text.matchAll(KEYED_VALUE)) add(keyedClass(match[2]), match[3]);
  for (const match of text.matchAll(URL_CREDENTIAL)) {
    const cls = credentialParamClass(match[2] ?? '') ?? 'secret';
    add(cls, match[3]);
    // As the page reads it: `Anna%20Bee` is the name `Anna Bee`, scrubbed in both forms.
    const decoded = percentDecodedValue(match[3] ?? '');
    if (decoded !== match[3]) add(cls, decoded);
  }
  for (const match of text.matchAll(BEARER)) add('secret', match[1]);
  for (const match of text.matchAll(JWT)) add('secret', match[0]);
  for (const match of text.matchAll(URL_USERINFO)) add('secret', match[1]);
  for (const match of text.matchAll(EMAIL)) {
    if (!match[0].toLowerCase().endsWith(`@${PSEUDONYM_EMAIL_DOMAIN}`)) add('email', match[0]);
  }
  for (const match of text.matchAll(CARD)) add('payment', longestWindow(match[0], isCardNumber));
  for (const match of text.matchAll(IBAN)) add('payment', longestWindow(match[0], isIban));
  for (const match of text.matchAll(PHONE)) {
    if (isPhoneNumber(match[0]) && !isCardNumber(match[0])) add('phone', match[0]);
  }
  return findings;
}

/** A whole number that is a payment card number (card numbers stored as JSON numbers). */
export function isCardNumberValue(value: number): boolean {
  return Number.isSafeInteger(value) && value > 0 && isCardNumber(String(value));
}

function percentDecodedValue(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return value;
  }
}

const PERCENT = /%[0-9A-Fa-f]{2}/;

/** `text` with its percent-encoding undone, as far as it is valid; null if there is none. */
export function percentDecoded(text: string): string | null {
  if (!PERCENT.test(text)) return null;
  const plus = text.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(plus);
  } catch {
    // Malformed somewhere: decode the valid runs only.
    return plus.replace(/(?:%[0-9A-Fa-f]{2})+/g, (run) => {
      try {
        return decodeURIComponent(run);
      } catch {
        return run;
      }
    });
  }
}

/** Runs of base64 (standard or URL alphabet) long enough to hide a credential or an address. */
export const BASE64_RUN = /[A-Za-z0-9+/_-]{12,}={0,2}/g;

/** The UTF-8 text a base64 run encodes, or null when it decodes to binary (a random token). */
export function base64Decoded(run: string): string | null {
  const standard = run.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
  if (standard.length % 4 === 1) return null;
  let binary: string;
  try {
    binary = atob(standard + '='.repeat((4 - (standard.length % 4)) % 4));
  } catch {
    return null;
  }
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
  // Printable text only: control characters mean the bytes were not text.
  return /^[^\p{Cc}]*$/u.test(text.replace(/[\n\r\t]/g, '')) ? text : null;
}

/** Standard base64 of the UTF-8 bytes of `text` (what `btoa` gives for Latin-1 text). */
export function base64Encoded(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The forms a value takes in a log: raw, percent-encoded (both cases, `+` for space), base64. */
export function encodedForms(value: string): string[] {
  const uri = encodeURIComponent(value);
  const base64 = base64Encoded(value);
  const forms = [
    value,
    uri,
    uri.replace(/%[0-9A-F]{2}/g, (escape) => escape.toLowerCase()),
    uri.replace(/%20/g, '+'),
    base64,
    base64.replace(/=+$/, ''),
    base64.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''),
    encodeURIComponent(base64),
  ];
  return [...new Set(forms)];
}
