import type { FeatureTexts } from '../catalog.ts';

/** The my-account feature (consent, profile)'s texts (keys under `myAccount.`); English is the source, the rest translate it. */
const en = {};

export const myAccountTexts: FeatureTexts<typeof en> = { en, de: {}, es: {}, nl: {} };
