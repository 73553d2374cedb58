import type { FeatureTexts } from '../catalog.ts';

/** The messenger feature's texts (keys under `messenger.`); English is the source, the rest translate it. */
const en = {};

export const messengerTexts: FeatureTexts<typeof en> = { en, de: {}, es: {}, nl: {} };
