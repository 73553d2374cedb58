import type { SnapshotFrom } from 'xstate';
import type { actorSearchMachine } from './actorSearch.machine.ts';
import type { ActorSearch, ActorSearchFacets } from './cams.types.ts';

type ActorSearchSnapshot = SnapshotFrom<typeof actorSearchMachine>;

export interface ActorSearchView {
  status: 'idle' | 'loading' | 'failed' | 'ready';
  facets: ActorSearchFacets | null;
  /** The guest's kept search, offered to run again. */
  saved: ActorSearch | null;
  /** Her kept search is being deleted. */
  deleting: boolean;
}

/** What the search form shows. */
export function selectActorSearch(snapshot: ActorSearchSnapshot): ActorSearchView {
  const status = snapshot.matches('ready')
    ? 'ready'
    : snapshot.matches('failed')
      ? 'failed'
      : snapshot.hasTag('loading')
        ? 'loading'
        : 'idle';
  return {
    status,
    facets: snapshot.context.facets,
    saved: snapshot.context.saved,
    deleting: snapshot.matches({ ready: 'deleting' }),
  };
}
