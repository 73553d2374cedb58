import { useTranslation } from '../../src/i18n/react.ts';
import { selectOnlineCount } from '../../machines/cams/cams.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';

/** The count of actors online, moved live by the online and offline pushes. */
export function OnlineCount() {
  const { t } = useTranslation();
  const count = useSystemSelector('cams', selectOnlineCount);
  return (
    <p className="cams-online" role="status" data-testid="cams-online-count">
      {count === null ? t('cams.onlineUnknown') : t('cams.online', { count })}
    </p>
  );
}
