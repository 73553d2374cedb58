import type { SnapshotFrom } from 'xstate';
import type { blogMachine } from './blog.machine.ts';
import type { BlogLanding } from './blog.types.ts';

type BlogSnapshot = SnapshotFrom<typeof blogMachine>;

export type LandingStatus = 'idle' | 'loading' | 'loaded' | 'failed';

/** The landing's status: waiting for the session counts as loading. */
export function selectLandingStatus(snapshot: BlogSnapshot): LandingStatus {
  if (snapshot.matches('loaded')) return 'loaded';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('idle')) return 'idle';
  return 'loading';
}

export const selectLanding = (snapshot: BlogSnapshot): BlogLanding | null =>
  snapshot.context.landing;
