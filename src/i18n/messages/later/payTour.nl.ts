import { payTourTexts } from '../features/payTour.ts';
import type { Catalog } from '../catalog.ts';
import type { texts as english } from './payTour.en.ts';

/** The nl texts of the pay tour (see payTour.en.ts). */
export const texts: Catalog<typeof english> = {
  payTour: payTourTexts.nl,
};
