import { libraryTexts } from '../features/library.ts';
import { legalTexts } from '../features/legal.ts';
import { webPushTexts } from '../features/webPush.ts';
import { specialsTexts } from '../features/specials.ts';
import { reportTexts } from '../features/report.ts';
import { myAccountTexts } from '../features/myAccount.ts';
import type { Catalog } from '../catalog.ts';
import type { texts as english } from './pages.en.ts';

/** The nl texts of the library, the legal texts, web push, the special pages, the report dialog and the guest's profile page (see pages.en.ts). */
export const texts: Catalog<typeof english> = {
  library: libraryTexts.nl,
  legal: legalTexts.nl,
  webPush: webPushTexts.nl,
  specials: specialsTexts.nl,
  report: reportTexts.nl,
  myAccount: myAccountTexts.nl,
};
