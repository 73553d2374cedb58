import { describe, expect, expectTypeOf, it } from 'vitest';
import type { GateAnswerEvent } from '../gating/gating.machine.ts';
import { directRouteOfPush, PUSH_OWNER_IDS } from '../realtime/realtime.routing.ts';
import { ROUTE_NAMES } from '../shell/routes/table.ts';
import type { SystemId, SystemIdAccepting } from '../shared/systemEvents.ts';
import { defineDomain } from './domainManifest.ts';
import { DOMAIN_MANIFESTS, pushesIn, type GateClient } from './domains.ts';
import { isLazyDomain, LAZY_DOMAINS } from './lazyDomains.ts';
import { routeDomain } from './routeDomains.ts';
import { appMachine } from './app.machine.ts';
import { askedForGuest, ROOT_DOMAINS } from './rootDomains.ts';

type Manifest = (typeof DOMAIN_MANIFESTS)[number];
const childrenOf = (manifest: Manifest): readonly string[] =>
  'children' in manifest ? manifest.children : [];
const routesOf = (manifest: Manifest): readonly string[] =>
  'routes' in manifest ? manifest.routes : [];
const duplicates = (list: readonly string[]) =>
  list.filter((item, at) => list.indexOf(item) !== at);

describe('the domain manifests (issue 52 §5)', () => {
  it('name each domain once, and each child under one domain only', () => {
    const ids = DOMAIN_MANIFESTS.map((manifest) => manifest.id);
    expect(duplicates([...ids, ...DOMAIN_MANIFESTS.flatMap(childrenOf)])).toEqual([]);
  });

  it('cover every system id: each is a domain, a child it names, or `<domain>.<child>`', () => {
    // A system id with no manifest (events added to `SystemEvents` by no domain file, or a domain
    // missing from `DOMAIN_MANIFESTS`) is a type error here. Patterns (`<domain>.list`) are kits.
    type Named<K> = K extends string
      ? Record<string, never> extends Record<K, true>
        ? never
        : K
      : never;
    type Covered =
      | Manifest['id']
      | `${Manifest['id']}.${string}`
      | (Manifest extends infer M
          ? M extends { children: readonly (infer C)[] }
            ? C
            : never
          : never);
    expectTypeOf<Exclude<Named<SystemId>, Covered>>().toEqualTypeOf<never>();
  });

  it('derive the lazy domains from `lazy`, each once', () => {
    expect([...LAZY_DOMAINS]).toEqual(
      DOMAIN_MANIFESTS.filter((manifest) => manifest.lazy).map((manifest) => manifest.id),
    );
    for (const manifest of DOMAIN_MANIFESTS) expect(isLazyDomain(manifest.id)).toBe(manifest.lazy);
  });

  it('give each push frame exactly one owner, and route it there', () => {
    const owned = pushesIn('owns').map(([, frame]) => frame);
    expect(duplicates(owned)).toEqual([]);
    for (const [owner, frame] of pushesIn('owns')) {
      expect(PUSH_OWNER_IDS).toContain(owner);
      // Every owned frame goes straight to its owner (the realtime machine routes none).
      expect(directRouteOfPush(`push.${frame}`).owner).toBe(owner);
    }
  });

  it('copy a push to each observer the manifests name, besides its owner', () => {
    for (const [observer, frame] of pushesIn('observes')) {
      const route = directRouteOfPush(`push.${frame}`);
      expect(route.observers).toContain(observer);
      expect(route.owner).not.toBe(observer);
    }
  });

  it('give each route at most one domain, a lazy one, and routeDomain reads it', () => {
    const routes = DOMAIN_MANIFESTS.flatMap(routesOf);
    expect(duplicates(routes)).toEqual([]);
    expect(routes.filter((route) => !(ROUTE_NAMES as readonly string[]).includes(route))).toEqual(
      [],
    );
    for (const manifest of DOMAIN_MANIFESTS) {
      if (!manifest.lazy) expect(routesOf(manifest)).toEqual([]);
      for (const route of routesOf(manifest))
        expect(routeDomain(route as (typeof ROUTE_NAMES)[number])).toBe(manifest.id);
    }
    const unnamed = ROUTE_NAMES.filter((route) => !routes.includes(route));
    for (const route of unnamed) expect(routeDomain(route)).toBeUndefined();
  });

  it('derive what the root starts, and when, from `starts`, `lazy` and `askedFor`', () => {
    const rooted: readonly string[] = ROOT_DOMAINS;
    for (const manifest of DOMAIN_MANIFESTS) {
      expect(rooted.includes(manifest.id), manifest.id).toBe(manifest.lazy || 'starts' in manifest);
      // `starts` is for the domains that are not lazy, `askedFor` for the lazy ones.
      if ('starts' in manifest) expect(manifest.lazy, manifest.id).toBe(false);
      if ('askedFor' in manifest) expect(manifest.lazy, manifest.id).toBe(true);
    }
    expect(duplicates(rooted)).toEqual([]);
    // The root's machine registry holds each (the engine provides their machines).
    expect(Object.keys(appMachine().implementations.actors)).toEqual(
      expect.arrayContaining([...rooted]),
    );
    const member = { isLoggedIn: true, isLocked: false };
    expect(askedForGuest(member)).toEqual(['messenger', 'notifications', 'rewards', 'payTour']);
    expect(askedForGuest({ ...member, isLocked: true })).toEqual(['rewards', 'payTour']);
    expect(askedForGuest({ isLoggedIn: false, isLocked: false })).toEqual([]);
  });

  it('name as gate clients only actors that take the answer', () => {
    expectTypeOf<GateClient>().toExtend<SystemIdAccepting<GateAnswerEvent>>();
    expectTypeOf<'content' | 'content.rating' | 'chatTickets'>().toExtend<GateClient>();
  });

  it('type pushes like sends: a domain owns only frames its events take', () => {
    // @ts-expect-error: the cams machine takes no `push.guestBalance`.
    const wrong = defineDomain({ id: 'cams', lazy: true, owns: { cams: ['guestBalance'] } });
    // @ts-expect-error: `content.rating` is a child of content, not of cams.
    const foreign = defineDomain({ id: 'cams', lazy: true, gateClients: ['content.rating'] });
    // @ts-expect-error: the tv domain cannot own a push for cams.
    const elsewhere = defineDomain({ id: 'tv', lazy: true, owns: { cams: ['actorOnline'] } });
    expect([wrong.id, foreign.id, elsewhere.id]).toEqual(['cams', 'cams', 'tv']);
  });
});
