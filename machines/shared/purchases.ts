import { enqueueActions, type EventObject, type MachineContext } from 'xstate';
import { toSystem } from './domainEvents.ts';

/**
 * A video or an album the guest has just bought (content's purchase outcome, issue 54): told to
 * the domains whose cached lists show it, so a grid shows it bought without waiting for its cache
 * to expire (seed 001 §4 "album purchase: clear caches"). A domain that does not run is skipped:
 * it has no list to correct.
 */
export interface ContentPurchasedEvent {
  type: 'content.purchased';
  kind: 'video' | 'album';
  id: number;
}

/**
 * The action that tells them: the video and album lists (`videos`) and the mediathek's sections
 * (`library`).
 *
 * @example
 * actions: { tellPurchased: tellPurchased(({ context }) => context.item) }
 */
export function tellPurchased<TContext extends MachineContext, TEvent extends EventObject>(
  itemOf: (args: { context: TContext }) => { kind: 'video' | 'album'; id: number } | null,
) {
  const told = (args: { context: TContext }): ContentPurchasedEvent[] => {
    const item = itemOf(args);
    return item === null ? [] : [{ type: 'content.purchased', kind: item.kind, id: item.id }];
  };
  return enqueueActions<
    TContext,
    TEvent,
    undefined,
    TEvent,
    never,
    never,
    never,
    never,
    EventObject
  >(({ enqueue }) => {
    enqueue(toSystem<'videos', TContext, TEvent>('videos', told));
    enqueue(toSystem<'library', TContext, TEvent>('library', told));
  });
}
