import type { RequestInput } from '../shared/session.types.ts';
import { albumFactsOf } from './content.figures.ts';
import type { ContentContext, ContentItem } from './content.types.ts';

/**
 * The inputs of the shown item's children: an album's rating and comments, a video's rating and
 * its preview scrubbing (content.machine.ts, region `rating`).
 */

/**
 * The guest's request (the domain's input) and the item on screen: every state under `shown`
 * has the item (the answer that entered it brought it). Named once here instead of an assertion
 * at each use; a child started without it fails, and its `onError` takes only that child away.
 */
function shownFacts(context: ContentContext): { request: RequestInput; item: ContentItem } {
  const { request, item } = context;
  if (item === null) throw new Error('content: no item is shown');
  return { request, item };
}

export function albumRatingInput(context: ContentContext) {
  const { request, item } = shownFacts(context);
  return { request, albumId: item.id, rating: albumFactsOf(item).rating };
}

export function albumCommentsInput(context: ContentContext) {
  const { request, item } = shownFacts(context);
  return { request, albumId: item.id, album: albumFactsOf(item), ...context.commenter };
}

/** The video's rating asks the query service, from the configuration. */
export function videoRatingInput(context: ContentContext) {
  const { request, item } = shownFacts(context);
  return { request: { ...request, queryServiceUrl: context.queryServiceUrl }, videoId: item.id };
}

export function previewScrubInput(context: ContentContext) {
  const { request } = shownFacts(context);
  return { request: { ...request, queryServiceUrl: context.queryServiceUrl } };
}

/** The video's buying options: the clock, and a logged-in guest's vouchers on the query service. */
export function videoOffersInput(context: ContentContext) {
  const { request } = shownFacts(context);
  return {
    request: { ...request, queryServiceUrl: context.queryServiceUrl },
    loggedIn: context.commenter.isLoggedIn,
  };
}
