import type { LaterNamespace } from '../../src/i18n/messages/later.ts';

/**
 * The texts an actor's page frame shows (its tabs, the feed's among them): every screen inside it
 * loads them.
 */
export const PROFILE_FRAME_TEXTS = [
  'actorProfile',
  'feed',
] as const satisfies readonly LaterNamespace[];
