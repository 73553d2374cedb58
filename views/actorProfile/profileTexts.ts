import type { LaterNamespace } from '../../src/i18n/messages/later.ts';

/** The texts an actor's page frame shows (its tabs): every screen inside it loads them. */
export const PROFILE_FRAME_TEXTS = ['actorProfile'] as const satisfies readonly LaterNamespace[];
