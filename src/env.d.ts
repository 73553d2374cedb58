/** The app version, from package.json at build time (vite.config.ts). */
declare const __APP_VERSION__: string;
/** The inspector and `window.__camclient` are in this build (every mode but production). */
declare const __DEV_SURFACES__: boolean;

// hls.js ships no types for its light build; it has the full build's API less subtitles,
// alternate audio and DRM.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
