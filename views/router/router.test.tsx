import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createBrowserHistory, createMemoryHistory, resolveTo } from './history.ts';
import { Link, NavLink } from './Link.tsx';
import { MemoryRouter } from './Router.tsx';

/** A window with just what the browser history uses. */
function fakeWindow(start: string) {
  const listeners: Array<() => void> = [];
  const entries: Array<{ url: string; state: unknown }> = [{ url: start, state: null }];
  let index = 0;
  const location = { pathname: '', search: '', hash: '' };
  const sync = () => Object.assign(location, resolveTo(entries[index]?.url ?? '/'));
  sync();
  const win = {
    performance: { timeOrigin: 1_700_000_000_000.5 },
    location,
    history: {
      get state() {
        return entries[index]?.state ?? null;
      },
      pushState(state: unknown, _: string, url: string) {
        entries.splice(index + 1, entries.length, { url, state });
        index += 1;
        sync();
      },
      replaceState(state: unknown, _: string, url: string) {
        entries[index] = { url, state };
        sync();
      },
    },
    addEventListener: (_: string, listener: () => void) => listeners.push(listener),
    back() {
      index -= 1;
      sync();
      listeners.forEach((listener) => listener());
    },
  };
  return win;
}

describe('the router', () => {
  it('resolves paths, queries and fragments, absolute or relative', () => {
    expect(resolveTo('/en/cams/?page=2#top')).toEqual({
      pathname: '/en/cams/',
      search: '?page=2',
      hash: '#top',
    });
    expect(resolveTo('videos/', '/en/amateur/lana/')).toMatchObject({
      pathname: '/en/amateur/lana/videos/',
    });
  });

  it('pushes, replaces and goes back in the browser history, with state and a new key each time', () => {
    const win = fakeWindow('/en/');
    const history = createBrowserHistory(win as unknown as Window);
    const seen: string[] = [];
    history.subscribe(() => {
      const { action, location } = history.getSnapshot();
      seen.push(`${action} ${location.pathname}${location.search}`);
    });
    expect(history.getSnapshot()).toMatchObject({
      action: 'POP',
      location: { pathname: '/en/', key: 'default', state: null },
    });
    history.push('/en/cams/?page=2', { tile: 7 });
    const first = history.getSnapshot().location;
    expect(first).toMatchObject({ pathname: '/en/cams/', search: '?page=2', state: { tile: 7 } });
    history.push('/en/cams/?page=2');
    expect(history.getSnapshot().location.key).not.toBe(first.key);
    history.replace('/en/videos/');
    win.back();
    expect(history.getSnapshot()).toMatchObject({ action: 'POP', location: first });
    expect(seen).toEqual([
      'PUSH /en/cams/?page=2',
      'PUSH /en/cams/?page=2',
      'REPLACE /en/videos/',
      'POP /en/cams/?page=2',
    ]);
  });

  it('keeps a memory history for tests and the support viewer', () => {
    const history = createMemoryHistory([{ pathname: '/en/amateur/cam1/', state: { y: 40 } }]);
    expect(history.getSnapshot().location).toMatchObject({ state: { y: 40 }, key: 'default' });
    history.push('/en/feed/');
    expect(history.getSnapshot()).toMatchObject({
      action: 'PUSH',
      location: { pathname: '/en/feed/', state: null },
    });
  });

  it('marks the current page on its links: exactly with `end`, also below it without', () => {
    const html = renderToString(
      <MemoryRouter initialEntries={['/en/amateur/lana/videos/classic/']}>
        <NavLink to="/en/amateur/lana/videos/">videos</NavLink>
        <NavLink to="/en/amateur/lana/videos/" end>
          all
        </NavLink>
        <NavLink to="/en/amateur/lana/videos/classic" end>
          classic
        </NavLink>
        <Link to="/en/cams/">cams</Link>
      </MemoryRouter>,
    );
    expect(html).toContain('<a aria-current="page" href="/en/amateur/lana/videos/">videos</a>');
    expect(html).toContain('<a href="/en/amateur/lana/videos/">all</a>');
    expect(html).toContain(
      '<a aria-current="page" href="/en/amateur/lana/videos/classic">classic</a>',
    );
    expect(html).toContain('<a href="/en/cams/">cams</a>');
  });
});
