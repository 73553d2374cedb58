/**
 * The session's facts moved to `machines/shared/session.types.ts` (issue 52 §5: shared imports no
 * domain). Kept for the importers that other work in progress still edits
 * (`src/prerender/renderFrame.tsx`, `machines/feed/feed.testing.ts`).
 */
export type { AppConfig, GuestState } from '../shared/session.types.ts';
