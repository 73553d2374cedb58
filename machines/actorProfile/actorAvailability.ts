import type { ActorProfile } from './actorProfile.types.ts';

/**
 * Seed 001 §5, the one rule for banned countries: an actor is unavailable to a guest whose
 * country code is in her bannedCountryCodes (or whom the platform already told so, through her
 * chat button config). Nothing of hers is shown then: no media, no chat. The actor profile machine
 * decides it with this rule for every page of hers (profile sections, her videos and feed, a video
 * or photo album page), and the views only read the answer (`selectActorAvailability`).
 *
 * @example
 * isUnavailableIn({ bannedCountryCodes: ['CH'], chatButtons: { isBannedCountry: false } }, 'CH'); // true
 */
export function isUnavailableIn(
  actor: Pick<ActorProfile, 'bannedCountryCodes'> & {
    chatButtons: Pick<ActorProfile['chatButtons'], 'isBannedCountry'>;
  },
  countryCode: string | null,
): boolean {
  if (actor.chatButtons.isBannedCountry) return true;
  if (countryCode === null || countryCode === '') return false;
  const country = countryCode.toUpperCase();
  return actor.bannedCountryCodes.some((code) => code.toUpperCase() === country);
}
