import type { RouteEnteredEvent } from '../shell/shell.route.ts';
import { isLibrarySection, type LibraryMediaType, type LibrarySection } from './library.types.ts';

/** The mediathek's routes by the media type each shows. */
const MEDIA_TYPES: Partial<Record<RouteEnteredEvent['name'], LibraryMediaType>> = {
  myMediathek: 'VIDEO',
  myMediathekPhotos: 'PHOTO',
};

/** The section an address names (the shop when it names none, or one the mediathek lacks). */
export function sectionOfQuery(query: Readonly<Record<string, string>>): LibrarySection {
  const asked = query.section;
  return isLibrarySection(asked) ? asked : 'shop';
}

/** What a route of the mediathek shows, as the domain's own ask (`library.show`), if it is one. */
export function libraryRouteAsk({ name, query }: RouteEnteredEvent): {
  type: 'library.show';
  mediaType: LibraryMediaType;
  section: LibrarySection;
} | null {
  const mediaType = MEDIA_TYPES[name];
  return mediaType ? { type: 'library.show', mediaType, section: sectionOfQuery(query) } : null;
}
