import { selectGuestSummary } from '../../machines/guest/guest.selectors.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';
import { NEW_TAB_LINK } from './externalLink.ts';
import { supportUrl } from './supportUrl.ts';

const selectGuestName = (s: Parameters<typeof selectGuestSummary>[0]): string | null =>
  selectGuestSummary(s)?.name ?? null;

/** The help centre in the page's language, with the guest's name when logged in (a new tab). */
export function SupportLink() {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const name = useSystemSelector('guest', selectGuestName);
  return (
    <a href={supportUrl(language, name)} {...NEW_TAB_LINK} data-testid="support-link">
      {t('footer.support')}
    </a>
  );
}
