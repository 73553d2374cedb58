import { describe, expect, it, vi } from 'vitest';
import { XSS_URL_VECTORS } from '../../fixtures/xss/vectors.ts';
import { ServiceError } from '../http/serviceError.ts';
import { decodeFrame } from '../realtime/decoder.ts';
import { validExemplar } from './exemplar.ts';
import { capturedSchema } from './schemaCapture.ts';
import { SERVICE_CALLS } from './serviceCalls.ts';

// The real request helpers, noting each request's reply schema (schemaCapture.ts).
vi.mock('../http/rest.ts', async (real) =>
  (await import('./schemaCapture.ts')).captureRest(await real()),
);
vi.mock('../graphql/client.ts', async (real) =>
  (await import('./schemaCapture.ts')).captureGraphql(await real()),
);

/** The names of the fields that hold an address (a link, a picture, a stream, a redirect). */
const URL_FIELD =
  /(?:url|href|link|linkvx|src|poster|avatar|image|imagepath|backgroundimage|redirect|^w\d+)$/i;
/** Fields whose names look like an address but hold none. */
const NOT_URLS = new Set(['srcSet']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
type Path = (string | number)[];

/** The paths of the string fields of `value` that hold an address, by the field's name. */
function urlFieldsOf(value: Json, path: Path = [], key = ''): Path[] {
  if (typeof value === 'string') return URL_FIELD.test(key) && !NOT_URLS.has(key) ? [path] : [];
  if (value === null || typeof value !== 'object') return [];
  if (Array.isArray(value)) return value.flatMap((item, i) => urlFieldsOf(item, [...path, i], key));
  return Object.entries(value).flatMap(([k, v]) => urlFieldsOf(v, [...path, k], k));
}

/** `value` with the string at `path` replaced; unchanged when it has none there (another request). */
function withValue(value: Json, path: Path, replacement: string): Json {
  const copy = structuredClone(value);
  let node: Json = copy;
  for (const step of path.slice(0, -1)) {
    if (node === null || typeof node !== 'object') return value;
    node = (node as Record<string | number, Json>)[step] ?? null;
  }
  const last = path[path.length - 1]!;
  if (node === null || typeof node !== 'object') return value;
  const parent = node as Record<string | number, Json>;
  if (typeof parent[last] !== 'string') return value;
  parent[last] = replacement;
  return copy;
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });

/**
 * A fetch that answers with the valid reply of the schema of the request being made, handed to
 * `change` first; it notes each reply it gave.
 */
function answering(change: (valid: Json) => Json, replies: Json[]): typeof fetch {
  return () => {
    const { current, protocol } = capturedSchema;
    const valid = (current ? validExemplar(current) : undefined) as Json | undefined;
    const reply = change(valid ?? null);
    replies.push(reply);
    return Promise.resolve(json(protocol === 'graphql' ? { data: reply } : reply));
  };
}

async function outcomeOf(call: Promise<unknown>): Promise<string> {
  try {
    await call;
    return 'ok';
  } catch (error) {
    return error instanceof ServiceError ? error.code : `crash: ${String(error)}`;
  }
}

const HOSTILE = XSS_URL_VECTORS.map((vector) => vector.text);
/**
 * Picture fields may hold an inline image (`safeImageUrl`: an `<img>` runs no script, and the
 * simulator draws some); `safeUrl.test.ts` holds every other schema to refusing them.
 */
const HOSTILE_AT_EDGE = HOSTILE.filter((url) => !url.startsWith('data:image/'));

describe('every URL field at the service edge is a safeUrl (issue 51, item 10)', () => {
  it.each(SERVICE_CALLS.map((entry) => [entry.name, entry] as const))(
    '%s refuses a reply with a javascript:, data: or foreign address in any URL field',
    async (_name, entry) => {
      const replies: Json[] = [];
      expect(await outcomeOf(entry.call(answering((valid) => valid, replies)))).toBe('ok');
      const fields = replies.flatMap((reply) => urlFieldsOf(reply));
      for (const path of fields) {
        for (const vector of HOSTILE_AT_EDGE) {
          const outcome = await outcomeOf(
            entry.call(answering((valid) => withValue(valid, path, vector), [])),
          );
          expect(outcome, `${path.join('.')} = ${JSON.stringify(vector)}`).toBe('invalid_reply');
        }
      }
    },
  );

  it('the realtime frames refuse them too (a notification link, pictures, a chat stream)', () => {
    const frames = [
      (url: string) => ({
        type: 'notification',
        notification: {
          id: 1,
          type: 1,
          unread: true,
          unseen: true,
          created: '2026-01-02T03:04:05+00:00',
          title: 't',
          text: 'x',
          link: url,
        },
      }),
      (url: string) => ({
        type: 'liveChatStarted',
        chatId: 'c',
        clientChatId: '1:1',
        actorId: 1,
        chatType: 'LIVECHAT',
        pricePerMinute: null,
        streamUrl: url,
      }),
    ];
    for (const frame of frames) {
      const safe = decodeFrame(JSON.stringify(frame('/hls/live.m3u8')));
      expect(safe.ok, JSON.stringify(safe)).toBe(true);
      for (const vector of HOSTILE)
        expect(decodeFrame(JSON.stringify(frame(vector))).ok, vector).toBe(false);
    }
  });
});
