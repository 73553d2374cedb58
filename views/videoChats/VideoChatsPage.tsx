import { Link } from 'react-router';
import { formatMoney } from '../../machines/shared/money.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { VIDEO_CHATS_LIST } from '../../machines/videoChats/videoChats.machine.ts';
import { selectVideoChatsVisitor } from '../../machines/videoChats/videoChats.selectors.ts';
import type { PastVideoChat } from '../../machines/videoChats/videoChats.types.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { tileImageSizes } from '../tileGrid/breakpoints.ts';
import { TileGrid, type TileContext } from '../tileGrid/TileGrid.tsx';
import './videoChats.css';

/**
 * "My video chats" (route `myVideoChats`, decision 0029): the guest's past video chats in the tile
 * grid, newest first, each with her picture, when, how long and what it cost, and a link back to
 * her; grid or list as the guest last chose. A visitor is asked to log in.
 */
export function VideoChatsPage() {
  const { t } = useTranslation();
  const title = t('videoChats.title');
  useDocumentTitle(title);
  const visitor = useSystemSelector('videoChats', selectVideoChatsVisitor);
  return (
    <div className="container page video-chats-page">
      <h1>{title}</h1>
      {visitor ? (
        <p className="video-chats-login">{t('videoChats.loginPrompt')}</p>
      ) : (
        <TileGrid<PastVideoChat>
          list={VIDEO_CHATS_LIST}
          label={t('videoChats.grid')}
          emptyText={t('videoChats.empty')}
          rowHeight={{ grid: 300, list: 120 }}
          renderTile={(chat, tile) => <VideoChatTile chat={chat} tile={tile} />}
        />
      )}
    </div>
  );
}

function VideoChatTile({ chat, tile }: { chat: PastVideoChat; tile: TileContext }) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const when = new Intl.DateTimeFormat(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(chat.startedAt));
  return (
    <article className={`video-chat-tile video-chat-tile-${tile.display}`} data-chat={chat.id}>
      <ResponsiveImage
        sources={chat.picture}
        alt={chat.actorName}
        aspectRatio={4 / 3}
        sizes={tileImageSizes(tile.display)}
        eager={tile.index < 10}
      />
      <div className="video-chat-facts">
        <h2>
          <Link
            to={chat.profileLink}
            aria-label={t('videoChats.again', { name: chat.actorName })}
            onClick={tile.onOpen}
            state={tile.linkState}
          >
            {chat.actorName}
          </Link>
        </h2>
        <p>
          <time dateTime={chat.startedAt}>{t('videoChats.startedAt', { when })}</time>
        </p>
        <p>
          {t('videoChats.minutes', { count: chat.minutes })} · {formatMoney(chat.amount)}
        </p>
      </div>
    </article>
  );
}
