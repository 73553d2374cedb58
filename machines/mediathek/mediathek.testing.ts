import type { MediathekAlbum } from './mediathek.types.ts';

/** A bought photo album for the mediathek's tests. */
export function mediathekAlbum(albumId: number): MediathekAlbum {
  return {
    albumId,
    actorName: 'LanaLove',
    title: `Album ${albumId}`,
    pictureCount: 6,
    previewUrl: `/media/contests/album/${albumId}/1.svg`,
    avsRequired: false,
  };
}
