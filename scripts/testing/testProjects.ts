/**
 * Which unit tests share one module graph per worker and which get fresh modules per file
 * (vitest's projects in vite.config.ts). Importing the simulator, the engine and xstate again for
 * every file was most of the run: the simulator's 91 files took 264 CPU-s isolated, 114 shared.
 */

/** Folders whose tests share a graph: each test builds what it needs (a simulator, an engine). */
export const SHARED_FOLDERS = ['simulator', 'src', 'scripts'];

/**
 * Tests in those folders that need their own modules: they mock a module (`vi.mock` replaces it
 * only for modules imported after it, so not for one another file already loaded), stub a global,
 * count what importing does, or need a module state no other test changed.
 * scripts/testing/testProjects.test.ts holds every mocking test of a shared folder to this list.
 */
export const OWN_MODULES_TESTS = [
  // vi.mock('node:crypto'): counts the scrypt runs of passwords.ts.
  'simulator/payClient/passwords.test.ts',
  // vi.mock of the staff passwords' check (remembered per password).
  'simulator/support/staff.test.ts',
  // A stubbed `scheduler` global.
  'src/app/nextTask.test.ts',
  // vi.mock of the catalogs' loader, a stubbed `window`, vi.resetModules.
  'src/app/pageLanguage.test.ts',
  // vi.mock of the domains' table: the registry's failures are module state.
  'src/engine/domains/loadFailure.test.ts',
  // Needs the blog domain's code not loaded, which the domains' registry holds once any test
  // loaded it (a shuffled shared run failed it).
  'src/engine/report/buildReport.test.ts',
  // vi.mock('xstate'): counts the machines built from the engine's first import.
  'src/engine/firstLoad.test.ts',
  // vi.mock of the request helpers, to capture each request's reply schema.
  'src/engine/testing/fuzzedReplies.test.ts',
  // vi.resetModules and vi.stubEnv: a page's first catalog, imported afresh.
  'src/i18n/i18n.test.ts',
  // A stubbed `Function`, seen by zod's first import.
  'src/zodJitless.test.ts',
];
