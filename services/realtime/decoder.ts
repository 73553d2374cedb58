import '../http/zodMessages.ts';
import {
  isServerFrameType,
  MAX_FRAME_BYTES,
  serverFrameSchema,
  type ServerFrame,
} from './frames.ts';

export type DecodeResult =
  { ok: true; frame: ServerFrame } | { ok: false; frameType: string; reason: string };

const encoder = new TextEncoder();

/**
 * Decodes one inbound WebSocket frame against the contract. Never throws: anything that is not a
 * text frame holding one valid JSON object of a known type comes back as a rejection naming the
 * frame type (or a bracketed kind of garbage) and the reason.
 *
 * @example
 * decodeFrame('{"type":"pong","ttl":60}'); // { ok: true, frame: { type: 'pong', ttl: 60 } }
 * decodeFrame('{"type":"pong"}'); // { ok: false, frameType: 'pong', reason: 'ttl: …' }
 */
export function decodeFrame(data: unknown): DecodeResult {
  if (typeof data !== 'string')
    return {
      ok: false,
      frameType: '(binary)',
      reason: 'binary frames are not part of the contract',
    };
  // A string of n UTF-16 units is at most 3n UTF-8 bytes: only measure when it could be too big.
  if (data.length * 3 > MAX_FRAME_BYTES && encoder.encode(data).length > MAX_FRAME_BYTES) {
    return { ok: false, frameType: '(oversize)', reason: `frame over ${MAX_FRAME_BYTES} bytes` };
  }
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { ok: false, frameType: '(not json)', reason: 'not valid JSON' };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    return { ok: false, frameType: '(not an object)', reason: 'a frame is one JSON object' };
  const type = (value as { type?: unknown }).type;
  if (typeof type !== 'string')
    return { ok: false, frameType: '(no type)', reason: 'no string type' };
  if (!isServerFrameType(type))
    return { ok: false, frameType: type.slice(0, 64) || '(empty type)', reason: 'unknown type' };
  const parsed = serverFrameSchema(type).safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      ok: false,
      frameType: type,
      reason: `${issue?.path.join('.') || 'frame'}: ${issue?.message ?? 'invalid'}`,
    };
  }
  return { ok: true, frame: parsed.data };
}
