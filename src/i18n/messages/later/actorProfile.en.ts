import { actorProfileTexts } from '../features/actorProfile.ts';

/** The English texts of an actor's profile and its sections: a chunk of their own (src/i18n/messages/later.ts). */
export const texts = {
  actorProfile: actorProfileTexts.en,
};
