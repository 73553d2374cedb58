import { useEffect, useRef } from 'react';
import { selectUnreadTotal } from '../../machines/messenger/messenger.selectors.ts';
import { selectTabTitle, titleAt } from '../../machines/tabTitle/tabTitle.selectors.ts';
import { useOptionalSystemSelector, useSend } from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';

const sameTitle = (
  a: { unread: number; step: number } | null,
  b: { unread: number; step: number } | null,
) => a === b || (a !== null && b !== null && a.unread === b.unread && a.step === b.step);

/**
 * The tab title for unread messages (seed 000 §9, machines/tabTitle): tells the machine the
 * messenger's unread total, writes the step the machine is at while the tab is hidden, and puts
 * the page's own title back when it stops. Renders nothing.
 */
export function TabTitle() {
  const { t } = useTranslation();
  const send = useSend('notifications.tabTitle');
  const unread = useOptionalSystemSelector('messenger', selectUnreadTotal, 0);
  const shown = useOptionalSystemSelector(
    'notifications.tabTitle',
    selectTabTitle,
    null,
    sameTitle,
  );
  const ownTitle = useRef<string | null>(null);

  useEffect(() => send({ type: 'tab.unreadChanged', count: unread }), [send, unread]);

  useEffect(() => {
    if (shown === null) {
      if (ownTitle.current !== null) document.title = ownTitle.current;
      ownTitle.current = null;
      return;
    }
    ownTitle.current ??= document.title;
    const text = `(${shown.unread}) ${t('messenger.unreadCount', { count: shown.unread })} · `;
    document.title = titleAt(text, shown.step);
  }, [shown, t]);

  return null;
}
