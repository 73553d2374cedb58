import { defineDomain } from '../app/domainManifest.ts';

/** The guest's pinned actors, albums and pictures, and their notifications. */
export const favouritesManifest = defineDomain({
  id: 'favourites',
  lazy: true,
  owns: {
    favourites: [
      'FavoriteActorPinned',
      'FavoriteActorUnpinned',
      'FavoriteAlbumPinned',
      'FavoriteAlbumUnpinned',
      'FavoriteSedcardsAlbumPinned',
      'FavoriteSedcardsAlbumUnpinned',
      'FavoritePicturePinned',
      'FavoritePictureUnpinned',
      'FavoriteActors',
    ],
  },
  gateClients: ['favourites'],
  routes: ['myFavoriteCams'],
});
