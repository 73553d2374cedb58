import type { GalleryServices } from '../../features/gallery.ts';

/** Without the simulator: every picture unrated, each call answered at once. */
export function demoGalleryServices(): GalleryServices {
  return {
    openGallery: ({ albumId }) =>
      Promise.resolve({
        albumId,
        pictures: [1, 2, 3].map((n) => ({
          pictureId: albumId * 1000 + n,
          likes: n,
          dislikes: 0,
          guestRating: null,
        })),
      }),
    ratePicture: ({ pictureId, rating }) =>
      Promise.resolve({
        pictureId,
        likes: rating === 5 ? 1 : 0,
        dislikes: rating === 1 ? 1 : 0,
        guestRating: rating === 0 ? null : rating,
      }),
    recordAlbumView: ({ albumId }) => Promise.resolve({ albumId, views: 1 }),
    shareVideo: () => Promise.resolve(),
    preloadPicture: ({ url }) => Promise.resolve({ url, objectUrl: null }),
    releasePictures: () => Promise.resolve(),
    watchStart: () => Promise.resolve(),
    loadBreadcrumb: ({ payload }) =>
      Promise.resolve([
        { label: 'Home', link: { route: 'home', actorName: null } },
        { label: payload.actorName, link: { route: 'actorProfile', actorName: payload.actorName } },
      ]),
  };
}
