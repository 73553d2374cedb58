import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { useNavigate } from 'react-router';
import { usePopover } from '../hooks/usePopover.ts';
import {
  selectAccess,
  selectLatestUnread,
  selectUnreadTotal,
} from '../../machines/messenger/messenger.selectors.ts';
import {
  selectFloatingNotifications,
  selectNavbarNotifications,
  selectUnseenCount,
} from '../../machines/notifications/notifications.selectors.ts';
import type { Notification } from '../../machines/notifications/notifications.types.ts';
import { selectIsMobile, selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { buildPath } from '../../src/routes/index.ts';
import { useOptionalSystemSelector, useSystemSelector } from '../../src/engine/react.tsx';
import { BellIcon } from '../layout/icons.tsx';
import { useReservedSpace } from '../layout/useReservedSpace.ts';
import { useFrameSelector } from './useFrameSelector.ts';
import { useMessengerSend, useNotificationsSend } from './useMessenger.ts';
import { sameItems } from './viewSelectors.ts';
import { TabTitle } from './TabTitle.tsx';
import { floatingQueue } from '../../machines/incentives/floatingQueue.ts';
import { useFloatingFacts } from '../incentives/useFloatingFacts.ts';
import { selectRegionIncentives } from '../../machines/incentives/incentives.selectors.ts';
import './messenger.css';

const NO_NOTIFICATIONS: readonly Notification[] = [];
const selectCornerIncentives = selectRegionIncentives('corner');

/** The navbar's message and notification dropdowns (logged-in guests only). */
export function MessengerNavbarItems() {
  const access = useFrameSelector('messenger', selectAccess);
  const mobile = useSystemSelector('shell', selectIsMobile);
  if (access !== 'loggedIn') return null;
  // On a phone the notifications live in the mobile bar's own menu (NotificationsList).
  return (
    <div className="messenger-navbar">
      <MessagesDropdown />
      {!mobile && <NotificationsDropdown />}
    </div>
  );
}

/** A button with a popup panel; Escape and a click outside close it. */
function Dropdown({
  label,
  badge,
  icon,
  onOpen,
  children,
}: {
  label: string;
  badge: string | null;
  icon: ReactNode;
  onOpen?: () => void;
  children: (close: () => void) => ReactNode;
}) {
  const { open, setOpen, close, panelId: id, root, button } = usePopover();
  return (
    <div className="messenger-dropdown" ref={root}>
      <button
        type="button"
        ref={button}
        className="icon-button"
        aria-label={badge ? `${label} (${badge})` : label}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => {
          if (!open) onOpen?.();
          setOpen(!open);
        }}
      >
        {icon}
        {badge && (
          <span className="messenger-badge" aria-hidden="true">
            {badge.replace(/\D+/g, '')}
          </span>
        )}
      </button>
      {open && (
        <div id={id} className="messenger-panel" role="region" aria-label={label}>
          {children(close)}
        </div>
      )}
    </div>
  );
}

const ChatIcon = () => (
  <svg
    width={22}
    height={22}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    aria-hidden="true"
    focusable="false"
  >
    <path d="M4 5h16v11H8l-4 4z" strokeLinejoin="round" />
  </svg>
);

function MessagesDropdown() {
  const { t } = useTranslation();
  // Closed, the dropdown shows the unread total only: the list is read while it is open.
  const total = useFrameSelector('messenger', selectUnreadTotal);
  return (
    <Dropdown
      label={t('messenger.navbar.messages')}
      badge={total > 0 ? t('messenger.navbar.unreadBadge', { count: total }) : null}
      icon={<ChatIcon />}
    >
      {(close) => <UnreadPanel close={close} />}
    </Dropdown>
  );
}

function UnreadPanel({ close }: { close: () => void }) {
  const { t } = useTranslation();
  // The five latest unread channels: the list is built anew whenever a channel changes.
  const unread = useFrameSelector('messenger', selectLatestUnread, sameItems);
  const language = useSystemSelector('shell', selectLanguage);
  const navigate = useNavigate();
  const send = useMessengerSend();
  const messengerPath = buildPath('messenger', language);
  return (
    <>
      {unread.length === 0 ? (
        <p className="messenger-note">{t('messenger.navbar.noUnread')}</p>
      ) : (
        <ul className="messenger-panel-list">
          {unread.map((channel) => (
            <li key={channel.id}>
              <button
                type="button"
                className="messenger-panel-item"
                onClick={() => {
                  send({ type: 'ui.select', channelId: channel.id });
                  close();
                  void navigate(messengerPath);
                }}
              >
                <strong>{channel.actorName}</strong>
                <span className="badge">{channel.unreadCount}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      <button
        type="button"
        className="button button-ghost messenger-small"
        onClick={() => {
          close();
          void navigate(messengerPath);
        }}
      >
        {t('messenger.navbar.openMessenger')}
      </button>
    </>
  );
}

function NotificationsDropdown() {
  const { t } = useTranslation();
  const mobile = useSystemSelector('shell', selectIsMobile);
  // The messenger and the notifications start one after the other: the list may come later.
  const list = useOptionalSystemSelector(
    'notifications',
    selectNavbarNotifications(mobile),
    NO_NOTIFICATIONS,
  );
  const unseen = useOptionalSystemSelector('notifications', selectUnseenCount(mobile), 0);
  const send = useNotificationsSend();
  return (
    <Dropdown
      label={t('messenger.navbar.notifications')}
      badge={unseen > 0 ? t('messenger.navbar.unseenBadge', { count: unseen }) : null}
      icon={<BellIcon />}
      onOpen={() => send({ type: 'ui.markAllSeen' })}
    >
      {() =>
        list.length === 0 ? (
          <p className="messenger-note">{t('messenger.navbar.noNotifications')}</p>
        ) : (
          <ul className="messenger-panel-list">
            {list.map((n) => (
              <NotificationItem key={n.id} notification={n} />
            ))}
          </ul>
        )
      }
    </Dropdown>
  );
}

/**
 * The phone's notifications menu (the mobile bar's bell): the same list as the desktop dropdown,
 * with the types phones hide left out; opening it marks them seen.
 */
export function NotificationsList() {
  const { t } = useTranslation();
  const list = useSystemSelector('notifications', selectNavbarNotifications(true));
  const send = useNotificationsSend();
  useEffect(() => send({ type: 'ui.markAllSeen' }), [send]);
  return list.length === 0 ? (
    <p className="messenger-note">{t('messenger.navbar.noNotifications')}</p>
  ) : (
    <ul className="messenger-panel-list">
      {list.map((n) => (
        <NotificationItem key={n.id} notification={n} />
      ))}
    </ul>
  );
}

function NotificationItem({ notification }: { notification: Notification }) {
  const { t } = useTranslation();
  const send = useNotificationsSend();
  return (
    <li className="messenger-notification" data-unread={notification.unread ? '' : undefined}>
      <strong>{notification.title}</strong>
      <span>{notification.text}</span>
      <span className="messenger-message-actions">
        {notification.unread && (
          <button
            type="button"
            className="button button-ghost messenger-small"
            onClick={() => send({ type: 'ui.markRead', notificationId: notification.id })}
          >
            {t('messenger.navbar.markRead')}
          </button>
        )}
        <button
          type="button"
          className="button button-ghost messenger-small"
          aria-label={`${t('messenger.navbar.remove')}: ${notification.title}`}
          onClick={() => send({ type: 'ui.remove', notificationId: notification.id })}
        >
          {t('messenger.navbar.remove')}
        </button>
      </span>
    </li>
  );
}

/** Floating notifications: new ones on the page until closed (phones keep to the newest). */
export function MessengerOverlays() {
  const { t } = useTranslation();
  const facts = useFloatingFacts();
  const listed = useSystemSelector('notifications', selectFloatingNotifications(facts.mobile));
  // The first screen's floating queue: an offer card and the cookie banner go first.
  const cards = useSystemSelector('incentives', selectCornerIncentives);
  const floating = floatingQueue({ ...facts, cards, notifications: listed }).notifications;
  const send = useNotificationsSend();
  const aside = useRef<HTMLElement>(null);
  // The page keeps room at its end, so a toast never hides its last content (messenger.css).
  useReservedSpace(floating.length > 0 ? aside : null, '--floating-notifications-space', 16);
  if (floating.length === 0) return <TabTitle />;
  return (
    <aside ref={aside} className="messenger-floating" aria-label={t('messenger.navbar.floating')}>
      <TabTitle />
      {floating.map((n) => (
        <div key={n.id} className="messenger-floating-item" role="status">
          <strong>{n.title}</strong>
          <span>{n.text}</span>
          <button
            type="button"
            className="icon-button"
            aria-label={`${t('messenger.navbar.dismiss')}: ${n.title}`}
            onClick={() => send({ type: 'ui.dismissFloating', notificationId: n.id })}
          >
            ×
          </button>
        </div>
      ))}
    </aside>
  );
}
