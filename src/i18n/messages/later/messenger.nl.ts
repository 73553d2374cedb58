import { messengerTexts } from '../features/messenger.ts';
import type { Catalog } from '../catalog.ts';
import type { texts as english } from './messenger.en.ts';

/** The nl texts of the messenger (see messenger.en.ts). */
export const texts: Catalog<typeof english> = {
  messenger: messengerTexts.nl,
};
