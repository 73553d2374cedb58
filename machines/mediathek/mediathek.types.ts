import type { RequestInput } from '../shared/session.types.ts';

/**
 * The guest's mediathek of photos (seed 001 §1, my area: `myvisitx/mediathek/photos`): the photo
 * albums the guest bought. Removing albums takes them out of the mediathek.
 */
export interface MediathekAlbum {
  albumId: number;
  actorName: string;
  title: string;
  pictureCount: number;
  previewUrl: string;
  avsRequired: boolean;
}

export interface MediathekLoadCall {
  request: RequestInput;
}

export interface MediathekRemoveCall {
  request: RequestInput;
  albumIds: number[];
}

/**
 * An audio item the guest owns (seed 001 §2, mediathek audio: `myvisitx/mediathek/audio`).
 * `audioUrl` is where it plays, or null when the file is not available to play here.
 */
export interface MediathekAudio {
  audioId: number;
  actorName: string;
  title: string;
  /** Length in seconds. */
  durationSeconds: number;
  audioUrl: string | null;
}
