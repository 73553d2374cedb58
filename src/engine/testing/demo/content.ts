import type { ContentCall, ContentItem } from '../../../../machines/content/content.types.ts';
import type { VideoRating } from '../../../../machines/content/videoRating.machine.ts';
import { ratingAfter } from '../../../../machines/content/rating.machine.ts';
import { demoLoadThumbnails } from './thumbnails.ts';
import type { AlbumComment, AlbumRating } from '../../../../machines/content/album.types.ts';
import { demoPlayerServices } from './player.ts';
import type { ContentServices } from '../../features/content.ts';

/** The demo clock of the content pages: 2026-01-11 12:00 UTC. */
const DEMO_CONTENT_NOW = Date.UTC(2026, 0, 11, 12);

const picture = (ref: ContentCall['ref'], number: number) => ({
  id: ref.kind === 'album' ? ref.id * 1000 + number : number,
  url: 'data:image/svg+xml,%3Csvg%2F%3E',
  avsRequired: false,
});

/**
 * Answers at once with demo data: one video or album per id, bought once asked to; an album with
 * a few comments, one more from the guest, and its likes.
 */
export function demoContentServices(): ContentServices {
  const bought = new Set<string>();
  const comments = new Map<number, AlbumComment[]>();
  const commentsOf = (albumId: number) =>
    comments.get(albumId) ??
    Array.from({ length: 7 }, (_, index) => ({
      id: 7 - index,
      author: `Guest ${7 - index}`,
      text: `Demo comment ${7 - index}`,
      createdAt: '2026-01-10T12:00:00.000Z',
    }));
  const albumRatings = new Map<number, AlbumRating>();
  const albumRatingOf = (albumId: number): AlbumRating =>
    albumRatings.get(albumId) ?? { likes: 20, dislikes: 2, guestRating: null };
  const item = ({ ref }: ContentCall): ContentItem => ({
    kind: ref.kind,
    id: ref.id,
    actorName: ref.actorName,
    title: `Demo ${ref.kind} ${ref.id}`,
    description: '',
    price: { value: 1.99, currency: 'EUR' },
    avsRequired: false,
    bought: bought.has(`${ref.kind}:${ref.id}`),
    duration: ref.kind === 'video' ? 60 : null,
    pictureCount: ref.kind === 'album' ? 2 : 0,
    // An album's pictures have unique ids (album id × 1000 + number, as the simulator's).
    previews: [picture(ref, 1)],
    pictures:
      ref.kind === 'album' && bought.has(`album:${ref.id}`)
        ? [picture(ref, 1), picture(ref, 2)]
        : [],
    // No clip without the simulator: the page offers no preview box.
    preview: null,
    album:
      ref.kind === 'album'
        ? {
            views: 120,
            rating: albumRatingOf(ref.id),
            comments: commentsOf(ref.id).slice(0, 5),
            commentsTotal: commentsOf(ref.id).length,
            canComment: !comments.has(ref.id),
          }
        : null,
  });
  const ratings = new Map<number, VideoRating>();
  const ratingOf = (videoId: number): VideoRating =>
    ratings.get(videoId) ?? { videoId, likes: 12, dislikes: 1, guestRating: null };
  return {
    player: demoPlayerServices(),
    loadThumbnails: demoLoadThumbnails,
    loadVideoRating: ({ videoId }) => Promise.resolve(ratingOf(videoId)),
    rateVideo: ({ videoId, rating }) => {
      const next = ratingAfter(ratingOf(videoId), rating);
      ratings.set(videoId, next);
      return Promise.resolve(next);
    },
    loadAlbumComments: ({ albumId, limit, offset }) =>
      Promise.resolve({
        comments: commentsOf(albumId).slice(offset, offset + limit),
        total: commentsOf(albumId).length,
      }),
    postAlbumComment: ({ albumId, text }) => {
      const comment = { id: 100, author: 'You', text, createdAt: '2026-01-11T12:00:00.000Z' };
      comments.set(albumId, [comment, ...commentsOf(albumId)]);
      return Promise.resolve({ comment, total: commentsOf(albumId).length });
    },
    rateAlbum: ({ albumId, rating }) => {
      const next = ratingAfter(albumRatingOf(albumId), rating);
      albumRatings.set(albumId, next);
      return Promise.resolve(next);
    },
    loadContentItem: (call) => Promise.resolve(item(call)),
    // No vouchers; the day is a fixed one (no daily-bonus price in the demo).
    loadVideoVouchers: () => Promise.resolve([]),
    contentClock: () => Promise.resolve(DEMO_CONTENT_NOW),
    buyContentItem: (call) => {
      bought.add(`${call.ref.kind}:${call.ref.id}`);
      return Promise.resolve({ item: item(call) });
    },
  };
}
