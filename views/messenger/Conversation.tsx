import { useVirtualizer } from '@tanstack/react-virtual';
import type { TFunction } from '../../src/i18n/index.ts';
import { memo, useCallback, useEffect, useRef } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  selectConversationRows,
  selectConversationStatus,
  selectSelectedChannel,
  type ConversationRow,
} from '../../machines/messenger/messenger.selectors.ts';
import { formatMoney } from '../../machines/shared/money.ts';
import { bubbleParts, estimateRowHeight } from './bubbleLayout.ts';
import { Composer } from './Composer.tsx';
import { isOnline, selectPresence } from '../../machines/presence/presence.selectors.ts';
import { useOptionalSystemSelector } from '../../src/engine/react.tsx';
import { useFrameSelector } from './useFrameSelector.ts';
import { useMessengerSend } from './useMessenger.ts';

/** The open conversation: its messages (virtualized, newest at the bottom) and the composer. */
export function Conversation({ mobile }: { mobile: boolean }) {
  const { t } = useTranslation();
  const send = useMessengerSend();
  const channel = useFrameSelector('messenger', selectSelectedChannel);
  const status = useFrameSelector('messenger', selectConversationStatus);
  const online = useOptionalSystemSelector(
    'presence',
    (snapshot) =>
      channel ? isOnline(selectPresence(snapshot), channel.actorId, channel.isActorOnline) : false,
    channel?.isActorOnline ?? false,
  );
  if (status === 'none' || !channel)
    return (
      <section className="messenger-conversation messenger-conversation-empty">
        <p className="messenger-note">{t('messenger.chooseChannel')}</p>
      </section>
    );
  return (
    <section className="messenger-conversation" aria-labelledby="messenger-partner">
      <header className="messenger-conversation-head">
        {mobile && (
          <>
            <button
              type="button"
              className="button button-ghost messenger-small"
              onClick={() => send({ type: 'ui.unselect' })}
            >
              ← {t('messenger.back')}
            </button>
            {/* The partner starts a line of its own below the back button. */}
            <span className="messenger-head-break" aria-hidden="true" />
          </>
        )}
        <span className="messenger-avatar" aria-hidden="true">
          {channel.actorName.slice(0, 1)}
          <span className="messenger-dot" data-online={online ? '' : undefined} />
        </span>
        <h2 id="messenger-partner">{channel.actorName}</h2>
        <span className="messenger-channel-meta">
          {online ? t('messenger.online') : t('messenger.offline')}
        </span>
      </header>
      {status === 'loading' && (
        <p className="messenger-note" role="status">
          {t('messenger.conversationLoading')}
        </p>
      )}
      {status === 'failed' && (
        <p className="messenger-error" role="alert">
          {t('messenger.conversationFailed')}{' '}
          <button
            type="button"
            className="button button-ghost messenger-small"
            onClick={() => send({ type: 'ui.retryConversation' })}
          >
            {t('messenger.retry')}
          </button>
        </p>
      )}
      <Messages />
      <Composer channel={channel} />
    </section>
  );
}

function Messages() {
  const { t } = useTranslation();
  const rows = useFrameSelector('messenger', selectConversationRows);
  const scroller = useRef<HTMLDivElement>(null);
  // Sizes are measured once per message, not per place: older history arriving above moves every
  // index, and the measured rows keep their sizes instead of being measured again.
  // Message ids are numbers (cheaper to look up in the size cache), the guest's unsent ones strings.
  const getItemKey = useCallback(
    (index: number): number | string => {
      const row = rows[index];
      if (!row) return index;
      return row.kind === 'message' ? row.message.id : row.key;
    },
    [rows],
  );
  // The list's width as the virtualizer last saw it (it observes the scroller's size).
  const width = useRef(0);
  const estimateSize = useCallback(
    (index: number) => {
      const row = rows[index];
      return row ? estimateRowHeight(row, width.current || 800) : 64;
    },
    [rows],
  );
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    // Exact for most rows: measuring them changes nothing and costs no new layout.
    estimateSize,
    getItemKey,
    overscan: 8,
  });
  width.current = virtualizer.scrollRect?.width ?? 0;
  // New messages arrive at the bottom: keep the newest in view. Another conversation opens at its
  // newest too, also when it has as many messages as the one before (the list is the same one).
  const newest = rows.at(-1)?.key;
  useEffect(() => {
    if (rows.length > 0) virtualizer.scrollToIndex(rows.length - 1, { align: 'end' });
  }, [rows.length, newest, virtualizer]);
  return (
    <div
      ref={scroller}
      className="messenger-messages"
      role="log"
      aria-label={t('messenger.title')}
      // A scrolling log must take the keyboard's focus, so it can be scrolled without a mouse
      // (axe scrollable-region-focusable: its bubbles may hold nothing focusable).
      tabIndex={0}
      data-testid="message-list"
    >
      {rows.length === 0 && <p className="messenger-note">{t('messenger.noMessages')}</p>}
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index]!;
          return (
            <div
              key={row.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className="messenger-message-slot"
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <MessageBubble row={row} t={t} />
            </div>
          );
        })}
      </div>
    </div>
  );
}

/**
 * The rows are rebuilt whenever the conversation changes, their messages are not: a bubble renders
 * again only when its message or the guest's own copy of it changed.
 */
type BubbleProps = { row: ConversationRow; t: TFunction };
const sameRow = (a: BubbleProps, b: BubbleProps) =>
  a.t === b.t &&
  a.row.kind === b.row.kind &&
  a.row.message === b.row.message &&
  (a.row.kind === 'outgoing' || b.row.kind === 'outgoing' || a.row.outgoing === b.row.outgoing);

/** `t` comes from the list: a bubble has no hooks of its own, so a new screenful mounts cheaply. */
const MessageBubble = memo(function MessageBubble({ row, t }: BubbleProps) {
  const parts = bubbleParts(row);
  const own = row.kind === 'outgoing' ? row.message : row.outgoing;
  const price = row.message.price;
  return (
    <article
      className="messenger-message"
      data-mine={parts.mine ? '' : undefined}
      data-status={own?.status}
      aria-label={parts.mine ? t('messenger.you') : undefined}
    >
      {parts.text !== null && <p className="messenger-message-text">{parts.text}</p>}
      {parts.extra === 'gifts' && (
        <p className="messenger-message-extra">
          {t('messenger.gifts')}: {row.message.includedGifts.length}
        </p>
      )}
      {parts.extra === 'toy' && <p className="messenger-message-extra">{t('messenger.toys')}</p>}
      {parts.meta && (
        <p className="messenger-message-meta">
          {parts.mine && price.value > 0 && (
            <span>
              {formatMoney(price)}
              {own && ' · '}
            </span>
          )}
          {own && <span>{t(`messenger.status.${own.status}`)}</span>}
          {own?.reason && <span> · {t(`messenger.reason.${own.reason}`)}</span>}
        </p>
      )}
      {own?.status === 'rejected' && <RejectedActions clientMessageId={own.clientMessageId} />}
    </article>
  );
}, sameRow);

/** Resend or discard a rejected message (the messenger prices the resend against the balance). */
function RejectedActions({ clientMessageId }: { clientMessageId: string }) {
  const { t } = useTranslation();
  const send = useMessengerSend();
  return (
    <p className="messenger-message-actions">
      <button
        type="button"
        className="button button-ghost messenger-small"
        onClick={() => send({ type: 'ui.retrySend', clientMessageId })}
      >
        {t('messenger.resend')}
      </button>
      <button
        type="button"
        className="button button-ghost messenger-small"
        onClick={() => send({ type: 'ui.discard', clientMessageId })}
      >
        {t('messenger.discard')}
      </button>
    </p>
  );
}
