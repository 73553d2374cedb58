import type { SnapshotFrom } from 'xstate';
import type { tvMachine } from './tv.machine.ts';

type TvSnapshot = SnapshotFrom<typeof tvMachine>;

export type LiveStatus = 'idle' | 'loading' | 'locked' | 'playing' | 'failed';

/** What the livestream page shows: loading (waiting for a session, the gate or the stream), … */
export function selectLiveStatus(snapshot: TvSnapshot): LiveStatus {
  if (snapshot.matches({ live: 'idle' })) return 'idle';
  if (snapshot.matches({ live: 'locked' })) return 'locked';
  if (snapshot.matches({ live: 'playing' })) return 'playing';
  if (snapshot.matches({ live: 'failed' })) return 'failed';
  return 'loading';
}
export const selectStream = (snapshot: TvSnapshot) => snapshot.context.stream;
export const selectLockReason = (snapshot: TvSnapshot) => snapshot.context.lockReason;

export type LoadStatus = 'idle' | 'loading' | 'loaded' | 'failed';
const loadStatus = (snapshot: TvSnapshot, region: 'program' | 'page'): LoadStatus => {
  if (snapshot.matches({ [region]: 'loaded' })) return 'loaded';
  if (snapshot.matches({ [region]: 'failed' })) return 'failed';
  if (snapshot.matches({ [region]: 'idle' })) return 'idle';
  return 'loading';
};
export const selectProgramStatus = (snapshot: TvSnapshot) => loadStatus(snapshot, 'program');
export const selectProgramItems = (snapshot: TvSnapshot) => snapshot.context.programItems;
export const selectPageStatus = (snapshot: TvSnapshot) => loadStatus(snapshot, 'page');
/** The loaded page's data, only when it is the page asked for last. */
export const selectPageData = (snapshot: TvSnapshot) => {
  const { page, pageData } = snapshot.context;
  return page && pageData?.kind === page.kind ? pageData : null;
};
