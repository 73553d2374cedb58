import { z } from 'zod';
import { MAX_FRAME_BYTES } from '../../services/realtime/frames.ts';
import type { RealtimeHub } from './hub.ts';

/** Close codes `ws` may send: 1000–1014 except the reserved 1004–1006, and 3000–4999. */
function isSendableCloseCode(code: number): boolean {
  return (
    (code >= 1000 && code <= 1014 && ![1004, 1005, 1006].includes(code)) ||
    (code >= 3000 && code <= 4999)
  );
}

export const MALFORMED_KINDS = [
  'notJson',
  'binary',
  'noType',
  'unknownType',
  'wrongFields',
  'oversize',
] as const;
export type MalformedKind = (typeof MALFORMED_KINDS)[number];

const ms = z
  .number()
  .int()
  .min(0)
  .max(10 * 60_000);

/** The body of `POST /dev/realtime/faults`, and the `fault` of a scenario line. */
export const faultSchema = z.discriminatedUnion('action', [
  z.strictObject({ action: z.literal('drop') }),
  z.strictObject({
    action: z.literal('close'),
    code: z.number().int().refine(isSendableCloseCode, 'not a close code a server may send'),
    reason: z
      .string()
      .refine((reason) => Buffer.byteLength(reason) <= 123, 'at most 123 bytes')
      .optional(),
  }),
  z.strictObject({ action: z.literal('silencePongs'), on: z.boolean() }),
  z.strictObject({ action: z.literal('malformed'), kind: z.enum(MALFORMED_KINDS) }),
  z.strictObject({ action: z.literal('delay'), ms }),
  z.strictObject({ action: z.literal('expireSession') }),
  z.strictObject({ action: z.literal('restart'), downMs: ms }),
]);
export type Fault = z.infer<typeof faultSchema>;

/** The bad frame each malformed kind sends, byte for byte. */
export function malformedFrame(kind: MalformedKind): { data: string | Buffer; binary: boolean } {
  switch (kind) {
    case 'notJson':
      return { data: '{"type":"pong","ttl":', binary: false };
    case 'binary':
      return { data: Buffer.from('{"type":"pong","ttl":60}', 'utf8'), binary: true };
    case 'noType':
      return { data: '{"ttl":60}', binary: false };
    case 'unknownType':
      return { data: '{"type":"noSuchFrame","value":1}', binary: false };
    case 'wrongFields':
      return { data: '{"type":"pong","ttl":"soon"}', binary: false };
    case 'oversize': {
      // A well-formed pong, padded past the limit: only its size is wrong.
      const head = '{"type":"pong","ttl":60,"padding":"';
      const padding = 'x'.repeat(MAX_FRAME_BYTES + 1 - head.length);
      return { data: `${head}${padding}"}`, binary: false };
    }
  }
}

export type FaultResult =
  | { ok: true; action: Fault['action']; sockets: number; [detail: string]: unknown }
  | { ok: false; status: 404 | 409; error: string; message: string };

const noSocket = (action: string): FaultResult => ({
  ok: false,
  status: 409,
  error: 'no_socket',
  message: `The guest has no open realtime socket to ${action}`,
});

/**
 * Applies one fault to a guest's sockets (`restart` to the whole server). Faults that act on
 * sockets answer 409 when the guest has none; switches (`silencePongs`, `delay`) are stored for
 * the guest and also apply to sockets it opens later.
 */
export function applyFault(hub: RealtimeHub, accountId: number | null, fault: Fault): FaultResult {
  if (fault.action === 'restart') {
    const sockets = hub.restart(fault.downMs);
    return { ok: true, action: fault.action, sockets, downMs: fault.downMs };
  }
  if (accountId === null) {
    return {
      ok: false,
      status: 404,
      error: 'no_guest',
      message: 'Name the guest with ?as=<login>',
    };
  }
  const open = hub.socketsOf(accountId);
  switch (fault.action) {
    case 'silencePongs':
      return {
        ok: true,
        action: fault.action,
        sockets: open.length,
        faults: hub.setFaults(accountId, { silencePongs: fault.on }),
      };
    case 'delay':
      return {
        ok: true,
        action: fault.action,
        sockets: open.length,
        faults: hub.setFaults(accountId, { delayMs: fault.ms }),
      };
    case 'drop':
      if (open.length === 0) return noSocket('drop');
      return { ok: true, action: fault.action, sockets: hub.dropGuest(accountId) };
    case 'close':
      if (open.length === 0) return noSocket('close');
      return {
        ok: true,
        action: fault.action,
        sockets: hub.closeGuest(accountId, fault.code, fault.reason ?? ''),
      };
    case 'expireSession':
      if (open.length === 0) return noSocket('expire');
      return {
        ok: true,
        action: fault.action,
        sockets: hub.push(accountId, { type: 'sessionExpired' }),
      };
    case 'malformed': {
      if (open.length === 0) return noSocket('send to');
      const { data, binary } = malformedFrame(fault.kind);
      for (const connection of open) void hub.sendRaw(connection, data, binary);
      return {
        ok: true,
        action: fault.action,
        sockets: open.length,
        kind: fault.kind,
        binary,
        bytes: Buffer.byteLength(data),
        // The frame as sent (binary frames as base64), so a test can compare what arrived.
        payload: typeof data === 'string' ? data : data.toString('base64'),
      };
    }
  }
}
