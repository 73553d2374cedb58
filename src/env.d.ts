/** The app version, from package.json at build time (vite.config.ts). */
declare const __APP_VERSION__: string;
