import { describe, expect, it } from 'vitest';
import { createActor, type EventObject } from 'xstate';
import { appMachine } from './app.machine.ts';
import { routeDomain } from './routeDomains.ts';
import { routeLife } from './routeEvents.ts';
import { resolveRoute } from '../shell/shell.route.ts';
import { demoGuestReady } from '../shared/sessionFacts.testing.ts';

const pendingAt = (path: string) =>
  createActor(appMachine(), { input: { path, search: '' } }).getSnapshot().context.pending;

describe('app: the opened page’s domain', () => {
  it('is asked for from the start, in every language, before the bootstrap is in', () => {
    expect(pendingAt('/en/cams/')).toEqual({ cams: [] });
    expect(pendingAt('/de/neue-girls/')).toEqual({ cams: [] });
    expect(pendingAt('/en/tv/livestream/')).toEqual({ tv: [] });
    expect(pendingAt('/en/amateur/lisa/')).toEqual({ actorProfile: [] });
  });

  it('is none for the start page, an unknown path or a route of no lazy domain', () => {
    for (const path of ['/en/', '/', '/en/does-not-exist/', '/xx/cams/'])
      expect(pendingAt(path), path).toEqual({});
    expect(routeDomain('home')).toBeUndefined();
  });
});

/**
 * A root whose lazy domains are their placeholders, which keep every event they hear, once
 * bootstrap is done (a domain starts only with its session, issue 52 §3).
 */
function recordingDomains() {
  const app = createActor(appMachine(), { input: { path: '/en/', search: '' } }).start();
  app.send(demoGuestReady());
  const heard = (domain: string): EventObject[] => {
    const child = app.getSnapshot().children[domain]?.getSnapshot() as
      { context: { recent: EventObject[] } } | undefined;
    return child?.context.recent ?? [];
  };
  const start = (domain: 'content' | 'cams' | 'actorProfile' | 'feed') =>
    app.send({ type: 'app.domainStart', domain });
  const go = (path: string, search = '') => app.send({ type: 'ui.routeChanged', path, search });
  // What the route told it (the session is its input: it hears nothing else first).
  const types = (domain: string) => heard(domain).map((event) => event.type);
  return { app, heard, start, go, types };
}

describe('app: the route tells its domain it is entered and left (no view does)', () => {
  it('wants the route’s domain and tells it the route once it starts', () => {
    const { app, start, go, heard } = recordingDomains();
    go('/en/amateur/lisa/videos/12/');
    expect(app.getSnapshot().context.pending).toHaveProperty('content');
    start('content');
    expect(heard('content')).toContainEqual({
      type: 'content.open',
      kind: 'video',
      actorName: 'lisa',
      id: 12,
    });
  });

  it('tells a running domain at once, and tells it when the guest leaves', () => {
    const { start, go, types } = recordingDomains();
    start('content');
    go('/en/amateur/lisa/pictures/7/');
    expect(types('content')).toEqual(['content.open']);
    go('/en/cams/');
    expect(types('content')).toEqual(['content.open', 'content.close']);
  });

  it('tells nothing again when only what it does not read changed (a query it ignores)', () => {
    const { start, go, types } = recordingDomains();
    start('content');
    go('/en/amateur/lisa/pictures/7/');
    go('/en/amateur/lisa/pictures/7/', '?scrollTo=top');
    expect(types('content')).toEqual(['content.open']);
  });

  it('shows the cams list the address names, its filters and top tab included', () => {
    const { start, go, heard } = recordingDomains();
    start('cams');
    go('/en/cams/', '?gender=F&top=TOP_100');
    go('/en/new-girls/');
    expect(heard('cams').filter((event) => event.type === 'ui.listShown')).toEqual([
      {
        type: 'ui.listShown',
        list: { kind: 'top', type: 'TOP_100' },
        filters: { genders: ['F'], types: [] },
      },
      { type: 'ui.listShown', list: { kind: 'newGirls' }, filters: { genders: [], types: [] } },
    ]);
  });

  it('opens the actor’s profile on every route that names her, once while she stays', () => {
    const { start, go, types } = recordingDomains();
    start('actorProfile');
    go('/en/amateur/lisa/');
    go('/en/amateur/lisa/about-me/');
    go('/en/amateur/mia/');
    expect(types('actorProfile')).toEqual(['actorProfile.open', 'actorProfile.open']);
  });

  it('tells the incentives of every page, a 404 included', () => {
    expect(routeLife(resolveRoute('/en/nope/', '')).enter).toContainEqual({
      to: 'incentives',
      domain: null,
      event: { type: 'incentives.routeChanged', routeName: 'notFound', routeArgs: {} },
    });
  });
});
