import type { TFunction } from '../../src/i18n/index.ts';

/** The recommended actors' title: "Recommended for you", or "she is offline: try these". */
export function recommendationsTitle(t: TFunction, offlineName: string | undefined): string {
  return offlineName === undefined
    ? t('actorProfile.recommendedTitle')
    : t('actorProfile.recommendedOffline', { name: offlineName });
}
