/**
 * The field classes of the log's payloads (DESIGN.md §3, "Redaction"): what a field holds decides
 * what leaves the browser. Keys are compared normalized (lower case, letters and digits only), so
 * `access_token`, `accessToken` and `Access-Token` are one key.
 *
 * | class         | fields                                                        | becomes                              |
 * | ------------- | ------------------------------------------------------------- | ------------------------------------ |
 * | `secret`      | tokens, session ids, passwords, cookies, authorization        | `redacted-secret-N`                  |
 * | `payment`     | card number, CVV, PIN, IBAN                                   | a same-shape mask, always            |
 * | `email`       | email, signupEmail                                            | `guest-3f9a@redacted.invalid`        |
 * | `personName`  | a guest's `name`, screenName, first and last name             | `Guest 3f9a`                         |
 * | `phone`       | phone, mobile                                                 | a same-shape mask (`0529 0471936`)   |
 * | `messageText` | `text` of a message's `data`, of messages and comments        | bullets of the same length           |
 * | `description` | `description` (the report dialog's free text)                 | dropped                              |
 * | `public`      | everything else: still scanned for the values above            | kept, with found values replaced     |
 *
 * Actor names are public (they are on the actor's profile); a `name` is a person's only inside a
 * guest-like object.
 */
export type FieldClass =
  | 'secret'
  | 'payment'
  | 'email'
  | 'personName'
  | 'phone'
  | 'messageText'
  | 'description'
  | 'public';

export function normalizeKey(key: string): string {
  return key.toLowerCase().replace(/[^a-z0-9]/g, '');
}

const SECRET_KEYS = new Set([
  'accesstoken',
  'token',
  'sid',
  'sessionid',
  'password',
  'passwd',
  'pwd',
  'authorization',
  'proxyauthorization',
  'cookie',
  'setcookie',
  'secret',
  'apikey',
  'xsrf',
  'csrf',
  'otp',
  // Credential query parameters read into the pay tour (services/browser/urlCredentials.ts).
  'pwdresetkey',
  'tt',
]);
const SECRET_SUFFIXES = ['token', 'password', 'secret', 'apikey'];
const PAYMENT_KEYS = new Set([
  'pin',
  'cvv',
  'cvc',
  'cvv2',
  'cvc2',
  'securitycode',
  'iban',
  'cardnumber',
  'creditcardnumber',
  'pan',
  'accountnumber',
]);
const EMAIL_KEYS = new Set(['email', 'mail', 'emailaddress', 'signupemail', 'newemail']);
const PERSON_KEYS = new Set([
  'screenname',
  'firstname',
  'lastname',
  'fullname',
  'guestname',
  'username',
  'realname',
  'cardholder',
  'cardholdername',
  'signupname',
  'pwdresetusername',
]);
const PHONE_KEYS = new Set([
  'phone',
  'phonenumber',
  'mobile',
  'mobilenumber',
  'msisdn',
  'tel',
  'telephone',
]);
/** Objects under these keys are people (or hold people's data). */
const PERSON_CONTAINERS = new Set([
  'guest',
  'guests',
  'user',
  'users',
  'account',
  'accounts',
  'customer',
  'profile',
  'sender',
  'recipient',
]);
/** Fields that only a person's record has: an object with one of them is a person. */
const PERSON_MARKERS = ['email', 'isLoggedIn', 'signupEmail', 'screenName'];
/** A `text` inside these is what a guest or an actor wrote. */
const MESSAGE_CONTAINERS = new Set([
  'message',
  'messages',
  'lastmessage',
  'comment',
  'comments',
  'reply',
  'replies',
]);

/** Where a value sits: the keys above it (normalized), and whether its object is a person. */
export interface FieldContext {
  /** The normalized keys from the root of the payload down to the value's object. */
  readonly path: readonly string[];
  /** The object holding the field is a guest (or another person), not an actor or a route. */
  readonly personLike: boolean;
}

/**
 * The context of the fields of `object`, reached through `path` (an array's elements share the
 * array's key: the fields of `messages[3]` are inside `messages`).
 */
export function objectContext(path: readonly string[], object: object): FieldContext {
  const personLike =
    PERSON_CONTAINERS.has(path[path.length - 1] ?? '') ||
    PERSON_MARKERS.some((marker) => marker in object);
  return { path, personLike };
}

/** The class of the field `key` of an object in `context`. */
export function classifyField(key: string, context: FieldContext): FieldClass {
  const normalized = normalizeKey(key);
  if (normalized === 'description') return 'description';
  if (PAYMENT_KEYS.has(normalized)) return 'payment';
  if (SECRET_KEYS.has(normalized) || SECRET_SUFFIXES.some((end) => normalized.endsWith(end)))
    return 'secret';
  if (EMAIL_KEYS.has(normalized) || normalized.endsWith('email')) return 'email';
  if (PHONE_KEYS.has(normalized)) return 'phone';
  if (PERSON_KEYS.has(normalized)) return 'personName';
  if (normalized === 'name' && context.personLike) return 'personName';
  if (normalized === 'text' || normalized === 'body') {
    const parent = context.path[context.path.length - 1];
    if (parent === 'data' || context.path.some((part) => MESSAGE_CONTAINERS.has(part)))
      return 'messageText';
  }
  return 'public';
}
