import type { FeatureTexts } from '../catalog.ts';

/** The guest feature's texts (keys under `guest.`); English is the source, the rest translate it. */
const en = {};

export const guestTexts: FeatureTexts<typeof en> = { en, de: {}, es: {}, nl: {} };
