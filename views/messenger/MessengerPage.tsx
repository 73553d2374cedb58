import { useTranslation } from '../../src/i18n/react.ts';
import { selectOfferEnd } from '../../machines/conversionChat/conversionChat.selectors.ts';
import { CONVERSION_CHAT } from '../../machines/conversionChat/conversionChat.types.ts';
import {
  selectAccess,
  selectFailure,
  selectSelectedId,
} from '../../machines/messenger/messenger.selectors.ts';
import { selectIsMobile } from '../../machines/shell/shell.selectors.ts';
import { useOptionalSystemSelector, useSystemSelector } from '../../src/engine/react.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { useSecondsLeft } from '../hooks/useSessionNow.ts';
import { ChannelList } from './ChannelList.tsx';
import { Conversation } from './Conversation.tsx';
import { Recommendations } from './Recommendations.tsx';
import { useFrameSelector } from './useFrameSelector.ts';
import { useMessengerSend } from './useMessenger.ts';
import './messenger.css';

/** `/en/messenger/`: the channel list beside the conversation (one after the other on phones). */
export default function MessengerPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('messenger.title'));
  const access = useFrameSelector('messenger', selectAccess);
  if (access === 'visitor') return <LoginPrompt />;
  if (access === 'waiting')
    return (
      <section className="page messenger-page" aria-busy="true">
        <p className="messenger-note">{t('messenger.loading')}</p>
      </section>
    );
  return <Messenger />;
}

function Messenger() {
  const { t } = useTranslation();
  const mobile = useSystemSelector('shell', selectIsMobile);
  const selectedId = useFrameSelector('messenger', selectSelectedId);
  const failure = useFrameSelector('messenger', selectFailure);
  const showList = !mobile || selectedId === null;
  const showConversation = !mobile || selectedId !== null;
  return (
    <section
      className="page messenger-page"
      aria-labelledby="messenger-title"
      data-layout={mobile ? 'mobile' : 'desktop'}
    >
      <h1 id="messenger-title" className={mobile ? 'sr-only' : 'messenger-title'}>
        {t('messenger.title')}
      </h1>
      <ConversionCountdown />
      {failure && (
        <p className="messenger-error" role="alert">
          {t('messenger.failure', { reason: failure })}
        </p>
      )}
      <div className="messenger-panes">
        {showList && <ChannelList />}
        {showConversation && <Conversation mobile={mobile} />}
      </div>
      {showList && <Recommendations />}
    </section>
  );
}

/** The conversion chat's offer (the messenger's child), counted down here from its end. */
function ConversionCountdown() {
  const { t } = useTranslation();
  const seconds = useSecondsLeft(useOptionalSystemSelector(CONVERSION_CHAT, selectOfferEnd, null));
  if (seconds === null) return null;
  const time = `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
  return (
    <p className="messenger-offer" role="status">
      {t('messenger.conversionChat', { time })}
    </p>
  );
}

function LoginPrompt() {
  const { t } = useTranslation();
  const send = useMessengerSend();
  return (
    <section className="page messenger-page" aria-labelledby="messenger-login">
      <div className="notice messenger-login">
        <h1 id="messenger-login">{t('messenger.loginTitle')}</h1>
        <p>{t('messenger.loginText')}</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => send({ type: 'ui.login' })}
        >
          {t('messenger.login')}
        </button>
      </div>
    </section>
  );
}
