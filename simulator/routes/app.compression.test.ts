import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SimulatorContext } from '../context.ts';
import { tempDir } from '../testing.ts';
import { registerAppRoutes } from './app.ts';

/** A build as `vite build` leaves it: each text asset with its `.br` and `.gz` copy. */
const SCRIPT = `export const texts = ${JSON.stringify('hello '.repeat(400))};\n`;
const dist = tempDir('simulator-dist-compressed-');
let app: FastifyInstance;

beforeAll(async () => {
  mkdirSync(join(dist.path, 'assets'));
  writeFileSync(join(dist.path, 'index.html'), '<!doctype html><div id="root"></div>');
  const script = join(dist.path, 'assets', 'main-abc123.js');
  writeFileSync(script, SCRIPT);
  writeFileSync(`${script}.br`, brotliCompressSync(SCRIPT));
  writeFileSync(`${script}.gz`, gzipSync(SCRIPT));
  // Only a gzip copy: a brotli-accepting browser gets gzip, not the raw file.
  const style = join(dist.path, 'assets', 'style-abc123.css');
  writeFileSync(style, 'body{}'.repeat(300));
  writeFileSync(`${style}.gz`, gzipSync('body{}'.repeat(300)));
  app = Fastify();
  registerAppRoutes(app, { distDir: dist.path } as SimulatorContext);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  dist.remove();
});

const get = (url: string, acceptEncoding?: string) =>
  app.inject({
    method: 'GET',
    url,
    headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding },
  });

describe('compressed assets', () => {
  it('sends the brotli copy to a browser that accepts br', async () => {
    const response = await get('/assets/main-abc123.js', 'gzip, deflate, br, zstd');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 5);
  });

  it('sends gzip when br is not accepted', async () => {
    const response = await get('/assets/main-abc123.js', 'gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(response.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends the file itself without Accept-Encoding or with an encoding it has no copy of', async () => {
    for (const accept of [undefined, 'identity', 'deflate']) {
      const response = await get('/assets/main-abc123.js', accept);
      expect(response.headers['content-encoding'], String(accept)).toBeUndefined();
      expect(response.body).toBe(SCRIPT);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('falls back to the copy that exists', async () => {
    const response = await get('/assets/style-abc123.css', 'br, gzip');
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.headers['content-type']).toMatch(/text\/css/);
  });
});
