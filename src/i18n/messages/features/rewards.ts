import type { FeatureTexts } from '../catalog.ts';

/** The rewards feature's texts (keys under `rewards.`); English is the source, the rest translate it. */
const en = {};

export const rewardsTexts: FeatureTexts<typeof en> = { en, de: {}, es: {}, nl: {} };
