import * as z from 'zod/mini';

/** Resolves scheme-less addresses; a relative one stays on this made-up origin. */
const BASE = 'https://base.invalid/';
/** `BASE`'s origin, as `new URL(BASE).origin` gives it (nothing is parsed at import). */
const BASE_ORIGIN = 'https://base.invalid';
const SLASH = 0x2f;
const LOOPBACK_HOSTS = new Set(['localhost', '[::1]']);
const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|avif|svg\+xml)[;,]/;

function isLoopback(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(?:\.\d{1,3}){3}$/.test(hostname);
}

/**
 * Whether an address a server gave may go into the page (issue 51, item 10): relative to the
 * page (`/a`, `a/b`, `?q`, `#x`, but not `//host` or `/\host`, which leave the origin), `https:`,
 * or `http:` on loopback (the simulator). Read the way a browser reads it (WHATWG URL: leading
 * blanks, tabs and newlines inside the scheme do not hide `javascript:` from it), so `javascript:`,
 * `data:`, `vbscript:`, `blob:` and every other scheme are refused. An address with a control
 * character or a backslash is refused outright: no server of ours writes one.
 *
 * @example
 * isSafeUrl('/media/a.jpg'); // true
 * isSafeUrl(' JaVa\tScRiPt:alert(1)'); // false
 */
export function isSafeUrl(text: string): boolean {
  // eslint-disable-next-line no-control-regex -- control characters are what is refused
  if (text === '' || /[\u0000-\u001f\u007f\\]/.test(text) || text.trim() !== text) return false;
  // Scheme-relative: another host, over whatever scheme the page has.
  if (text.startsWith('//')) return false;
  // A path from the root (`/media/…`, most pictures of a reply) stays on the page's origin and
  // names no scheme: what the URL parser below would say, without parsing 90 URLs a page.
  if (text.charCodeAt(0) === SLASH) return true;
  let url: URL;
  try {
    url = new URL(text, BASE);
  } catch {
    return false;
  }
  if (url.origin === BASE_ORIGIN) return !/^[a-z][a-z0-9+.-]*:/i.test(text);
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && isLoopback(url.hostname);
}

/**
 * The one refinement of every URL field at the service edge: a reply whose address is not
 * {@link isSafeUrl} is refused as `invalid_reply`, like any reply of the wrong shape.
 *
 * @example
 * const teaser = z.object({ linkUrl: safeUrl });
 */
export const safeUrl = z.string().check(z.refine(isSafeUrl, 'is not a safe URL'));

/**
 * {@link safeUrl} for a picture shown by `<img>` only (it never navigates, and an image runs no
 * script): an inline raster or SVG image is taken too, as the simulator draws some.
 */
export const safeImageUrl = z
  .string()
  .check(z.refine((url) => isSafeUrl(url) || INLINE_IMAGE.test(url), 'is not a safe image URL'));

/** {@link safeUrl} that stays on this origin: a path (`/media/a.jpg`), never another host. */
export const localUrl = z
  .string()
  .check(
    z.refine(
      (url) => isSafeUrl(url) && url.startsWith('/') && !url.startsWith('//'),
      'is not local',
    ),
  );

/** {@link localUrl} or an inline image: the media the simulator serves or draws. */
export const localImageUrl = z
  .string()
  .check(
    z.refine(
      (url) => (isSafeUrl(url) && url.startsWith('/')) || INLINE_IMAGE.test(url),
      'is not a local picture',
    ),
  );
