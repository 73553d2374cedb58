import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { RawData } from 'ws';
import {
  CLOSE_PROTOCOL_ERROR,
  CLOSE_TOKEN_INVALID,
  MAX_FRAME_BYTES,
  clientFrameSchema,
  isClientFrameType,
  type ClientFrame,
} from '../../services/realtime/frames.ts';
import { resolveCaller } from '../auth.ts';
import { SocketsPerAddress } from '../socketCap.ts';
import { ackSessionFor, answerFrame, type AnswerEnv } from './answers.ts';
import type { Connection } from './hub.ts';

/** Where the realtime socket lives on the app port (the runtime config's `realtimeUrl`). */
const REALTIME_PATH = '/realtime';
/** Closing code of a socket that did not authenticate in time (the app reconnects after it). */
const CLOSE_AUTH_TIMEOUT = 4408;
/** Closing code when answering a frame failed inside the simulator. */
const CLOSE_INTERNAL_ERROR = 1011;

type DecodedFrame = { ok: true; frame: ClientFrame } | { ok: false; reason: string };

function bytesOf(raw: RawData): Buffer {
  if (Buffer.isBuffer(raw)) return raw;
  if (Array.isArray(raw)) return Buffer.concat(raw);
  return Buffer.from(raw);
}

/**
 * Decodes one client frame: a text frame of at most 64 KB holding a JSON object whose `type` is a
 * client frame type and whose fields match the contract exactly. Anything else is a protocol
 * error, with a reason for the close frame.
 */
function decodeClientFrame(raw: RawData, isBinary: boolean): DecodedFrame {
  if (isBinary) return { ok: false, reason: 'binary frame' };
  const bytes = bytesOf(raw);
  if (bytes.length > MAX_FRAME_BYTES) return { ok: false, reason: 'frame too large' };
  let value: unknown;
  try {
    value = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { ok: false, reason: 'not a JSON object' };
  }
  const type: unknown = (value as { type?: unknown }).type;
  if (typeof type !== 'string') return { ok: false, reason: 'no type' };
  if (!isClientFrameType(type)) return { ok: false, reason: `unknown type ${type}` };
  const parsed = clientFrameSchema(type).safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'frame';
    return { ok: false, reason: `invalid ${type}: ${where} ${issue?.message ?? ''}`.trim() };
  }
  return { ok: true, frame: parsed.data as ClientFrame };
}

/**
 * The socket at `/realtime`: the first frame must be a `requestSession` of a logged-in guest,
 * every later frame must carry the same token and guest id, and every frame must be valid.
 * During a simulated restart upgrades are refused with 503; plain GETs get 426.
 */
export function registerRealtimeSocket(
  app: FastifyInstance,
  env: AnswerEnv & {
    log: FastifyBaseLogger;
    /** A socket that has not sent a valid `requestSession` this soon is closed (4408). */
    authDeadlineMs: number;
    /** Production: at most this many sockets per address (socketCap.ts); null: no limit. */
    socketsPerAddress: number | null;
  },
): void {
  const { hub, store } = env;
  const cap = env.socketsPerAddress === null ? null : new SocketsPerAddress(env.socketsPerAddress);

  const onFrame = (connection: Connection, raw: RawData, isBinary: boolean) => {
    if (hub.isClosed || connection.socket.readyState !== connection.socket.OPEN) return;
    const decoded = decodeClientFrame(raw, isBinary);
    if (!decoded.ok) return hub.closeSocket(connection, CLOSE_PROTOCOL_ERROR, decoded.reason);
    const frame = decoded.frame;
    const guest = connection.guest;

    if (!guest) {
      if (frame.type !== 'requestSession') {
        return hub.closeSocket(connection, CLOSE_TOKEN_INVALID, 'requestSession expected');
      }
      const caller = resolveCaller(store, frame.accessToken);
      if (caller.kind !== 'guest' || caller.account.id !== frame.guestId) {
        return hub.closeSocket(connection, CLOSE_TOKEN_INVALID, 'access token not valid');
      }
      const accepted = {
        accountId: caller.account.id,
        login: caller.account.login,
        accessToken: frame.accessToken,
      };
      hub.authenticate(connection, accepted);
      hub.countFrameIn(accepted.accountId);
      void hub.send(connection, ackSessionFor(env, accepted));
      return;
    }

    if (frame.accessToken !== guest.accessToken || frame.guestId !== guest.accountId) {
      return hub.closeSocket(connection, CLOSE_TOKEN_INVALID, 'access token or guest changed');
    }
    if (store.sessions.findByToken(guest.accessToken)?.accountId !== guest.accountId) {
      return hub.closeSocket(connection, CLOSE_TOKEN_INVALID, 'session ended');
    }
    hub.countFrameIn(guest.accountId);
    answerFrame(env, connection, guest, frame);
  };

  app.route({
    method: 'GET',
    url: REALTIME_PATH,
    onRequest: async (request, reply) => {
      if (request.ws && hub.isDown()) {
        const seconds = Math.max(1, Math.ceil(hub.downForMs() / 1000));
        return reply.code(503).header('retry-after', String(seconds)).send({ error: 'restarting' });
      }
      return undefined;
    },
    handler: async (_request, reply) =>
      reply.code(426).header('upgrade', 'websocket').send({ error: 'upgrade_required' }),
    wsHandler: (socket, request) => {
      if (cap && !cap.admit(socket, request.ip)) return;
      const connection = hub.open(socket);
      // An idle socket that never says who it is holds a descriptor for nothing: it is closed.
      const deadline = setTimeout(() => {
        if (!connection.guest) hub.closeSocket(connection, CLOSE_AUTH_TIMEOUT, 'no requestSession');
      }, env.authDeadlineMs);
      socket.once('close', () => clearTimeout(deadline));
      socket.on('message', (raw, isBinary) => {
        try {
          onFrame(connection, raw, isBinary);
        } catch (error) {
          env.log.error({ err: error }, 'realtime frame failed');
          hub.closeSocket(connection, CLOSE_INTERNAL_ERROR, 'internal error');
        }
      });
      socket.on('close', () => hub.forget(connection));
    },
  });
}
