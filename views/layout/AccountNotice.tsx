import { useTranslation } from '../../src/i18n/react.ts';
import { selectIsLocked } from '../../machines/guest/guest.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';

/** Tells a guest plainly that the platform locked the account and logged them out. */
export function AccountNotice() {
  const { t } = useTranslation();
  const locked = useSystemSelector('guest', selectIsLocked);
  if (!locked) return null;
  return (
    <div className="account-notice container" role="alert">
      <strong>{t('accountNotice.lockedTitle')}</strong> {t('accountNotice.lockedText')}
    </div>
  );
}
