import { actorProfileTexts } from '../features/actorProfile.ts';
import type { Catalog } from '../catalog.ts';
import type { texts as english } from './actorProfile.en.ts';

/** The nl texts of an actor's profile and its sections (see actorProfile.en.ts). */
export const texts: Catalog<typeof english> = {
  actorProfile: actorProfileTexts.nl,
};
