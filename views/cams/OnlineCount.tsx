import { useEffect } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectOnlineCount } from '../../machines/presence/presence.selectors.ts';
import { useOptionalSystemSelector, useSend } from '../../src/engine/react.tsx';

/**
 * The count of actors online, moved live by the online and offline pushes: its owner is the
 * presence domain, which loads it when a page first shows it.
 */
export function OnlineCount() {
  const { t } = useTranslation();
  const send = useSend('presence');
  useEffect(() => send({ type: 'ui.onlineCountShown' }), [send]);
  const count = useOptionalSystemSelector('presence', selectOnlineCount, null);
  return (
    <p className="cams-online" role="status" data-testid="cams-online-count">
      {count === null ? t('cams.onlineUnknown') : t('cams.online', { count })}
    </p>
  );
}
