/** A picture in the platform's three widths (seed 001 §9: w320, w640, w1280; feed pictures have no w1280). */
export interface ImageSources {
  w320: string;
  w640: string;
  w1280?: string;
}

/**
 * The `srcset` of the three widths: the picture's and the preload's that a prerendered page
 * names for it (src/prerender/firstScreen.ts), so the browser fetches the same file once.
 */
export const srcSetOf = (sources: ImageSources): string =>
  `${sources.w320} 320w, ${sources.w640} 640w${sources.w1280 ? `, ${sources.w1280} 1280w` : ''}`;

/**
 * The `elementtiming` name of the first picture a server puts in a prerendered frame
 * (simulator/routes/frames.ts): the app takes over once it is painted (src/app/prerenderedFrame.ts).
 */
export const FIRST_PICTURE_TIMING = 'first-picture';
