import type { RequestInput } from '../shared/session.types.ts';
import type { VideoTile } from '../videos/videos.types.ts';

/**
 * The profile's further parts (seed 001 §7, Actors and Gallery; shapes: decision 0025), loaded in
 * one recorded call once her profile is shown to a guest she is available to.
 */
export interface ActorExtras {
  /** `getActorStateById`: what she does right now. */
  state: { online: boolean; mobileVideoCall: boolean; ticketShow: boolean; privateChat: boolean };
  /** `getActorPreviewImage`: her live preview picture (`live` while her cam runs). */
  previewImage: { url: string; width: number; height: number; live: boolean };
  /** `getpromotedvideo`: the video she promotes, if any. */
  promotedVideo: VideoTile | null;
  /** `getTopVideos`: her best-selling videos. */
  topVideos: VideoTile[];
  /** `getPinnedPhotos`: the album pictures she pinned to her profile, each opening its album. */
  pinnedPhotos: {
    id: number;
    albumId: number;
    albumTitle: string;
    url: string;
    width: number;
    height: number;
  }[];
  /** `sales/actor/{actorId}`: her running discount on videos, if any. */
  sale: { discountPercent: number; videos: number; validTo: string } | null;
  /** `getActorTVLivestreamDataById`: her latest TV episodes. */
  tvEpisodes: { id: number; title: string; airedAt: string }[];
}

export interface ExtrasCall {
  request: RequestInput;
  /** The query service, where the videos' tiles come from (`videos_v2`). */
  queryServiceUrl: string;
  actorId: number;
  actorName: string;
}
