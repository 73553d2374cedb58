import { describe, expect, it } from 'vitest';
import { guestStateSchema, sessionReplySchema } from '../../services/rest/schemas.ts';
import { cookieFrom, restUrl } from '../testing.ts';
import { useTestSimulator } from '../useTestSimulator.ts';
import { localPath } from './dev.ts';

const sim = useTestSimulator();

function devLogin(query: string): Promise<Response> {
  return fetch(`${sim.appUrl}/dev/login?${query}`, { redirect: 'manual' });
}

describe('one-step demo login', () => {
  it('sets the sid cookie and redirects to next', async () => {
    const response = await devLogin('as=demo&next=/de/messenger/?x=1');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/de/messenger/?x=1');
    const cookie = cookieFrom(response, 'sid');
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);

    const session = sessionReplySchema.parse(
      await (
        await fetch(restUrl(sim, 'auth/session'), {
          headers: { cookie: cookie?.split(';')[0] ?? '' },
        })
      ).json(),
    );
    expect(session.guestId).toBe(1001);
    const state = guestStateSchema.parse(
      await (
        await fetch(restUrl(sim, 'guest/state', { access_token: session.accessToken }))
      ).json(),
    );
    expect(state.name).toBe('DemoDan');
  });

  it('redirects to /en/ by default', async () => {
    const response = await devLogin('as=newbie');
    expect(response.headers.get('location')).toBe('/en/');
  });

  it.each([
    '//evil.com',
    'https://evil.com',
    'http://evil.com/en/',
    '/\\evil.com',
    '/\t/evil.com',
    'javascript:alert(1)',
    'en/',
  ])('rejects next=%j and goes to /en/', async (next) => {
    const response = await devLogin(`as=demo&next=${encodeURIComponent(next)}`);
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/en/');
  });

  it('answers an unknown account with 404 HTML listing the logins', async () => {
    const response = await devLogin('as=nobody&next=/es/');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(cookieFrom(response, 'sid')).toBeUndefined();
    const html = await response.text();
    expect(html).toContain('nobody');
    for (const login of ['demo', 'newbie', 'vip', 'tv', 'restricted', 'locked', 'franc']) {
      expect(html).toContain(`href="/dev/login?as=${login}&amp;next=%2Fes%2F"`);
    }
  });

  it('escapes the unknown login in the page', async () => {
    const response = await devLogin(`as=${encodeURIComponent('<script>x</script>')}`);
    expect(await response.text()).not.toContain('<script>');
  });

  it('logs out through /dev/logout', async () => {
    const login = await devLogin('as=vip');
    const cookie = cookieFrom(login, 'sid')?.split(';')[0] ?? '';
    const response = await fetch(`${sim.appUrl}/dev/logout?next=/nl/`, {
      headers: { cookie },
      redirect: 'manual',
    });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/nl/');
    expect(cookieFrom(response, 'sid')).toMatch(/^sid=;/);
    const session = await fetch(restUrl(sim, 'auth/session'), { headers: { cookie } });
    expect(sessionReplySchema.parse(await session.json()).guestId).toBeNull();
  });
});

describe('localPath', () => {
  it('keeps local paths with query and fragment, and normalises dot segments', () => {
    expect(localPath('/en/cams/?sort=new#top')).toBe('/en/cams/?sort=new#top');
    expect(localPath('/en/../de/')).toBe('/de/');
    expect(localPath(undefined)).toBe('/en/');
    expect(localPath('/%2F%2Fevil.com')).toBe('/%2F%2Fevil.com');
  });
});
