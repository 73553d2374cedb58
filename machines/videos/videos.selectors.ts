import type { SnapshotFrom } from 'xstate';
import type { videosMachine } from './videos.machine.ts';
import { VIDEO_CATEGORIES, type VideoCategory } from './videos.types.ts';

type VideosSnapshot = SnapshotFrom<typeof videosMachine>;

/** The main list's state: nothing asked yet, shown, or the category has no rule. */
export function selectMainState(snapshot: VideosSnapshot): 'idle' | 'shown' | 'unmapped' {
  if (snapshot.matches({ main: 'unmapped' })) return 'unmapped';
  if (snapshot.matches({ main: 'shown' })) return 'shown';
  return 'idle';
}

export const selectCategory = (snapshot: VideosSnapshot) => snapshot.context.category;

/**
 * The category the main list shows, when it shows one (not an unmapped name, a search or an
 * actor's list): an area page asked for another one (`?category=topVideos`) is titled by it.
 */
export function selectShownCategory(snapshot: VideosSnapshot): VideoCategory | null {
  const category = snapshot.context.category;
  return snapshot.matches({ main: 'shown' }) &&
    (VIDEO_CATEGORIES as readonly (string | null)[]).includes(category)
    ? (category as VideoCategory)
    : null;
}
export const selectTagSuggestions = (snapshot: VideosSnapshot) => snapshot.context.tags;
export const selectTagsLoading = (snapshot: VideosSnapshot) => snapshot.hasTag('tagsLoading');
export const selectTagsFailed = (snapshot: VideosSnapshot) => snapshot.matches({ tags: 'failed' });
