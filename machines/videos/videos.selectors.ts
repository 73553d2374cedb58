import type { SnapshotFrom } from 'xstate';
import type { videosMachine } from './videos.machine.ts';

type VideosSnapshot = SnapshotFrom<typeof videosMachine>;

/** The main list's state: nothing asked yet, shown, or the category has no rule. */
export function selectMainState(snapshot: VideosSnapshot): 'idle' | 'shown' | 'unmapped' {
  if (snapshot.matches({ main: 'unmapped' })) return 'unmapped';
  if (snapshot.matches({ main: 'shown' })) return 'shown';
  return 'idle';
}

export const selectCategory = (snapshot: VideosSnapshot) => snapshot.context.category;
export const selectTagSuggestions = (snapshot: VideosSnapshot) => snapshot.context.tags;
export const selectTagsLoading = (snapshot: VideosSnapshot) => snapshot.hasTag('tagsLoading');
export const selectTagsFailed = (snapshot: VideosSnapshot) => snapshot.matches({ tags: 'failed' });
