import { DEMO_PICTURE } from './pictures.ts';
import type { VideoTile } from '../../../../machines/videos/videos.types.ts';
import type { AlbumTile } from '../../../../machines/videos/albums.ts';
import { demoLoadThumbnails } from './thumbnails.ts';
import type { VideosServices } from '../../features/videos.ts';

const demoPictures = { w320: DEMO_PICTURE, w640: DEMO_PICTURE, w1280: DEMO_PICTURE };
const demoVideo = (id: number): VideoTile => ({
  id,
  title: `Demo video ${id}`,
  duration: 60 + id,
  actorName: 'LanaLove',
  price: { value: 1.99, currency: 'EUR' },
  basePrice: { value: 2.99, currency: 'EUR' },
  free: id % 5 === 0,
  vip: false,
  isVip30Offer: id % 7 === 0,
  isNew: id % 3 === 0,
  classic: false,
  ageRating: 18,
  camRecording: id % 4 === 0,
  likes: id * 3,
  bought: false,
  gifted: false,
  flatrate: false,
  liked: false,
  preview: demoPictures,
});

const demoAlbum = (id: number): AlbumTile => ({
  id,
  title: `Demo album ${id}`,
  actorName: 'LanaLove',
  pictureCount: 12 + id,
  previewCount: 3,
  price: { value: 2.99, currency: 'EUR' },
  basePrice: { value: 2.99, currency: 'EUR' },
  free: false,
  vip: id % 4 === 0,
  isVipContent: id % 4 === 0,
  isNew: id % 3 === 0,
  likes: id * 2,
  bought: false,
  preview: demoPictures,
});

/** Answers at once with demo data: 100 videos and 30 albums paged, one jumbotron slide, three stars, tags, SEO texts. */
export function demoVideosServices(): VideosServices {
  const videos = Array.from({ length: 100 }, (_, index) => demoVideo(index + 1));
  const albums = Array.from({ length: 30 }, (_, index) => demoAlbum(index + 6201));
  return {
    fetchAlbums: ({ limit, offset }) =>
      Promise.resolve({ items: albums.slice(offset, offset + limit), total: albums.length }),
    fetchVideos: ({ limit, offset }) =>
      Promise.resolve({
        items: videos.slice(offset, offset + limit),
        total: videos.length,
      }),
    fetchJumbotron: () =>
      Promise.resolve({
        items: [{ id: 1, headline: 'Demo', video: demoVideo(1) }],
        hasMore: false,
      }),
    fetchVideoStars: () =>
      Promise.resolve({
        items: [1, 2, 3].map((id) => ({
          id,
          name: `Star${id}`,
          videoCount: 10 - id,
          avatar: demoPictures,
        })),
        hasMore: false,
      }),
    fetchSeoTexts: ({ query }) =>
      Promise.resolve({
        items: query.tags.map((tag) => ({
          id: tag,
          tag,
          title: `About ${tag}`,
          paragraphs: [`Videos tagged ${tag}.`],
        })),
        hasMore: false,
      }),
    loadThumbnails: demoLoadThumbnails,
    fetchVideosByIds: () => Promise.resolve([]),
    suggestTags: ({ search }) =>
      Promise.resolve(
        ['lingerie', 'outdoor', 'pov'].filter((tag) => search === null || tag.includes(search)),
      ),
  };
}
