import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { XSS_URL_VECTORS } from '../../fixtures/xss/vectors.ts';
import { isSafeUrl, localImageUrl, localUrl, safeImageUrl, safeUrl } from './safeUrl.ts';

describe('safeUrl (issue 51, item 10)', () => {
  it.each([
    '/en/daily-bonus/',
    '/media/a.jpg',
    'vxcoin-info',
    'images/a.jpg',
    '?page=2',
    '#top',
    'https://cdn.example/a.jpg',
    'HTTPS://cdn.example/a.jpg',
    'http://127.0.0.1:8080/hls/live.m3u8',
    'http://localhost:8081/VXPAY-V3/',
    'http://[::1]/a',
  ])('takes %s', (url) => {
    expect(isSafeUrl(url)).toBe(true);
    expect(z.safeParse(safeUrl, url).success).toBe(true);
  });

  it.each(XSS_URL_VECTORS.map((vector) => [vector.id, vector.text] as const))(
    'refuses URL vector %i (%j) in every URL schema',
    (_id, url) => {
      expect(isSafeUrl(url)).toBe(false);
      expect(z.safeParse(safeUrl, url).success).toBe(false);
      expect(z.safeParse(localUrl, url).success).toBe(false);
      // Inline images stay possible for pictures (an <img> runs no script), nothing else.
      if (!url.startsWith('data:image/')) {
        expect(z.safeParse(safeImageUrl, url).success).toBe(false);
        expect(z.safeParse(localImageUrl, url).success).toBe(false);
      }
    },
  );

  it('refuses an empty address, padded ones and other hosts over http', () => {
    for (const url of ['', ' /a', '/a ', 'http://10.0.0.1/a', 'http://example.com/a'])
      expect(isSafeUrl(url), url).toBe(false);
  });

  it('keeps local addresses on this origin', () => {
    expect(z.safeParse(localUrl, '/media/a.jpg').success).toBe(true);
    expect(z.safeParse(localUrl, 'https://cdn.example/a.jpg').success).toBe(false);
    expect(z.safeParse(localImageUrl, 'data:image/png;base64,AAAA').success).toBe(true);
  });
});

describe('isSafeUrl on paths from the root (read without the URL parser)', () => {
  /** What the URL parser says of an address that stays on the page's origin. */
  const parsedOnOrigin = (text: string) =>
    new URL(text, 'https://base.invalid/').origin === 'https://base.invalid';

  it.each(['/media/pic/video/1/w640.webp', '/javascript:alert(1)', '/a:b', '/%2F%2Fevil.example/'])(
    'takes %s, which the URL parser keeps on this origin',
    (url) => {
      expect(parsedOnOrigin(url)).toBe(true);
      expect(isSafeUrl(url)).toBe(true);
    },
  );

  it.each(['//evil.example/a', '/\\evil.example/a', '/\tx', '/a\n', ' /a'])(
    'still refuses %j',
    (url) => expect(isSafeUrl(url)).toBe(false),
  );
});
