import * as z from 'zod/mini';

/**
 * The support console and the sandboxed replay frame talk over `postMessage` (issue 23 §3):
 * the console hands the frame a report's text, the frame answers what it made of it. Every
 * message carries the channel, a random value the console wrote into the frame's document, and
 * each side takes a message only from the other's window and origin, in this exact shape.
 */
const channel = z.string().check(z.regex(/^[0-9a-f]{32}$/));

const toFrameSchema = z.strictObject({
  channel,
  kind: z.literal('open'),
  name: z.string().check(z.maxLength(400)),
  text: z.string(),
});
export type ToFrame = z.infer<typeof toFrameSchema>;

const fromFrameSchema = z.discriminatedUnion('kind', [
  /** The frame listens: the console may send the log. */
  z.strictObject({ channel, kind: z.literal('ready') }),
  /** The log cannot be replayed: its line (null: not one line) and why. */
  z.strictObject({
    channel,
    kind: z.literal('refused'),
    line: z.nullable(z.int().check(z.positive())),
    reason: z.string().check(z.maxLength(2000)),
  }),
  /** The viewer is on screen (the rest of a long log may still be replaying). */
  z.strictObject({ channel, kind: z.literal('opened'), records: z.int().check(z.nonnegative()) }),
  /** Every record replayed and every checkpoint checked. */
  z.strictObject({ channel, kind: z.literal('replayed'), verified: z.boolean() }),
  /** The frame's content is this tall: the console sizes the frame to it. */
  z.strictObject({
    channel,
    kind: z.literal('height'),
    px: z.number().check(z.gte(0), z.lte(1e6)),
  }),
  /** Something broke in the frame; the console stays up and says so. */
  z.strictObject({
    channel,
    kind: z.literal('failed'),
    reason: z.string().check(z.maxLength(2000)),
  }),
]);
export type FromFrame = z.infer<typeof fromFrameSchema>;
/** What the frame says, without the channel (the frame's side adds it). */
export type FrameReport = FromFrame extends infer M
  ? M extends FromFrame
    ? Omit<M, 'channel'>
    : never
  : never;

/** What the check needs of a `message` event. */
export interface MessageLike {
  source: unknown;
  origin: string;
  data: unknown;
}

/** A new channel: 128 random bits as hex. */
export function newChannel(random: (bytes: Uint8Array) => Uint8Array): string {
  return [...random(new Uint8Array(16))].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * The console's check of a message from the frame: from the frame's window, from an opaque
 * origin (a sandboxed document without `allow-same-origin` posts as `'null'`: a message of the
 * console's own origin is not the frame's), on this channel, in a known shape. null otherwise.
 *
 * @example
 * acceptFromFrame(event, iframe.contentWindow, channel); // { kind: 'ready', channel } or null
 */
export const acceptFromFrame = (event: MessageLike, frame: unknown, expected: string) =>
  acceptFromOpaque(fromFrameSchema, event, frame, expected);

/**
 * The frame's check of a message from the console: from its parent window, from the console's
 * origin (written into the frame's document by the console), on this channel, in a known shape.
 *
 * @example
 * acceptFromParent(event, window.parent, 'http://127.0.0.1:8080', channel); // { kind: 'open', … } or null
 */
export function acceptFromParent(
  event: MessageLike,
  parent: unknown,
  parentOrigin: string,
  expected: string,
): ToFrame | null {
  if (event.source !== parent || event.origin !== parentOrigin || parentOrigin === 'null')
    return null;
  const parsed = toFrameSchema.safeParse(event.data);
  return parsed.success && parsed.data.channel === expected ? parsed.data : null;
}

/**
 * The replay frame shows the replayed app in a frame of its own, at the guest's viewport width
 * (the app's media queries apply as they did for the guest). Sandbox flags are inherited, so
 * that frame has an opaque origin of its own too: it gets the same log, replays it itself, and
 * is told which record to show. Both sides post as `'null'`: the window and the channel decide.
 */
const toViewSchema = z.discriminatedUnion('kind', [
  toFrameSchema,
  z.strictObject({
    channel,
    kind: z.literal('at'),
    position: z.int().check(z.nonnegative()),
    scrollY: z.number().check(z.gte(0), z.lte(1e7)),
  }),
]);
export type ToView = z.infer<typeof toViewSchema>;

const fromViewSchema = z.discriminatedUnion('kind', [
  z.strictObject({ channel, kind: z.literal('ready') }),
  /** The replayed views sent an event (the replay is read-only: it is shown, not sent). */
  z.strictObject({
    channel,
    kind: z.literal('sent'),
    to: z.string().check(z.maxLength(200)),
    type: z.string().check(z.maxLength(200)),
  }),
  /** A link in the replayed views was followed (it is not). */
  z.strictObject({
    channel,
    kind: z.literal('navigate'),
    href: z.string().check(z.maxLength(2000)),
  }),
]);
export type FromView = z.infer<typeof fromViewSchema>;

/** A message from `source` on an opaque origin, on the `expected` channel, in `schema`'s shape. */
function acceptFromOpaque<T>(
  schema: z.ZodMiniType<T>,
  event: MessageLike,
  source: unknown,
  expected: string,
): T | null {
  if (source === null || event.source !== source || event.origin !== 'null') return null;
  const parsed = schema.safeParse(event.data);
  return parsed.success && (parsed.data as { channel: string }).channel === expected
    ? parsed.data
    : null;
}

/** The replay frame's check of a message from its app view frame. */
export const acceptFromView = (event: MessageLike, frame: unknown, expected: string) =>
  acceptFromOpaque(fromViewSchema, event, frame, expected);

/** The app view frame's check of a message from the replay frame (its parent). */
export const acceptFromReplayer = (event: MessageLike, parent: unknown, expected: string) =>
  acceptFromOpaque(toViewSchema, event, parent, expected);

/**
 * The app view frame is a page of its own (`/support/replayer/?view=1`) that another site could
 * frame and feed a log, to show our app's views as it likes on our address. No `frame-ancestors`
 * can keep it to the console (its parent, the sandboxed replay frame, has an opaque origin, which
 * no source matches, `*` included), so the view asks the console to vouch for it before it listens:
 * it posts `vouch` to its top window with the target origin its own URL's, which the browser
 * delivers only when the top window is a page of that origin; the console answers `vouched` only
 * to a frame inside its own replay frame. A view that gets no `vouched` from its top window, from
 * that origin, on its channel, says nothing and takes nothing.
 */
const vouchSchema = z.strictObject({ channel, kind: z.literal('vouch') });
const vouchedSchema = z.strictObject({ channel, kind: z.literal('vouched') });
export type Vouch = z.infer<typeof vouchSchema>;
export type Vouched = z.infer<typeof vouchedSchema>;

/** What the console needs of its replay frame's window: its child frames (the app view). */
export interface FramesLike {
  readonly length: number;
  readonly [index: number]: unknown;
}

/**
 * The console's check of a view's `vouch`: from a child frame of its replay frame's window
 * (`replayFrame`), from an opaque origin, in this exact shape. The view's channel, or null.
 *
 * @example
 * acceptVouchRequest(event, iframe.contentWindow); // 'ab12…' (the view's channel) or null
 */
export function acceptVouchRequest(
  event: MessageLike,
  replayFrame: FramesLike | null,
): string | null {
  if (replayFrame === null || event.source === null || event.origin !== 'null') return null;
  let child = false;
  for (let i = 0; i < replayFrame.length && !child; i += 1) child = replayFrame[i] === event.source;
  if (!child) return null;
  const parsed = vouchSchema.safeParse(event.data);
  return parsed.success ? parsed.data.channel : null;
}

/**
 * The view's check of the console's answer: from its top window, from its own URL's origin (the
 * console's; never `'null'`), on its channel.
 *
 * @example
 * acceptVouched(event, window.top, window.location.origin, channel); // true or false
 */
export function acceptVouched(
  event: MessageLike,
  top: unknown,
  ownOrigin: string,
  expected: string,
): boolean {
  if (top === null || event.source !== top || event.origin !== ownOrigin || ownOrigin === 'null')
    return false;
  const parsed = vouchedSchema.safeParse(event.data);
  return parsed.success && parsed.data.channel === expected;
}
