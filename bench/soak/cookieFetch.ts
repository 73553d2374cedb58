/**
 * `fetch` with a cookie jar for one origin, as a browser tab has: `set-cookie` of every answer
 * from that origin is stored (an expired one deletes), and `cookie` is sent with every request to
 * it. Enough for the simulator's `sid` session cookie.
 */
export function createCookieFetch(origin: string, base: typeof fetch = fetch) {
  const jar = new Map<string, string>();
  const originOf = (input: Parameters<typeof fetch>[0]) =>
    new URL(typeof input === 'string' || input instanceof URL ? input : input.url).origin;

  const store = (line: string) => {
    const [pair = '', ...attributes] = line.split(';').map((part) => part.trim());
    const at = pair.indexOf('=');
    if (at <= 0) return;
    const name = pair.slice(0, at);
    const value = pair.slice(at + 1);
    const expired = attributes.some((attribute) => {
      const [key = '', val = ''] = attribute.split('=');
      if (key.toLowerCase() === 'max-age') return Number(val) <= 0;
      if (key.toLowerCase() === 'expires') return Date.parse(val) <= Date.now();
      return false;
    });
    if (expired || value === '') jar.delete(name);
    else jar.set(name, value);
  };

  const cookieFetch: typeof fetch = async (input, init) => {
    const sameOrigin = originOf(input) === origin;
    const headers = new Headers(init?.headers);
    if (sameOrigin && jar.size > 0) {
      headers.set('cookie', [...jar].map(([name, value]) => `${name}=${value}`).join('; '));
    }
    const response = await base(input, { ...init, headers });
    if (sameOrigin) for (const line of response.headers.getSetCookie()) store(line);
    return response;
  };
  return { fetch: cookieFetch, cookies: () => new Map(jar) };
}
