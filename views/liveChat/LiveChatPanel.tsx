import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import type { ActorProfile, ChatType } from '../../machines/actorProfile/actorProfile.types.ts';
import { selectGuestSummary } from '../../machines/guest/guest.selectors.ts';
import {
  selectChatLines,
  selectChatView,
  type ChatView,
} from '../../machines/liveChat/liveChat.selectors.ts';
import {
  LIVE_CHAT_PLAYER,
  liveChatTypeOf,
  privateChatOf,
} from '../../machines/liveChat/liveChat.types.ts';
import { formatMoney, type Money } from '../../machines/shared/money.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { runningTimeText } from '../format/duration.ts';
import { useSecondsSince } from '../hooks/useSessionNow.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { useFreeChatView, useFreeSecondsLeft } from '../actorProfile/FreeChatTime.tsx';
import { HlsPlayer } from '../media/HlsPlayer.tsx';
import { OneClickTopUp } from '../oneClick/OneClickTopUp.tsx';
import { WriteToButton } from '../messenger/WriteToButton.tsx';
import { ToyPanel } from './ToyPanel.tsx';
import './liveChat.css';

const sameView = (a: ChatView, b: ChatView) => a === b || JSON.stringify(a) === JSON.stringify(b);
const selectBalance = (s: Parameters<typeof selectGuestSummary>[0]): Money | null =>
  selectGuestSummary(s)?.balance ?? null;
const sameMoney = (a: Money | null, b: Money | null) =>
  a === b || (a !== null && b !== null && a.value === b.value && a.currency === b.currency);

/**
 * The live chat with the actor for the chosen button (issue #19): it enters on mount (through
 * the gate) and leaves on unmount; it shows each state of the `liveChat` machine, the video,
 * the lines both ways, the time and the cost running, and the end with its follow-up.
 */
export function LiveChatPanel({
  actor,
  button,
}: {
  actor: ActorProfile;
  button: Exclude<ChatType, 'voiceCall'>;
}) {
  const engine = useEngine();
  const chatType = liveChatTypeOf(button, actor.chatButtons);
  const privateChat = privateChatOf(button);
  const banned = actor.chatButtons.isBannedCountry;
  const toy = actor.chatFeatures.dildocontrol;
  useEffect(() => {
    engine.send('liveChat', {
      type: 'liveChat.enter',
      actor: { id: actor.id, name: actor.name, toy },
      chatType,
      privateChat,
      banned,
    });
    return () => {
      engine.send('liveChat', { type: 'liveChat.leave' });
    };
  }, [engine, actor.id, actor.name, toy, chatType, privateChat, banned]);
  return <ChatBody />;
}

function ChatBody() {
  const { t } = useTranslation();
  const view = useSystemSelector('liveChat', selectChatView, sameView);
  if (view.status === 'idle') return null;
  const name = view.actor.name;
  return (
    <section className="profile-card live-chat" aria-labelledby="live-chat-title">
      <h2 id="live-chat-title">
        {t('liveChat.title', { name })} · {t(`liveChat.chatTypes.${view.chatType}`)}
      </h2>
      {view.status === 'live' ? (
        <Live view={view} />
      ) : view.status === 'ended' ? (
        <Ended view={view} />
      ) : (
        <Waiting view={view} />
      )}
      {view.status === 'toppingUp' && <OneClickTopUp requester="liveChat" />}
    </section>
  );
}

function Waiting({ view }: { view: Exclude<ChatView, { status: 'idle' | 'live' | 'ended' }> }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const name = view.actor.name;
  return (
    <div role="status" aria-live="polite" aria-busy={view.status !== 'declined'}>
      <p>{t(`liveChat.${view.status}`, { name })}</p>
      {view.status === 'declined' && (
        <button
          type="button"
          className="button button-primary"
          onClick={() => engine.send('liveChat', { type: 'ui.chatRetry' })}
        >
          {t('liveChat.retry')}
        </button>
      )}
    </div>
  );
}

/** The chat's running time: the one part that renders every second (decision 0002). */
function RunningTime({ startedAt }: { startedAt: number | null }) {
  const seconds = useSecondsSince(startedAt);
  return <dd data-testid="chat-time">{seconds === null ? '–' : runningTimeText(seconds)}</dd>;
}

function Live({ view }: { view: Extract<ChatView, { status: 'live' }> }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const balance = useSystemSelector('guest', selectBalance, sameMoney);
  const name = view.actor.name;
  return (
    <div className="live-chat-grid">
      <HlsPlayer player={LIVE_CHAT_PLAYER} label={t('liveChat.video', { name })} />
      <dl className="live-chat-meter" aria-live="off">
        <div>
          <dt>{t('liveChat.time')}</dt>
          <RunningTime startedAt={view.startedAt} />
        </div>
        <div>
          <dt>{t('liveChat.cost')}</dt>
          <dd data-testid="chat-cost">
            {view.pricePerMinute === null
              ? t('liveChat.free')
              : `${formatMoney(view.billed?.total ?? { ...view.pricePerMinute, value: 0 })} · ${t(
                  'liveChat.perMinute',
                  { price: formatMoney(view.pricePerMinute) },
                )}`}
          </dd>
        </div>
        {view.chatType === 'FREECHAT' && <FreeLeft />}
        <div>
          <dt>{t('liveChat.balance')}</dt>
          <dd data-testid="chat-balance">{balance && formatMoney(balance)}</dd>
        </div>
      </dl>
      <Lines name={name} />
      {view.canWrite ? <Composer /> : <p className="profile-hint">{t('liveChat.voyeurHint')}</p>}
      {view.toys && <ToyPanel />}
      <button
        type="button"
        className="button"
        onClick={() => engine.send('liveChat', { type: 'ui.chatStop' })}
      >
        {t('liveChat.stop')}
      </button>
    </div>
  );
}

/** A FREECHAT's countdown: the guest's free time with her (machines/actorProfile/freeChat). */
function FreeLeft() {
  const { t } = useTranslation();
  const seconds = useFreeSecondsLeft(useFreeChatView());
  if (seconds === null) return null;
  return (
    <div>
      <dt>{t('liveChat.freeLeft')}</dt>
      <dd data-testid="chat-free-left">{runningTimeText(seconds)}</dd>
    </div>
  );
}

/** Within this many pixels of the end the guest reads the newest lines: new ones keep in view. */
const AT_END_PX = 24;

/**
 * The chat's lines in their own scroll box. A new line scrolls the box (never the page) to the
 * end while the guest is at the end; scrolled up to read, she stays where she is. The box is
 * sized and contained (`contain: strict`), so a line lays out the box alone: `scrollIntoView`
 * of an end marker laid out the whole page per line, a third of the main thread's time at 20
 * lines a second (bench/liveChat.bench.ts).
 */
function Lines({ name }: { name: string }) {
  const { t } = useTranslation();
  const lines = useSystemSelector('liveChat', selectChatLines);
  const box = useRef<HTMLOListElement>(null);
  const atEnd = useRef(true);
  useEffect(() => {
    const element = box.current;
    if (element && atEnd.current) element.scrollTop = element.scrollHeight;
  }, [lines]);
  return (
    <ol
      ref={box}
      className="live-chat-lines"
      aria-label={t('liveChat.messages')}
      aria-live="polite"
      // A scrolling list must take the keyboard's focus to be scrolled without a mouse.
      tabIndex={0}
      onScroll={(event) => {
        const element = event.currentTarget;
        atEnd.current =
          element.scrollHeight - element.scrollTop - element.clientHeight <= AT_END_PX;
      }}
    >
      {lines.map((line) => (
        <li
          key={line.id}
          className={`live-chat-line live-chat-${line.sender}`}
          aria-busy={line.pending}
        >
          <strong>{line.sender === 'guest' ? t('liveChat.you') : name}: </strong>
          {line.text}
        </li>
      ))}
    </ol>
  );
}

function Composer() {
  const { t } = useTranslation();
  const engine = useEngine();
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    engine.send('liveChat', { type: 'ui.chatSend', text });
    setText('');
  };
  return (
    <form className="live-chat-composer" onSubmit={submit}>
      <label htmlFor="live-chat-input" className="sr-only">
        {t('liveChat.message')}
      </label>
      <input
        id="live-chat-input"
        value={text}
        maxLength={500}
        autoComplete="off"
        onChange={(event) => setText(event.target.value)}
      />
      <button type="submit" className="button button-primary">
        {t('liveChat.send')}
      </button>
    </form>
  );
}

function Ended({ view }: { view: Extract<ChatView, { status: 'ended' }> }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const language = useSystemSelector('shell', selectLanguage);
  const name = view.actor.name;
  const { exit } = view;
  const send = (
    type: 'ui.chatTopUp' | 'ui.chatReconnect' | 'ui.chatJoinLiveShow' | 'ui.previewDeclined',
  ) => engine.send('liveChat', { type });
  return (
    <div role="status" className="live-chat-ended">
      <p>
        <strong>
          {t(
            // Every meaning of exitCodes.ts has its text (the table's test lists them all).
            `liveChat.exit.${exit.meaning}` as 'liveChat.exit.unknown',
          )}
        </strong>{' '}
        {t('liveChat.ended', { code: exit.code })}
      </p>
      {exit.followUp === 'topUp' && (
        <button
          type="button"
          className="button button-primary"
          onClick={() => send('ui.chatTopUp')}
        >
          {t('liveChat.topUp', { name })}
        </button>
      )}
      {exit.followUp === 'reconnect' && (
        <button
          type="button"
          className="button button-primary"
          onClick={() => send('ui.chatReconnect')}
        >
          {t('liveChat.reconnect')}
        </button>
      )}
      {exit.followUp === 'joinLiveShow' && (
        <button
          type="button"
          className="button button-primary"
          onClick={() => send('ui.chatJoinLiveShow')}
        >
          {t('liveChat.joinLiveShow')}
        </button>
      )}
      {exit.followUp === 'previewEnded' && (
        <>
          <p>{t('liveChat.previewFollowUp')}</p>
          <Link
            className="button button-primary"
            to={`${buildPath('actorLiveShow', language, { actorName: name.toLowerCase() })}?chat=video`}
          >
            {t('liveChat.startChat')}
          </Link>{' '}
          <button type="button" className="button" onClick={() => send('ui.previewDeclined')}>
            {t('liveChat.previewDecline')}
          </button>
        </>
      )}
      {exit.followUp === 'paidChat' && (
        <>
          <p>{t('liveChat.freeChatFollowUp', { name })}</p>
          <Link
            className="button button-primary"
            to={`${buildPath('actorLiveShow', language, { actorName: name.toLowerCase() })}?chat=single`}
          >
            {t('liveChat.paidChat')}
          </Link>
        </>
      )}
      <WriteToButton actor={view.actor} />
      <p>
        <Link to={buildPath('actorProfile', language, { actorName: name.toLowerCase() })}>
          {t('liveChat.backToProfile', { name })}
        </Link>
      </p>
    </div>
  );
}
