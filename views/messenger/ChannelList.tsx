import { useVirtualizer } from '@tanstack/react-virtual';
import type { TFunction } from '../../src/i18n/index.ts';
import { memo, useEffect, useMemo, useRef } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import {
  selectChannels,
  selectHasMore,
  selectListLoading,
  selectSelectedId,
  selectView,
} from '../../machines/messenger/messenger.selectors.ts';
import {
  CHANNEL_VIEWS,
  type Channel,
  type ChannelView,
} from '../../machines/messenger/messenger.types.ts';
import { channelsWithPresence } from '../../machines/messenger/messenger.channels.ts';
import {
  NO_FREE_SHOWS,
  NO_PRESENCE,
  selectFreeShows,
  selectPresence,
} from '../../machines/presence/presence.selectors.ts';
import { useOptionalSystemSelector } from '../../src/engine/react.tsx';
import { useFrameSelector } from './useFrameSelector.ts';
import { useMessengerSend } from './useMessenger.ts';

const ROW_HEIGHT = 68;

/** The guest's conversations, filtered, virtualized (hundreds of rows stay smooth). */
export function ChannelList() {
  const { t } = useTranslation();
  const send = useMessengerSend();
  const view = useFrameSelector('messenger', selectView);
  // Who is online and whose free show runs are the presence domain's (a channel's own facts
  // until a push names her or her channel).
  const presence = useOptionalSystemSelector('presence', selectPresence, NO_PRESENCE);
  const freeShows = useOptionalSystemSelector('presence', selectFreeShows, NO_FREE_SHOWS);
  const listed = useFrameSelector('messenger', selectChannels);
  const channels = useMemo(
    () => channelsWithPresence(listed, presence, freeShows, view),
    [listed, presence, freeShows, view],
  );
  const loading = useFrameSelector('messenger', selectListLoading);
  const hasMore = useFrameSelector('messenger', selectHasMore);
  const selectedId = useFrameSelector('messenger', selectSelectedId);
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: channels.length + (hasMore ? 1 : 0),
    getScrollElement: () => scroller.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 6,
  });
  const items = virtualizer.getVirtualItems();
  const last = items.at(-1)?.index ?? -1;
  // Reaching the end asks for more; the machine lets one request through per 500 ms.
  useEffect(() => {
    if (hasMore && last >= channels.length - 1) send({ type: 'ui.loadMore' });
  }, [hasMore, last, channels.length, send]);

  return (
    <section className="messenger-list" aria-labelledby="messenger-channels">
      <ChannelListHead view={view} />
      {loading ? (
        <p className="messenger-note" role="status">
          {t('messenger.loading')}
        </p>
      ) : channels.length === 0 ? (
        <p className="messenger-note">{t('messenger.empty')}</p>
      ) : null}
      <div
        ref={scroller}
        className="messenger-scroll"
        role="list"
        aria-label={t('messenger.channels')}
        aria-busy={loading}
        data-testid="channel-list"
      >
        <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
          {items.map((item) => {
            const channel = channels[item.index];
            return (
              <div
                key={channel?.id ?? 'more'}
                role="listitem"
                className="messenger-row"
                style={{ transform: `translateY(${item.start}px)`, height: ROW_HEIGHT }}
              >
                {channel ? (
                  <ChannelRow
                    channel={channel}
                    selected={channel.id === selectedId}
                    archivedView={view === 'archived'}
                    t={t}
                    send={send}
                  />
                ) : (
                  <p className="messenger-note">{t('messenger.loadingMore')}</p>
                )}
              </div>
            );
          })}
        </div>
      </div>
    </section>
  );
}

/** Title, "all seen" and the filters: they change with the view only, not with every push. */
const ChannelListHead = memo(function ChannelListHead({ view }: { view: ChannelView }) {
  const { t } = useTranslation();
  const send = useMessengerSend();
  return (
    <>
      <div className="messenger-list-head">
        <h2 id="messenger-channels">{t('messenger.channels')}</h2>
        <button
          type="button"
          className="button button-ghost messenger-small"
          onClick={() => send({ type: 'ui.setAllSeen' })}
        >
          {t('messenger.setAllSeen')}
        </button>
      </div>
      <div className="messenger-filters" role="group" aria-label={t('messenger.filters')}>
        {CHANNEL_VIEWS.map((candidate) => (
          <button
            key={candidate}
            type="button"
            className="messenger-filter"
            aria-pressed={view === candidate}
            onClick={() => send({ type: 'ui.filter', view: candidate })}
          >
            {t(`messenger.filter.${candidate}`)}
          </button>
        ))}
      </div>
    </>
  );
});

/**
 * A row renders again only when its channel (patched, so a new object) or its marks change. It
 * takes `t` and `send` from the list (both stable until the language changes): no hooks of its
 * own, so mounting the row that a new message brings to the top stays cheap.
 */
const ChannelRow = memo(function ChannelRow({
  channel,
  selected,
  archivedView,
  t,
  send,
}: {
  channel: Channel;
  selected: boolean;
  archivedView: boolean;
  t: TFunction;
  send: ReturnType<typeof useMessengerSend>;
}) {
  return (
    <div className="messenger-channel" data-selected={selected ? '' : undefined}>
      <button
        type="button"
        className="messenger-channel-open"
        aria-current={selected ? 'true' : undefined}
        onClick={() => send({ type: 'ui.select', channelId: channel.id })}
      >
        <span className="messenger-avatar" aria-hidden="true">
          {channel.actorName.slice(0, 1)}
          <span className="messenger-dot" data-online={channel.isActorOnline ? '' : undefined} />
        </span>
        <span className="messenger-channel-text">
          <span className="messenger-channel-name">{channel.actorName}</span>
          <span className="messenger-channel-meta">
            {channel.isActorOnline ? t('messenger.online') : t('messenger.offline')}
            {channel.freeChat && ` · ${t('messenger.freeShow')}`}
            {channel.blocked && ` · ${t('messenger.blocked')}`}
          </span>
        </span>
        {channel.unreadCount > 0 && (
          <span
            className="badge"
            aria-label={t('messenger.unreadCount', { count: channel.unreadCount })}
          >
            {channel.unreadCount}
          </span>
        )}
      </button>
      <button
        type="button"
        className="button button-ghost messenger-small"
        aria-label={`${archivedView ? t('messenger.restore') : t('messenger.archive')}: ${channel.actorName}`}
        onClick={() =>
          send({ type: archivedView ? 'ui.restore' : 'ui.archive', channelId: channel.id })
        }
      >
        {archivedView ? t('messenger.restore') : t('messenger.archive')}
      </button>
    </div>
  );
});
