import { libraryTexts } from '../features/library.ts';
import { legalTexts } from '../features/legal.ts';
import { webPushTexts } from '../features/webPush.ts';
import { specialsTexts } from '../features/specials.ts';
import { reportTexts } from '../features/report.ts';
import { myAccountTexts } from '../features/myAccount.ts';

/** The English texts of the library, the legal texts, web push, the special pages, the report dialog and the guest's profile page: a chunk of their own (src/i18n/messages/later.ts). */
export const texts = {
  library: libraryTexts.en,
  legal: legalTexts.en,
  webPush: webPushTexts.en,
  specials: specialsTexts.en,
  report: reportTexts.en,
  myAccount: myAccountTexts.en,
};
