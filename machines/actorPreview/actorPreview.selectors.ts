import type { SnapshotFrom } from 'xstate';
import type { Failure } from '../shared/failure.ts';
import type { actorPreviewMachine } from './actorPreview.machine.ts';
import { MIN_SHOWN_RATINGS, type ActorPreview } from './actorPreview.types.ts';

export type ActorPreviewSnapshot = SnapshotFrom<typeof actorPreviewMachine>;

/** What the preview card shows, one shape per state: only one actor's card at a time. */
export type ActorPreviewView =
  | { status: 'closed' }
  | { status: 'loading'; actorId: number }
  | {
      status: 'shown';
      actorId: number;
      preview: ActorPreview;
      /** Her rating, only from ten ratings on (seed 001 §5); null below. */
      rating: ActorPreview['rating'] | null;
    }
  | { status: 'failed'; actorId: number; failure: Failure };

export function selectPreviewView(snapshot: ActorPreviewSnapshot): ActorPreviewView {
  const { actorId, cache, failure } = snapshot.context;
  if (actorId === null || !snapshot.hasTag('open')) return { status: 'closed' };
  if (snapshot.matches({ open: { content: 'failed' } }))
    return { status: 'failed', actorId, failure: failure ?? { message: '' } };
  const preview = cache.find((entry) => entry.actorId === actorId)?.preview;
  if (snapshot.hasTag('busy') || !preview) return { status: 'loading', actorId };
  const rating = preview.rating.count >= MIN_SHOWN_RATINGS ? preview.rating : null;
  return { status: 'shown', actorId, preview, rating };
}

/** The actor whose card is open (null: none), for her tile to say it controls it. */
export const selectOpenPreviewActor = (snapshot: ActorPreviewSnapshot): number | null =>
  snapshot.hasTag('open') ? snapshot.context.actorId : null;
