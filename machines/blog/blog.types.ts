import type { Language } from '../shell/routes/index.ts';

/** A picture in the three widths of seed 001 §9. */
interface BlogPictures {
  w320: string;
  w640: string;
  w1280: string;
}

/** A blog post as a tile shows it (seed 001 §3, Blog response: posts carry their id). */
export interface BlogPost {
  id: number;
  slug: string;
  categoryId: number;
  title: string;
  teaser: string;
  /** ISO date and time of publication. */
  published: string;
  picture: BlogPictures;
}

/** Posts per year and category (seed 001 §3, Blog response `archives`). */
export interface BlogArchive {
  year: number;
  categoryId: number;
  posts: number;
}

/** The landing's answer: featured posts, the first posts of each landing category, archives. */
export interface BlogLanding {
  featured: BlogPost[];
  /** Keyed by the landing category slug (`latest`, `news`, …). */
  posts: Record<string, BlogPost[]>;
  /** Posts of each landing category beyond those shown. */
  totals: Record<string, number>;
  /** Every post id the landing shows. */
  exclude: number[];
  archives: BlogArchive[];
}

/** A category page's list query: the category; later pages exclude what was shown (cursor). */
export interface BlogCategoryQuery {
  [key: string]: unknown;
  categoryId: number;
}

/** An archive year's list query (archives/{category} with page, pageSize and year). */
export interface BlogArchiveQuery {
  [key: string]: unknown;
  categoryId: number;
  year: number;
}

/** Where the blog calls go and as whom. */
export interface BlogRequest {
  restBaseUrl: string;
  ver: string;
  language: Language;
  accessToken: string | null;
}

/** One page of `posts/{categoryId}/{page, pageSize, exclude}` as the service reads it. */
export interface BlogPostsReply {
  posts: BlogPost[];
  /** The category's posts not yet shown after this page (seed 001 §4: hasMore while above 0). */
  total: number;
}
