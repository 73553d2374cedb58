import type { FeatureTexts } from '../catalog.ts';

/** The incentives feature's texts (keys under `incentives.`); English is the source, the rest translate it. */
const en = {};

export const incentivesTexts: FeatureTexts<typeof en> = { en, de: {}, es: {}, nl: {} };
