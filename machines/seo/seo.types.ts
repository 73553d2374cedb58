import type { ServiceRequest } from '../shared/serviceRequest.ts';

/**
 * An SEO text by tag (seed 001 §7 "SEO texts by tags", `seo/getActorSeoContent/{actorId}/
 * {tagGroup}`): the text below a list of videos by a tag. Plain text: a view renders the heading
 * and each paragraph as text, never as markup.
 */
export interface SeoText {
  tag: string;
  title: string;
  paragraphs: string[];
}

/** Which texts: the tags of a list, and whose videos it lists (none: the whole catalogue's). */
export interface SeoFetch {
  request: ServiceRequest;
  tags: string[];
  actorId: number | null;
}

/** The list machine's query for SEO texts (the request rides along, as with every list). */
export type SeoQuery = {
  tags: string[];
  actorId: number | null;
};

/** An SEO text as a list item: keyed by its tag. */
export interface SeoTextItem extends SeoText {
  id: string;
}

/** The most texts a list asks for at once (one per tag of the list). */
export const SEO_TEXTS_MAX = 10;
