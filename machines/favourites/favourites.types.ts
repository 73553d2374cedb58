/** One favourite actor as the realtime frame `FavoriteActors` carries her. */
export interface FavouriteActor {
  id: number;
  name: string;
  isOnline: boolean;
  avatarUrl: string | null;
}
