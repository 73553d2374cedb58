import * as z from 'zod/mini';
import { postCountersSchema, postPublishedSchema } from '../../services/graphql/subscriptions.ts';
import { CHECKOUT_ERRORS } from '../../services/payment/checkout.ts';
import { decodeMessage } from '../../services/payment/protocol.ts';
import { decodeFrame } from '../../services/realtime/decoder.ts';
import type { EventLog, LoggedEvent } from '../engine/log/records.ts';

/** Why one push of a report was refused: its line in the file (the header is line 1). */
export interface PushRefusal {
  line: number;
  seq: number;
  source: string;
  type: string;
  reason: string;
}

/** null: the fact is one the live service could have emitted; else why not. */
type Check = (event: LoggedEvent) => string | null;

const issueOf = (error: { issues: readonly { path: PropertyKey[]; message: string }[] }) => {
  const issue = error.issues[0];
  const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : '';
  return `${where}${issue?.message ?? 'invalid'}`;
};

const schemaCheck =
  (schema: z.ZodMiniType): Check =>
  (event) => {
    const parsed = schema.safeParse(event);
    return parsed.success ? null : issueOf(parsed.error);
  };

/**
 * The socket's facts (services/realtime/socket.ts): its open and close, and `push.<frame>`, each
 * the fields of a server frame that `decodeFrame` accepted. The frame is put together again and
 * goes through that same decoder (contract schema, size limit, no unknown fields).
 */
const socketFacts: Record<string, Check> = {
  'socket.opened': schemaCheck(z.strictObject({ type: z.literal('socket.opened') })),
  'socket.closed': schemaCheck(
    z.strictObject({
      type: z.literal('socket.closed'),
      code: z.int(),
      reason: z.string().check(z.maxLength(1024)),
      jitter: z.number().check(z.gte(0), z.lte(1)),
    }),
  ),
};
const checkSocket: Check = (event) => {
  const own = socketFacts[event.type];
  if (own) return own(event);
  if (!event.type.startsWith('push.')) return 'not a fact of the realtime socket';
  const frame = { ...event, type: event.type.slice('push.'.length) };
  const decoded = decodeFrame(JSON.stringify(frame));
  return decoded.ok ? null : `frame ${decoded.frameType}: ${decoded.reason}`;
};

const payData = z.nullable(z.record(z.string(), z.unknown()));
/**
 * The pay bridge's facts (services/payment/bridge.ts): each is turned back into the payment
 * client's message and decoded by the live `decodeMessage`, which must give the same type.
 */
const payMessages: Record<string, { schema: z.ZodMiniType; message: (event: never) => string }> = {
  'pay.contentLoaded': {
    schema: z.strictObject({ type: z.string(), via: z.enum(['iframe', 'tab']) }),
    message: () => 'modalbox-content-loaded',
  },
  'pay.iframeReady': { schema: bare(), message: () => 'modalbox-iframe-ready' },
  'pay.viewReady': { schema: bare(), message: () => 'modalbox-view-ready' },
  'pay.signup': { schema: bare(), message: () => 'modalbox-signup' },
  'pay.countdownFinished': { schema: bare(), message: () => 'modalbox-countdownfinished' },
  'pay.popupBlocked': { schema: bare(), message: () => '' },
  'pay.tabOpened': { schema: bare(), message: () => '' },
  'pay.transferToken': {
    schema: z.strictObject({ type: z.string(), token: z.string() }),
    message: (event: { token: string }) => `transfer_token:${event.token}`,
  },
  'pay.redirect': {
    schema: z.strictObject({ type: z.string(), url: z.string() }),
    message: (event: { url: string }) => `redirect:${event.url}`,
  },
  'pay.success': {
    schema: z.strictObject({ type: z.string(), data: payData }),
    message: (event: { data: unknown }) =>
      JSON.stringify({ type: 'modalbox-success', data: event.data }),
  },
  'pay.closed': {
    schema: z.strictObject({ type: z.string(), data: payData }),
    message: (event: { data: unknown }) =>
      JSON.stringify({ type: 'modalbox-iframe-close', data: event.data }),
  },
  'pay.hook': {
    schema: z.strictObject({
      type: z.string(),
      hook: z.string(),
      data: z.record(z.string(), z.unknown()),
    }),
    message: (event: { hook: string; data: Record<string, unknown> }) =>
      JSON.stringify({ type: 'modalbox-hook', data: { ...event.data, hook: event.hook } }),
  },
  'pay.scrollTo': {
    schema: z.strictObject({ type: z.string(), top: z.number() }),
    message: (event: { top: number }) =>
      JSON.stringify({ type: 'modalbox-scrollto', data: { top: event.top } }),
  },
  'pay.loggedOut': {
    schema: z.strictObject({ type: z.string(), data: z.unknown() }),
    message: (event: { data: unknown }) =>
      JSON.stringify({ type: 'modalbox-logout', data: event.data }),
  },
};
function bare() {
  return z.strictObject({ type: z.string() });
}
const checkBridge: Check = (event) => {
  const known = payMessages[event.type];
  if (!known) return 'not a fact of the pay bridge';
  const parsed = known.schema.safeParse(event);
  if (!parsed.success) return issueOf(parsed.error);
  const message = known.message(event as never);
  // The bridge's own facts (a blocked pop-up, a tab) have no message of the payment client.
  if (message === '') return null;
  const decoded = decodeMessage(message);
  if (!decoded.ok) return `the payment client's message is refused (${decoded.kind})`;
  return decoded.message.type === event.type ? null : `decodes as ${decoded.message.type}`;
};

const checkoutFact = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('checkout.link'), id: z.string(), url: z.string() }),
  z.strictObject({ type: z.literal('checkout.invalidLink'), id: z.string() }),
  z.strictObject({
    type: z.literal('checkout.rejected'),
    id: z.string(),
    message: z.enum(Object.values(CHECKOUT_ERRORS)),
    origin: z.string(),
  }),
]);

/**
 * A GraphQL subscription's facts (services/graphql/subscriptions.ts): the connection's state under
 * `push.<prefix>.*`, and each event as its schema parsed it (which drops unknown fields, so a
 * field the schema does not know is not one the live service emitted).
 */
function subscriptionCheck(prefix: string, event: string, schema: z.ZodMiniType): Check {
  const lifecycle: Record<string, z.ZodMiniType> = {
    [`push.${prefix}.connecting`]: z.strictObject({ type: z.string(), retry: z.boolean() }),
    [`push.${prefix}.connected`]: bare(),
    [`push.${prefix}.completed`]: bare(),
    [`push.${prefix}.closed`]: z.strictObject({
      type: z.string(),
      code: z.number(),
      reason: z.string(),
    }),
    [`push.${prefix}.error`]: z.strictObject({
      type: z.string(),
      code: z.string(),
      message: z.string(),
    }),
  };
  return (fact) => {
    const own = lifecycle[fact.type];
    if (own) return schemaCheck(own)(fact);
    if (fact.type !== `push.${event}`) return `not a fact of the ${prefix} subscription`;
    const { type: _type, ...fields } = fact;
    const parsed = schema.safeParse(fields);
    if (!parsed.success) return issueOf(parsed.error);
    const extra = Object.keys(fields).filter((key) => !Object.hasOwn(parsed.data as object, key));
    return extra.length > 0 ? `unknown field ${extra[0]!}` : null;
  };
}

/** The stream sources of the app (src/engine/system.ts, features/payTour.ts, features/feedLive.ts). */
const SOURCES: Record<string, Check> = {
  'realtime.socket': checkSocket,
  'payTour.bridge': checkBridge,
  'payTour.checkout': schemaCheck(checkoutFact),
  'feed.live': subscriptionCheck('feedLive', 'postUpdated', postCountersSchema),
  'feed.news': subscriptionCheck('feedNews', 'postPublished', postPublishedSchema),
};

/**
 * Checks every push of a report again, with the schemas and decoders the live services use,
 * before it is replayed: a report is written by whoever sent it, and a push the live client
 * would never have let through must not reach the machines in support's replay either. Never
 * throws; the first push refused comes back with its line.
 *
 * @example
 * validatePushes(decodeLog(text)); // null, or { line: 17, seq: 15, source: 'realtime.socket', … }
 */
export function validatePushes(log: EventLog): PushRefusal | null {
  for (const [index, record] of log.records.entries()) {
    if (record.kind !== 'push') continue;
    const refuse = (reason: string): PushRefusal => ({
      line: index + 2,
      seq: record.seq,
      source: record.source,
      type: record.event.type,
      reason,
    });
    const check = Object.hasOwn(SOURCES, record.source) ? SOURCES[record.source] : undefined;
    if (!check) return refuse(`unknown push source '${record.source.slice(0, 64)}'`);
    let reason: string | null;
    try {
      reason = check(record.event);
    } catch (error) {
      reason = error instanceof Error ? error.message : 'invalid';
    }
    if (reason !== null) return refuse(reason);
  }
  return null;
}
