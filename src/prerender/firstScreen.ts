import { DEFAULT_ACTOR_CATEGORY } from '../../machines/cams/cams.types.ts';
import { CAMS_DOCUMENTS } from '../../services/cams/camsApi.ts';
import { JUMBOTRON_PATHS } from '../../services/videos/videosApi.ts';
import type { ImageSources } from '../../views/media/imageSources.ts';
import {
  CAM_TILE_SIZES,
  JUMBOTRON_SIZES,
  tileImageSizes,
} from '../../views/tileGrid/breakpoints.ts';
import type { RouteName } from '../routes/index.ts';

/**
 * The client's first request: a GraphQL document of a service with the variables of its first
 * page but for its length (the first item of a page at offset 0 is the same for any limit, and
 * only its picture is named), or a REST path under `/rest/v1`.
 */
export type FirstScreenRequest =
  | {
      kind: 'graphql';
      service: 'query';
      document: (typeof CAMS_DOCUMENTS)['models'];
      variables: Record<string, unknown>;
    }
  | { kind: 'rest'; path: string };

/**
 * The request whose first item is a route's largest paint, and how its picture is shown: the
 * server that sends the route's prerendered page asks it too and names the picture in the page
 * (`<link rel="preload" as="image">`), so the browser fetches it before any script runs.
 */
interface FirstScreen {
  request: FirstScreenRequest;
  /** The first item's picture in the reply's data. */
  picture(data: unknown): ImageSources | undefined;
  /** The `sizes` of the item's picture (the preload's `imagesizes`: the same width is fetched). */
  sizes: string;
  /**
   * Where the frame shows the picture itself, so that the HTML paints the largest paint before
   * any script: the opening tag of the screen's placeholder in the prerendered markup (the build
   * marks its inside with {@link FIRST_PICTURE}, and fails if a frame lacks it), and the picture's
   * width over height, as the app's picture there has it. Without one the page only preloads it.
   */
  slot?: { after: string; aspectRatio: number };
}

/**
 * The place in a frame's placeholder where the server puts the first picture (an HTML comment:
 * a page sent as built, with no picture named, shows the placeholder as it is).
 */
export const FIRST_PICTURE = '<!--first-picture-->';

interface ModelsData {
  models?: { items?: { avatar?: ImageSources }[] };
}
interface BlogLandingData {
  featured?: { picture?: ImageSources }[];
}
interface JumbotronData {
  slides?: { video?: { preview?: ImageSources } }[];
}

/**
 * The routes whose prerendered page names its largest paint's picture. The cams grid's first
 * page: `models` of the default category with no filters (services/cams/camsApi.ts
 * `modelsFilter` of the list `cams`, which the cams machine asks first).
 */
export const FIRST_SCREENS: Partial<Record<RouteName, FirstScreen>> = {
  cams: {
    request: {
      kind: 'graphql',
      service: 'query',
      document: CAMS_DOCUMENTS.models,
      variables: { filter: { categoryId: DEFAULT_ACTOR_CATEGORY }, offset: 0, limit: 1 },
    },
    picture: (data) => (data as ModelsData | null)?.models?.items?.[0]?.avatar,
    sizes: CAM_TILE_SIZES,
  },
  // The video station's jumbotron (the videos machine asks `videostation` on this route).
  videos: {
    request: { kind: 'rest', path: JUMBOTRON_PATHS.videostation },
    picture: (data) => (data as JumbotronData | null)?.slides?.[0]?.video?.preview,
    sizes: JUMBOTRON_SIZES,
    // The jumbotron's room while it loads (views/videos/VideoPages.tsx `Jumbotron`): 16:9 at
    // most 360 px high, as its slide's picture.
    slot: {
      after: '<div class="jumbotron jumbotron-loading" aria-busy="true">',
      aspectRatio: 16 / 9,
    },
  },
  // The blog landing's first featured card (services/blog/blogApi.ts `fetchLanding`, which the
  // blog machine asks on this route; its cards render with the grid's sizes), shown in the first
  // card's picture room of the landing's skeleton (views/blog/BlogPages.tsx `LandingSkeleton`):
  // 16:9 at the card's width, as BlogCard's picture.
  blog: {
    request: { kind: 'rest', path: 'blog/pm' },
    picture: (data) => (data as BlogLandingData | null)?.featured?.[0]?.picture,
    sizes: tileImageSizes('grid'),
    slot: { after: '<div class="blog-card-room">', aspectRatio: 16 / 9 },
  },
};
