import type { FeatureTexts } from '../catalog.ts';

/** The payTour feature's texts (keys under `payTour.`); English is the source, the rest translate it. */
const en = {};

export const payTourTexts: FeatureTexts<typeof en> = { en, de: {}, es: {}, nl: {} };
