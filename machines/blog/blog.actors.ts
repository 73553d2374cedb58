import { createListMachine } from '../list/list.machine.ts';
import type { BlogRequest } from './blog.types.ts';

/**
 * A performer the blog names (blog `actors/{payload}`, seed 001 §7; shape: decision 0027): her
 * profile's name and avatar, and the posts (of those asked about) that name her.
 */
export interface BlogActor {
  id: number;
  name: string;
  /** The lower-case name her profile's address carries. */
  slug: string;
  avatar: { url: string; srcSet: string; width: number; height: number };
  postIds: number[];
}

/** The posts whose performers are asked for: those a page shows. */
export interface BlogActorsQuery {
  [key: string]: unknown;
  postIds: number[];
}

export const blogActorsListMachine = createListMachine<
  BlogActor,
  BlogActorsQuery & { request: BlogRequest }
>();

/** The list actor of the performers the landing's posts name (system id). */
export const BLOG_ACTORS_LIST = 'blog.actors.list';

/** At most this many posts are asked about at once (the landing shows 18). */
export const BLOG_ACTORS_MAX_POSTS = 50;

/**
 * The performers one post names, in the order the service listed them.
 *
 * @example actorsOfPost([{ id: 7, postIds: [1, 2], … }], 2) // [{ id: 7, … }]
 */
export function actorsOfPost(actors: readonly BlogActor[], postId: number): BlogActor[] {
  return actors.filter((actor) => actor.postIds.includes(postId));
}
