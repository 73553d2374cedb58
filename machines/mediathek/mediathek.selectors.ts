import type { SnapshotFrom } from 'xstate';
import type { mediathekMachine } from './mediathek.machine.ts';
import type { MediathekAlbum, MediathekAudio } from './mediathek.types.ts';

type MediathekSnapshot = SnapshotFrom<typeof mediathekMachine>;

export type MediathekView =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'failed'; error: string }
  | { status: 'shown'; albums: MediathekAlbum[] };

const LOADING: MediathekView = { status: 'loading' };
const VISITOR: MediathekView = { status: 'visitor' };
const views = new WeakMap<object, MediathekView>();

function cached(key: object, make: () => MediathekView): MediathekView {
  let view = views.get(key);
  if (!view) {
    view = make();
    views.set(key, view);
  }
  return view;
}

/** What the mediathek page shows: loading, a visitor's prompt, the error, or the albums. */
export function selectMediathekView(snapshot: MediathekSnapshot): MediathekView {
  const { context } = snapshot;
  if (snapshot.matches('visitor')) return VISITOR;
  if (snapshot.matches('failed'))
    return cached(context, () => ({ status: 'failed', error: context.error ?? '' }));
  if (!snapshot.matches('shown')) return LOADING;
  return cached(context.albums, () => ({ status: 'shown', albums: context.albums }));
}

export const selectSelectedAlbums = (snapshot: MediathekSnapshot): number[] =>
  snapshot.context.selected;

/** Removing is asked (the box is open) or under way: the list is not changed meanwhile. */
export const selectRemoveState = (
  snapshot: MediathekSnapshot,
): 'idle' | 'confirming' | 'removing' =>
  snapshot.matches({ shown: 'removing' })
    ? 'removing'
    : snapshot.matches({ shown: 'confirming' })
      ? 'confirming'
      : 'idle';

/** Whether the ticked albums can be removed now (shown, nothing being removed, one ticked). */
export const selectCanRemove = (snapshot: MediathekSnapshot): boolean =>
  snapshot.can({ type: 'mediathek.remove' });

/** Whether this album's tick can change now (one of the guest's albums, nothing being removed). */
export const selectCanToggle =
  (albumId: number) =>
  (snapshot: MediathekSnapshot): boolean =>
    snapshot.can({ type: 'mediathek.toggle', albumId });

/** A failed removal's reason (the list and the ticks stay). */
export const selectRemoveError = (snapshot: MediathekSnapshot): string | null =>
  snapshot.matches('shown') ? snapshot.context.error : null;

export type MediathekAudioView =
  | { status: 'loading' }
  | { status: 'visitor' }
  | { status: 'failed'; error: string }
  | { status: 'shown'; audio: MediathekAudio[] };

const audioViews = new WeakMap<object, MediathekAudioView>();

/** What the audio page shows: loading, a visitor's prompt, the error, or the audio items. */
export function selectMediathekAudioView(snapshot: MediathekSnapshot): MediathekAudioView {
  const { context } = snapshot;
  if (snapshot.matches('visitor')) return VISITOR as MediathekAudioView;
  let view: MediathekAudioView | undefined;
  if (snapshot.matches('failed')) {
    view = audioViews.get(context);
    if (!view) audioViews.set(context, (view = { status: 'failed', error: context.error ?? '' }));
    return view;
  }
  if (!snapshot.matches('audioShown')) return LOADING as MediathekAudioView;
  view = audioViews.get(context.audio);
  if (!view) audioViews.set(context.audio, (view = { status: 'shown', audio: context.audio }));
  return view;
}

/** An audio item's length as `m:ss`. */
export function audioDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
