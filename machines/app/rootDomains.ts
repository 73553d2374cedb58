import type { GuestState } from '../shared/session.types.ts';
import { DOMAIN_MANIFESTS } from './domains.ts';
import { LAZY_DOMAINS, type LazyDomain } from './lazyDomains.ts';

/**
 * What the root starts, and when, derived from the manifests (issue 52 §5): the root's machine
 * file names no domain. Each domain's machine is provided by the engine (its feature's wiring),
 * a lazy one's when its code is in (decision 0008).
 */
type Manifest = (typeof DOMAIN_MANIFESTS)[number];
type AskedFor = Extract<Manifest, { readonly lazy: true; readonly askedFor: string }>;
type Starting<When extends 'boot' | 'session'> = Extract<Manifest, { readonly starts: When }>;

/** A domain the root starts that is not lazy (`starts` in its manifest). */
export type StartedDomain = Starting<'boot' | 'session'>['id'];

type BootManifest = Starting<'boot'>;
type SessionManifest = Starting<'session'>;

/** Invoked with the root, before bootstrap knows the session (the cookie consent). */
export const BOOT_DOMAINS: readonly BootManifest['id'][] = DOMAIN_MANIFESTS.filter(
  (manifest): manifest is BootManifest => 'starts' in manifest && manifest.starts === 'boot',
).map((manifest) => manifest.id);

/**
 * Spawned on `bootstrap.guestReady` with the session as input, before any lazy domain; the screens
 * mount after (`BootGate`).
 */
export const SESSION_DOMAINS: readonly SessionManifest['id'][] = DOMAIN_MANIFESTS.filter(
  (manifest): manifest is SessionManifest => 'starts' in manifest && manifest.starts === 'session',
).map((manifest) => manifest.id);

/** Whether a session domain's input carries the page's route (`startsOnRoute`). */
export const startsOnRoute = (domain: StartedDomain): boolean =>
  DOMAIN_MANIFESTS.some(
    (manifest) =>
      manifest.id === domain && 'startsOnRoute' in manifest && manifest.startsOnRoute === true,
  );

/** Every domain the root starts (its machine registry): the lazy ones and the others. */
export const ROOT_DOMAINS: readonly (StartedDomain | LazyDomain)[] = [
  ...BOOT_DOMAINS,
  ...SESSION_DOMAINS,
  ...LAZY_DOMAINS,
];

/**
 * The lazy domains the root asks for once bootstrap knows a logged-in guest (`askedFor` in their
 * manifests): a member's, or a locked guest's (who sees the messenger's login offer, as visitors
 * do, but the phone's "my area" menu and the pay tour); a visitor's page loads none.
 */
export function askedForGuest(guest: Pick<GuestState, 'isLoggedIn' | 'isLocked'>): LazyDomain[] {
  if (!guest.isLoggedIn) return [];
  return DOMAIN_MANIFESTS.filter(
    (manifest): manifest is AskedFor =>
      'askedFor' in manifest && (manifest.askedFor === 'loggedIn' || !guest.isLocked),
  ).map((manifest) => manifest.id);
}
