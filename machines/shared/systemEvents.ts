/**
 * The events each actor of the app system accepts, by system id: what `toSystem` (between
 * machines) and `engine.send` (views, env sources) check a send against, so a wrong event for an
 * actor is a type error. Empty here: each domain adds its own ids (its own and its children's)
 * in its `<domain>.systemEvents.ts`, by declaration merging:
 *
 *     declare module '../shared/systemEvents.ts' {
 *       interface SystemEvents { cams: CamsEvent; 'cams.search': ActorSearchEvent }
 *     }
 *
 * so this file imports no domain and no import circle runs through it. The types are the
 * machines' declared event unions (not `EventFromLogic<typeof machine>`), so a machine that sends
 * to another does not make the two machines' inferred types depend on each other.
 *
 * @public (exported for the domains' declaration merging, which knip does not see as a use)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the domains
export interface SystemEvents {}

/** Every system id of the app system. */
export type SystemId = keyof SystemEvents;

/** The events the actor with system id `K` accepts. */
export type EventFor<K extends SystemId> = SystemEvents[K];

/**
 * The system ids that accept event `E` (by its `type`): where a reply such as `payTour.result`
 * may be addressed.
 */
export type SystemIdAccepting<E extends { type: string }> = {
  [K in SystemId]: E['type'] extends SystemEvents[K]['type'] ? K : never;
}[SystemId];

/**
 * The lazy domains (decision 0008): the ids `toDomain` may address and the root keeps events for
 * until they start. Empty here like `SystemEvents`: `machines/app/lazyDomains.ts` fills it from
 * the manifests by declaration merging (`interface LazyDomainIds { id: LazyDomain }`), so
 * `machines/shared` names them without importing the app's list.
 *
 * @public (exported for that declaration merging, which knip does not see as a use)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by machines/app
export interface LazyDomainIds {}

/** A lazy domain's system id (never until `machines/app/lazyDomains.ts` fills `LazyDomainIds`). */
export type LazyDomainId = LazyDomainIds extends { id: infer K extends string } ? K : never;
