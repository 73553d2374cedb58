import { useEffect } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import { CHAT_SHOWS_LIST } from '../../machines/cams/cams.machine.ts';
import type { ChatShowQuery, ChatShowTile } from '../../machines/cams/cams.types.ts';
import type { Language } from '../../machines/shared/languages.ts';
import { selectItems, selectListStatus } from '../../machines/list/list.selectors.ts';
import { formatMoney } from '../../machines/shared/money.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { DomainGate } from '../pages/DomainGate.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { TileGrid, type TileContext } from '../tileGrid/TileGrid.tsx';
import { useList, useListSelector } from '../tileGrid/useList.ts';
import { startTime, TicketActions, TicketDialog } from './ChatTickets.tsx';
import './cams.css';

/** How many shows the start page's block lists. */
const HOME_SHOWS = 4;

/** Asks the cams domain for the chat shows once shown. */
function useShowsShown() {
  const engine = useEngine();
  useEffect(() => engine.send('cams', { type: 'ui.showsShown' }), [engine]);
}

/**
 * One show: the actor (to her profile), running or upcoming, the start, the ticket price, whether
 * the guest holds a ticket, and the way to the actor's live show page (where tickets are used).
 */
export function ChatShowTileView({
  show,
  language,
  tile,
}: {
  show: ChatShowTile;
  language: Language;
  tile?: TileContext;
}) {
  const { t } = useTranslation();
  const actorName = show.actorName.toLowerCase();
  return (
    <article className="cam-show" data-show-id={show.id} aria-label={show.title}>
      <img className="cam-show-image" src={show.imageUrl} alt="" loading="lazy" decoding="async" />
      <div className="cam-show-body">
        <p className={`cam-show-status cam-show-${show.running ? 'running' : 'upcoming'}`}>
          {show.running ? t('cams.shows.running') : t('cams.shows.upcoming')}
        </p>
        <h2 className="cam-show-title">{show.title}</h2>
        <p>
          <Link
            className="cam-show-actor"
            to={buildPath('actorProfile', language, { actorName })}
            {...(tile ? { state: tile.linkState, onClick: tile.onOpen } : {})}
          >
            {show.actorName}
          </Link>
        </p>
        <p className="cam-show-start">
          {t('cams.shows.starts', { time: startTime(show.start, language) })}
        </p>
        <p className="cam-show-price">
          {show.isFree
            ? t('cams.shows.free')
            : t('cams.shows.price', { price: formatMoney(show.price) })}
        </p>
        {show.isBought ? (
          <p className="cam-show-ticket">{t('cams.shows.hasTicket')}</p>
        ) : !show.canBuy && !show.running ? (
          <p className="cam-show-soldout">{t('cams.shows.soldOut')}</p>
        ) : null}
        <TicketActions show={show} language={language} />
        <Link
          className="button cam-show-link"
          to={buildPath('actorLiveShow', language, { actorName })}
        >
          {t('cams.shows.toShow')}
        </Link>
      </div>
    </article>
  );
}

/** The cam shows page (`camShows`): upcoming and running ticket shows, by start. */
export function CamShowsPage() {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  useDocumentTitle(t('cams.shows.title'));
  useShowsShown();
  return (
    <div className="container page cams-page cam-shows-page">
      <header className="cams-head">
        <h1>{t('cams.shows.title')}</h1>
      </header>
      <p>{t('cams.shows.intro')}</p>
      <TileGrid<ChatShowTile>
        list={CHAT_SHOWS_LIST}
        label={t('cams.shows.gridLabel')}
        rowHeight={{ grid: 460, list: 200 }}
        emptyText={t('cams.shows.empty')}
        renderTile={(show, tile) => (
          <ChatShowTileView show={show} language={language} tile={tile} />
        )}
      />
      <TicketDialog />
    </div>
  );
}

function ShowsStrip() {
  const { t } = useTranslation();
  useShowsShown();
  const language = useSystemSelector('shell', selectLanguage);
  const { actor, send } = useList<ChatShowTile, ChatShowQuery>(CHAT_SHOWS_LIST);
  const items = useListSelector(actor, selectItems);
  const status = useListSelector(actor, selectListStatus);
  return (
    <div className="cams-strip cam-shows-strip">
      {status === 'failed' ? (
        <p className="rest-error">
          <button
            type="button"
            className="button button-ghost"
            onClick={() => send({ type: 'ui.retry' })}
          >
            {t('tileGrid.retry')}
          </button>
        </p>
      ) : status === 'empty' ? (
        <p>{t('cams.shows.empty')}</p>
      ) : (
        <ul
          className="cams-strip-tiles"
          aria-label={t('cams.shows.gridLabel')}
          aria-busy={status === 'loading'}
        >
          {items.slice(0, HOME_SHOWS).map((show) => (
            <li key={show.id}>
              <ChatShowTileView show={show} language={language} />
            </li>
          ))}
        </ul>
      )}
      <Link className="cams-show-all" to={buildPath('camShows', language)}>
        {t('cams.shows.showAll')}
      </Link>
      <TicketDialog />
    </div>
  );
}

/** Start page block CAMSHOWS: the next shows with a link to the cam shows page. */
export function CamShowsBlock() {
  return (
    <DomainGate domain="cams">
      <ShowsStrip />
    </DomainGate>
  );
}
