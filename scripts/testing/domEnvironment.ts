import { builtinEnvironments, type Environment } from 'vitest/runtime';

/**
 * The DOM of the unit tests that render components into one (happy-dom's window and document):
 * the files named `*.dom.test.tsx` (vitest's `dom` project, vite.config.ts); the others run in
 * Node without one. Not chosen by a `// @vitest-environment` comment: vitest reads only a name
 * there, and its own `happy-dom` could not load the demo services (below).
 *
 * Vitest's own `happy-dom` environment transforms the modules for Vite's `client` environment,
 * where Vite rewrites `new URL('../x.json', import.meta.url)` to a path of its dev server
 * (`file:///fixtures/accounts.json` under Node): the demo services, which read the simulator's
 * fixtures that way, failed to load. This one is happy-dom in the `ssr` environment every other
 * unit test runs in: the same module graph (Node's export conditions, the same transforms), with
 * a DOM as globals.
 */
const dom: Environment = { ...builtinEnvironments['happy-dom'], viteEnvironment: 'ssr' };

export default dom;
