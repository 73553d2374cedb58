import type { RouteName } from '../shell/routes/table.ts';
import type { EventFor, SystemId, SystemIdAccepting } from '../shared/systemEvents.ts';

/**
 * A domain's system ids: its own, its children's named under it (`<domain>.<child>`, e.g.
 * `cams.search`), and the children it names in `children`.
 */
type IdsOf<Id extends SystemId, Children extends SystemId> = Extract<
  SystemId,
  Id | `${Id}.${string}` | Children
>;

/** The frame names of push event types (`push.<frame>`); an actor that takes any fact, any. */
type FrameOf<T extends string> = T extends `push.${infer Frame}`
  ? Frame
  : string extends T
    ? string
    : never;

/**
 * The push frames the actor under system id `K` accepts (`push.<frame>` among its events): the
 * only ones it may own or observe, so a push is typed like a send.
 */
type PushFrameOf<K extends SystemId> = FrameOf<EventFor<K>['type']>;

/** Push frames by the system id (of the domain) that takes them. */
type PushTable<Ids extends SystemId> = { readonly [K in Ids]?: readonly PushFrameOf<K>[] };

/**
 * One domain, described in one place (issue 52 §5): the facts the engine's tables are derived from
 * (`machines/app/domains.ts`). Its events are added to `SystemEvents` beside it, in its
 * `<domain>.systemEvents.ts`; its wiring (services) is one line in `src/engine/domains/table.ts`,
 * which does not compile without it for a lazy domain.
 */
export interface DomainManifest<Id extends SystemId = SystemId, Children extends SystemId = never> {
  /** Its system id, which the root starts it under. */
  readonly id: Id;
  /**
   * Started on first use (decision 0008): not at boot, and its code is not in the first load. The
   * engine imports its wiring when a route or an event first needs it.
   */
  readonly lazy: boolean;
  /**
   * When the root starts it, if it is not lazy: `boot`, invoked with the root, before bootstrap
   * knows the session (the cookie consent: its banner is up over the boot screen), so it takes
   * none; `session`, spawned on `bootstrap.guestReady` with its `DomainInput`, before any lazy
   * domain. None: it is the root's own part (bootstrap and the shell, which the root starts with
   * the opened address), another actor's child (the gate is the guest's), or the root itself.
   */
  readonly starts?: 'boot' | 'session';
  /** A session domain whose input carries the page's route as well (the incentives' calls name it). */
  readonly startsOnRoute?: boolean;
  /**
   * A lazy domain the root asks for itself as soon as bootstrap knows the guest is logged in, so
   * a visitor's page never loads it: `member` for a guest who is not locked, `loggedIn` for a
   * locked one too. Asked for in the order of `DOMAIN_MANIFESTS`.
   */
  readonly askedFor?: 'member' | 'loggedIn';
  /**
   * A lazy domain that no page shows (the realtime connection: the root asks for it): its failure
   * to load is no error view with a retry, so the engine keeps asking for its code, a growing
   * pause between tries, until it comes.
   */
  readonly keepLoading?: boolean;
  /** The children it spawns under ids of their own (not `<domain>.<child>`). */
  readonly children?: readonly Children[];
  /** The push frames each of its actors owns: the realtime route hands each to it, once. */
  readonly owns?: PushTable<NoInfer<IdsOf<Id, Children>>>;
  /** The push frames each of its actors gets a copy of while it runs (the owner unchanged). */
  readonly observes?: PushTable<NoInfer<IdsOf<Id, Children>>>;
  /** Its actors that ask the gate: each takes `gate.answer` (and `gate.resumed`). */
  readonly gateClients?: readonly NoInfer<
    Extract<IdsOf<Id, Children>, SystemIdAccepting<{ type: 'gate.answer' }>>
  >[];
  /** The routes whose screens read it (a lazy domain's): entering one starts it. */
  readonly routes?: readonly RouteName[];
  /**
   * The query parameters its routes read from the address: the root tells it these with its
   * route (machines/app/routeEvents.ts), from here, so that the root's table imports none of the
   * domain's route code (issue 50 §5).
   */
  readonly addressKeys?: readonly string[];
}

/** A domain's manifest, its literal facts kept (the derived tables are typed by them). */
export function defineDomain<
  const Id extends SystemId,
  const Children extends SystemId = never,
  const M extends DomainManifest<Id, Children> = DomainManifest<Id, Children>,
>(manifest: M & DomainManifest<Id, Children>): M {
  return manifest;
}
