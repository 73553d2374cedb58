import type { SnapshotFrom } from 'xstate';
import type { contentMachine } from './content.machine.ts';
import type { RestrictionReason } from '../gating/gating.ts';
import type { ContentItem, ContentPicture } from './content.types.ts';

type ContentSnapshot = SnapshotFrom<typeof contentMachine>;

export type ContentView =
  | { status: 'loading' }
  | { status: 'failed'; error: string }
  | { status: 'shown'; item: ContentItem };

const LOADING: ContentView = { status: 'loading' };
const views = new WeakMap<object, ContentView>();

/** What the page shows: loading (also before the guest is known), the error, or the item. */
export function selectContentView(snapshot: ContentSnapshot): ContentView {
  const { item, error } = snapshot.context;
  if (snapshot.matches('failed'))
    return cached(snapshot.context, () => ({
      status: 'failed',
      error: error ?? '',
    }));
  if (!snapshot.matches('shown') || !item) return LOADING;
  return cached(snapshot.context, () => ({ status: 'shown', item }));
}

function cached(key: object, make: () => ContentView): ContentView {
  let view = views.get(key);
  if (!view) {
    view = make();
    views.set(key, view);
  }
  return view;
}

export const selectBuying = (snapshot: ContentSnapshot): boolean =>
  snapshot.matches({ shown: { purchase: 'buying' } });

/** A failed purchase's message (the item stays shown). */
export const selectBuyError = (snapshot: ContentSnapshot): string | null =>
  snapshot.matches('shown') ? snapshot.context.error : null;

export type PreviewState = 'stopped' | 'playing' | 'ended';

export function selectPreviewState(snapshot: ContentSnapshot): PreviewState {
  if (snapshot.matches({ shown: { preview: 'playing' } })) return 'playing';
  if (snapshot.matches({ shown: { preview: 'ended' } })) return 'ended';
  return 'stopped';
}

/** The preview frame to show: the playing one, else the first (the poster). */
export function selectPreviewFrame(snapshot: ContentSnapshot): ContentPicture | null {
  const previews = snapshot.context.item?.previews ?? [];
  const index = snapshot.matches({ shown: { preview: 'playing' } }) ? snapshot.context.frame : 0;
  return previews[index] ?? null;
}

/** The guest may watch the video whole: it plays in `content.player` (CONTENT_PLAYER). */
export const selectWatchesWhole = (snapshot: ContentSnapshot): boolean =>
  snapshot.matches({ shown: { watch: 'watching' } });

/**
 * Why buying the shown item would be refused now (the gate's standing answer), for the buy
 * button's label; null when nothing stands in the way or the gate has not answered yet.
 */
export const selectBuyGateReason = (snapshot: ContentSnapshot): RestrictionReason | null =>
  snapshot.context.gates.buy?.reason ?? null;

/** The item's gated media may be shown (the gate's standing answer about `avsContent`). */
export const selectMediaAllowed = (snapshot: ContentSnapshot): boolean =>
  snapshot.context.gates.media?.allowed === true;

/** Why the gated media stay hidden (login first, or the age check); null when shown. */
export const selectMediaGateReason = (snapshot: ContentSnapshot): RestrictionReason | null =>
  snapshot.context.gates.media?.reason ?? null;
