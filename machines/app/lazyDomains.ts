import { DOMAIN_MANIFESTS, type LazyDomainManifest } from './domains.ts';

/**
 * Domains that start on first use (decision 0008), those whose manifest says `lazy: true`: not
 * invoked at boot, and their code is not in the first load. The engine imports a domain's wiring
 * when a route or an event first needs it and then records `app.domainStart`, on which this
 * machine spawns it under its system id; what was sent to it before waits in `pending` (so replay,
 * anchors and checkpoints see it too).
 */
export type LazyDomain = LazyDomainManifest['id'];

/** Tells `machines/shared` (`toDomain`, the root's keeping) which ids are lazy. */
declare module '../shared/systemEvents.ts' {
  interface LazyDomainIds {
    id: LazyDomain;
  }
}
export const LAZY_DOMAINS: readonly LazyDomain[] = DOMAIN_MANIFESTS.filter(
  (manifest): manifest is LazyDomainManifest => manifest.lazy,
).map((manifest) => manifest.id);
export const isLazyDomain = (id: string): id is LazyDomain =>
  (LAZY_DOMAINS as readonly string[]).includes(id);

/** Lazy domains whose code the engine asks for until it comes (`keepLoading` in the manifest). */
export const isKeptLoading = (id: LazyDomain): boolean =>
  DOMAIN_MANIFESTS.some(
    (manifest) => manifest.id === id && 'keepLoading' in manifest && manifest.keepLoading === true,
  );

/**
 * The root has asked for the realtime connection and its code has not come (what is sent to it
 * waits in `pending` until its start is recorded).
 */
export const selectConnectionAwaited = (snapshot: {
  context: { pending: Readonly<Record<string, unknown>> };
}): boolean => 'realtime' in snapshot.context.pending;
