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
 * | `phone`       | phone, mobile, the pin call's number                          | a same-shape mask (`0529 0471936`)   |
 * | `personal`    | zip, city, bonus and promo codes                              | a same-shape mask (`10115` → `38402`) |
 * | `messageText` | `text` of a message's `data`, of messages, comments, chat     | bullets of the same length           |
 * |               | lines; an actor note; by event type (below)                   |                                      |
 * | `description` | `description` (the report dialog's free text)                 | dropped                              |
 * | `public`      | everything else: still scanned for the values above            | kept, with found values replaced     |
 *
 * Actor names are public (they are on the actor's profile); a `name` is a person's only inside a
 * guest-like object. Keys too generic to class alone (`text`, `comment`, `number`, `code`) are
 * classed by the event, frame or service call that carries them (`BY_EVENT_TYPE`, issue 51 §9).
 */
export type FieldClass =
  | 'secret'
  | 'payment'
  | 'email'
  | 'personName'
  | 'phone'
  | 'personal'
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
  'nickname',
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
/** A guest's own data that is not a name or a number to call: kept in shape, masked. */
const PERSONAL_KEYS = new Set([
  'zip',
  'zipcode',
  'postcode',
  'postalcode',
  'city',
  'bonuscode',
  'promocode',
  'vouchercode',
  // The pay tour's promo code parameter (machines/payTour/payTour.plan.ts).
  'pc',
]);
/** What the guest wrote to someone (a message's text is found by its container, below). */
const MESSAGE_KEYS = new Set(['note']);

/**
 * Fields classed by the `type` of the event or frame that holds them, or by the service call
 * whose output they are (an `io` record's source): what the guest wrote in a comment, a chat
 * line or a note, the number of a pin call, a bonus code. Each entry is the real shape of its
 * event (`machines/…`), kept in step by `redact.canaries.test.ts`.
 */
const BY_EVENT_TYPE: Readonly<Record<string, Readonly<Record<string, FieldClass>>>> = {
  // A feed post's comment (machines/feed/feed.events.ts), the action it queues (`kind`), and an
  // album's comment with what the gallery stored (albumComments.machine.ts).
  'ui.comment': { text: 'messageText' },
  comment: { text: 'messageText' },
  // A live-chat line, its frame to the server and the server's echo (machines/liveChat).
  'ui.chatSend': { text: 'messageText' },
  sendLiveChatMessage: { text: 'messageText' },
  'push.liveChatMessage': { text: 'messageText' },
  // The guest's note on an actor, and what the service stored (machines/actorProfile).
  'actorProfile.saveNote': { comment: 'messageText' },
  'actorProfile.storeNote': { comment: 'messageText' },
  // The number a pin call goes to (machines/pinCall).
  'ui.pinStart': { number: 'phone' },
  // A bonus code (machines/bonusCode).
  'ui.submit': { code: 'personal' },
};

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
  // A live chat's lines (machines/liveChat: `lines[].text`).
  'lines',
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
  /** The `type` of the object holding the field (an event, a frame), or the service call's source. */
  readonly eventType: string | null;
}

/**
 * The context of the fields of `object`, reached through `path` (an array's elements share the
 * array's key: the fields of `messages[3]` are inside `messages`).
 */
export function objectContext(
  path: readonly string[],
  object: object,
  source: string | null = null,
): FieldContext {
  const personLike =
    PERSON_CONTAINERS.has(path[path.length - 1] ?? '') ||
    PERSON_MARKERS.some((marker) => marker in object);
  // An event's or a frame's `type`, or the `kind` of a queued action (the feed's).
  const { type, kind } = object as { type?: unknown; kind?: unknown };
  const named = typeof type === 'string' ? type : typeof kind === 'string' ? kind : null;
  return { path, personLike, eventType: source ?? named };
}

/** The class of the field `key` of an object in `context`. */
export function classifyField(key: string, context: FieldContext): FieldClass {
  const byType = context.eventType === null ? undefined : BY_EVENT_TYPE[context.eventType]?.[key];
  if (byType) return byType;
  const normalized = normalizeKey(key);
  if (normalized === 'description') return 'description';
  if (PAYMENT_KEYS.has(normalized)) return 'payment';
  if (SECRET_KEYS.has(normalized) || SECRET_SUFFIXES.some((end) => normalized.endsWith(end)))
    return 'secret';
  if (EMAIL_KEYS.has(normalized) || normalized.endsWith('email')) return 'email';
  if (PHONE_KEYS.has(normalized)) return 'phone';
  if (PERSON_KEYS.has(normalized)) return 'personName';
  if (PERSONAL_KEYS.has(normalized)) return 'personal';
  if (MESSAGE_KEYS.has(normalized)) return 'messageText';
  if (normalized === 'name' && context.personLike) return 'personName';
  if (normalized === 'text' || normalized === 'body') {
    const parent = context.path[context.path.length - 1];
    if (parent === 'data' || context.path.some((part) => MESSAGE_CONTAINERS.has(part)))
      return 'messageText';
  }
  return 'public';
}
