import type { SnapshotFrom } from 'xstate';
import type { LibraryFailure, libraryMachine } from './library.machine.ts';

type LibrarySnapshot = SnapshotFrom<typeof libraryMachine>;

export type LibraryStatus = 'waiting' | 'visitor' | 'ready';

export function selectLibraryStatus(snapshot: LibrarySnapshot): LibraryStatus {
  if (snapshot.matches('visitor')) return 'visitor';
  if (snapshot.matches('ready')) return 'ready';
  return 'waiting';
}

/** Items with a change on its way (or waiting its turn): their buttons wait too. */
export const selectPendingIds = (snapshot: LibrarySnapshot): readonly string[] =>
  snapshot.context.queue.map((change) => change.id);

export const selectLibraryFailure = (snapshot: LibrarySnapshot): LibraryFailure | null =>
  snapshot.context.failure;
