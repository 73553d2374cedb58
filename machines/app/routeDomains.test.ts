import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { appMachine } from './app.machine.ts';
import { domainsOfPath, routeDomain } from './routeDomains.ts';

describe('the domain a route reads', () => {
  it('is asked for by the opened path, in every language', () => {
    expect(domainsOfPath('/en/cams/')).toEqual(['cams']);
    expect(domainsOfPath('/de/neue-girls/')).toEqual(['cams']);
    expect(domainsOfPath('/en/tv/livestream/')).toEqual(['tv']);
    expect(domainsOfPath('/en/amateur/lisa/')).toEqual(['actorProfile']);
  });

  it('is none for the start page, an unknown path or a route of no lazy domain', () => {
    expect(domainsOfPath('/en/')).toEqual([]);
    expect(domainsOfPath('/')).toEqual([]);
    expect(domainsOfPath('/en/does-not-exist/')).toEqual([]);
    expect(domainsOfPath('/xx/cams/')).toEqual([]);
    expect(routeDomain('home')).toBeUndefined();
  });
});

describe('app: the opened page’s domain', () => {
  const contextAt = (path: string) =>
    createActor(appMachine, { input: { path, search: '' } }).getSnapshot().context;

  it('is asked for from the start, before the bootstrap is in and before its screen asks', () => {
    expect(contextAt('/en/tv/livestream/').pending).toEqual({ tv: [] });
    expect(contextAt('/en/tv/livestream/').started).toEqual([]);
  });

  it('is nothing on the start page', () => {
    expect(contextAt('/en/').pending).toEqual({});
  });
});
