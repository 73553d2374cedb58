import type { GalleryEvent } from './gallery.types.ts';

/** The events the gallery domain's actor accepts, by system id (see `machines/shared/systemEvents.ts`). */
declare module '../shared/systemEvents.ts' {
  interface SystemEvents {
    gallery: GalleryEvent;
  }
}
