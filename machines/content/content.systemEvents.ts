import type { ContentEvent } from './content.machine.ts';
import type { VideoRatingEvent } from './videoRating.machine.ts';
import type { AlbumRatingEvent } from './albumRating.machine.ts';
import type { PreviewScrubEvent } from './previewScrub.machine.ts';
import type { VideoOffersEvent } from './videoOffers.machine.ts';
import type { AlbumCommentsEvent } from './albumComments.machine.ts';

/** The events the content domain's actors accept, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    content: ContentEvent;
    'content.rating': VideoRatingEvent;
    'content.albumRating': AlbumRatingEvent;
    'content.scrub': PreviewScrubEvent;
    'content.offers': VideoOffersEvent;
    'content.albumComments': AlbumCommentsEvent;
  }
}
