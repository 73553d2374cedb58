import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import { selectChosenChat } from '../../machines/actorProfile/actorProfile.selectors.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { CHAT_SHOWS_LIST } from '../../machines/cams/cams.machine.ts';
import type { ChatShowQuery, ChatShowTile } from '../../machines/cams/cams.types.ts';
import { selectItems, selectListStatus } from '../../machines/list/list.selectors.ts';
import {
  useEngine,
  useOptionalSystemSelector,
  useSystemSelector,
} from '../../src/engine/react.tsx';
import {
  selectAddressedChat,
  selectChatActorId,
} from '../../machines/liveChat/liveChat.selectors.ts';
import { liveShowEntryOf } from '../../machines/liveChat/liveShowEntry.selectors.ts';
import { buildPath } from '../../src/routes/index.ts';
import type { PageProps } from '../pages/pageTypes.ts';
import { ChatButtons, usePriceLabel } from './ChatButtons.tsx';
import { ProfileFrame } from './ProfileFrame.tsx';
import { RecommendationsOnDemand } from './RecommendationsOnDemand.tsx';
import { DomainGate, useDomainWanted } from '../pages/DomainGate.tsx';
import { LiveChatPanel } from '../liveChat/LiveChatPanel.tsx';
import { VoiceCallPanel } from '../voiceCall/VoiceCallPanel.tsx';
import { ChatShowTileView } from '../cams/CamShowsPage.tsx';
import { startTime, TicketDialog } from '../cams/ChatTickets.tsx';
import { showsOfActor } from '../../machines/cams/cams.selectors.ts';
import { useList, useListSelector } from '../tileGrid/useList.ts';

/**
 * `/en/amateur/{actorName}/live-show/`: the live chat's entry point. It shows her live state (online
 * or offline, in a ticket show) and runs the chat the guest chose on a button (from the machine,
 * or `?chat=` for an opened link, which the root tells the live chat with the route). Without a
 * chosen chat it offers the chat buttons, gated as on the overview. While she is offline, the
 * actors online now instead. Below, her upcoming ticket shows from the cam shows list.
 */
export function ActorLiveShowPage({ params }: PageProps) {
  return (
    <ProfileFrame actorName={params.actorName ?? ''}>
      {({ actor }) => <LiveEntry actor={actor} />}
    </ProfileFrame>
  );
}

function LiveEntry({ actor }: { actor: Parameters<typeof ChatButtons>[0]['actor'] }) {
  const { t } = useTranslation();
  // The live chat holds the chat the address names (`?chat=`, told with the route), so it runs
  // on her live-show page from the start, before a chat is chosen.
  useDomainWanted('liveChat');
  const language = useSystemSelector('shell', selectLanguage);
  const priceOf = usePriceLabel();
  // Which chat runs here is a rule across her profile and the live chat (liveShowEntry.selectors).
  const { button, running: chosenForChat } = liveShowEntryOf({
    actor,
    chosenInProfile: useSystemSelector('actorProfile', selectChosenChat),
    fromUrl: useOptionalSystemSelector('liveChat', selectAddressedChat, null),
    chatActorId: useOptionalSystemSelector('liveChat', selectChatActorId, null),
  });
  return (
    <div className="profile-layout">
      <section className="profile-card profile-live" aria-labelledby="profile-live-title">
        <h2 id="profile-live-title">{t('actorProfile.liveTitle', { name: actor.name })}</h2>
        <p role="status" className={actor.isOnline ? 'profile-online' : 'profile-offline'}>
          {actor.isOnline
            ? t('actorProfile.liveOnline', { name: actor.name })
            : t('actorProfile.liveOffline', { name: actor.name })}
        </p>
        {/* A running chat shows its own cost (a ticket holder's show costs nothing by the
            minute); the chosen button's price is for a chat not offered right now. */}
        {button && !chosenForChat && (
          <p>
            {t('actorProfile.liveChosen', {
              type: t(`actorProfile.chatTypes.${button.type}`),
              price: priceOf(button),
            })}
          </p>
        )}
        {actor.isOnline && actor.chatButtons.isCurrentlyTicketShow && (
          <p className="profile-live-show-now">
            {t('actorProfile.liveInShow', { name: actor.name })}
          </p>
        )}
        {/* The chosen chat runs here (issue #19); without one, the buttons choose it. */}
        {chosenForChat === 'voiceCall' ? (
          <DomainGate domain="voiceCall">
            <VoiceCallPanel actor={actor} />
          </DomainGate>
        ) : chosenForChat ? (
          <DomainGate domain="liveChat">
            <LiveChatPanel actor={actor} button={chosenForChat} />
          </DomainGate>
        ) : (
          <p className="profile-hint">
            {actor.isOnline
              ? t('actorProfile.liveChoose', { name: actor.name })
              : t('actorProfile.liveWhenOnline', { name: actor.name })}
          </p>
        )}
        <p>
          <Link to={buildPath('actorProfile', language, { actorName: actor.name.toLowerCase() })}>
            {t('actorProfile.back', { name: actor.name })}
          </Link>
        </p>
      </section>
      {/* She is offline: the others online now, in a slider on a phone. */}
      {!actor.isOnline && <RecommendationsOnDemand place="slider" offlineName={actor.name} />}
      {!button && <ChatButtons actor={actor} />}
      <DomainGate domain="cams">
        <ActorShows actorId={actor.id} name={actor.name} />
      </DomainGate>
    </div>
  );
}

/**
 * Her upcoming and running ticket shows (the cam shows list, seed 001 §3 chat shows), each with
 * its start, price and the guest's ticket action (buy, give back, join), and the tickets the
 * guest holds for her shows.
 */
function ActorShows({ actorId, name }: { actorId: number; name: string }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const language = useSystemSelector('shell', selectLanguage);
  useEffect(() => engine.send('cams', { type: 'ui.showsShown', actorId }), [engine, actorId]);
  const { actor: list, send } = useList<ChatShowTile, ChatShowQuery>(CHAT_SHOWS_LIST);
  const items = useListSelector(list, selectItems);
  const status = useListSelector(list, selectListStatus);
  const shows = useMemo(() => showsOfActor(items, actorId), [items, actorId]);
  const held = shows.filter((show) => show.isBought);
  return (
    <section className="profile-card profile-shows" aria-labelledby="profile-shows-title">
      <h2 id="profile-shows-title">{t('actorProfile.showsTitle', { name })}</h2>
      {status === 'failed' ? (
        <p role="alert" className="rest-error">
          {t('actorProfile.showsFailed')}{' '}
          <button
            type="button"
            className="button button-ghost"
            onClick={() => send({ type: 'ui.retry' })}
          >
            {t('actorProfile.retry')}
          </button>
        </p>
      ) : status === 'loading' || status === 'idle' ? (
        <p aria-busy="true">{t('actorProfile.showsLoading')}</p>
      ) : shows.length === 0 ? (
        <p>{t('actorProfile.showsNone', { name })}</p>
      ) : (
        <ul className="profile-shows-list" aria-label={t('actorProfile.showsTitle', { name })}>
          {shows.map((show) => (
            <li key={show.id}>
              <ChatShowTileView show={show} language={language} />
            </li>
          ))}
        </ul>
      )}
      {status === 'loaded' && (
        <section className="profile-tickets" aria-labelledby="profile-tickets-title">
          <h3 id="profile-tickets-title">{t('cams.tickets.yourTickets', { name })}</h3>
          {held.length === 0 ? (
            <p>{t('cams.tickets.noTickets')}</p>
          ) : (
            <ul className="profile-tickets-list">
              {held.map((show) => (
                <li key={show.id} data-show-id={show.id}>
                  {show.title} · {startTime(show.start, language)}
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      <p>
        <Link to={buildPath('camShows', language)}>{t('actorProfile.allShows')}</Link>
      </p>
      <TicketDialog />
    </section>
  );
}
