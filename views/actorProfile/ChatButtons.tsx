import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import {
  chatButtonsOf,
  type ChatButton,
} from '../../machines/actorProfile/actorProfile.selectors.ts';
import type { ActorProfile, ChatType } from '../../machines/actorProfile/actorProfile.types.ts';
import { formatMoney } from '../../machines/shared/money.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { selectGateReason } from '../../machines/gating/gating.selectors.ts';
import { WriteToButton } from '../messenger/WriteToButton.tsx';
import { FreeChatFailure, FreeChatLeft } from './FreeChatTime.tsx';

/** The live show entry of a chat type: `/en/amateur/{name}/live-show/?chat={type}`. */
function liveShowHref(
  language: ReturnType<typeof selectLanguage>,
  actor: ActorProfile,
  chat: ChatType,
) {
  const path = buildPath('actorLiveShow', language, { actorName: actor.name.toLowerCase() });
  return `${path}?chat=${chat}`;
}

export function usePriceLabel() {
  const { t } = useTranslation();
  return (button: ChatButton) =>
    button.pricePerMinute
      ? t('actorProfile.perMinute', { price: formatMoney(button.pricePerMinute) })
      : t('actorProfile.free');
}

/**
 * The chat buttons of her chat button config (seed 001 §3), each with its price per minute and a
 * link to the live show entry of its chat type, whose live chat goes through the gating decision
 * for the chat (login or signup, age check, the 0,50 minimum) and resumes after each flow. What
 * the gate will ask first is said on the button.
 */
const selectChatReason = selectGateReason('chat');

export function ChatButtons({ actor }: { actor: ActorProfile }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const reason = useSystemSelector('gating', selectChatReason);
  const language = useSystemSelector('shell', selectLanguage);
  const priceOf = usePriceLabel();
  const config = actor.chatButtons;
  const gatedLabel =
    reason === 'needLogin'
      ? t('actorProfile.loginToChat')
      : reason === 'needAgeCheck'
        ? t('actorProfile.verifyToChat')
        : t('actorProfile.topUpToChat');
  const choose = (chatType: ChatType) =>
    engine.send('actorProfile', { type: 'actorProfile.chatChosen', chatType });
  return (
    <section className="profile-card profile-chat" aria-labelledby="profile-chat-title">
      <h2 id="profile-chat-title">{t('actorProfile.chat', { name: actor.name })}</h2>
      <p className="profile-chat-facts">
        {config.freeChat && <span className="badge">{t('actorProfile.freeChat')}</span>}
        {actor.guestHasTicket && <span className="badge">{t('actorProfile.hasTicket')}</span>}
        {config.voucherChatMinutes > 0 && (
          <span className="badge">
            {t('actorProfile.voucherMinutes', { count: config.voucherChatMinutes })}
          </span>
        )}
        <span>{t('actorProfile.multiChat', { price: formatMoney(config.multiChatPrice) })}</span>
      </p>
      <ul className="profile-chat-buttons">
        {chatButtonsOf(config, actor).map((button) => {
          const name = t(`actorProfile.chatTypes.${button.type}`);
          const price = priceOf(button);
          const freeLeft = button.type === 'video' && config.freeChat && <FreeChatLeft />;
          return (
            <li key={button.type}>
              {!button.available ? (
                <button type="button" className="button" disabled>
                  {name} · {price} · {t('actorProfile.notNow')}
                </button>
              ) : (
                <Link
                  className="button button-primary"
                  to={liveShowHref(language, actor, button.type)}
                  aria-label={reason === null ? undefined : `${name} · ${price} · ${gatedLabel}`}
                  onClick={() => choose(button.type)}
                >
                  <span>
                    {name} · {price}
                    {freeLeft}
                  </span>
                </Link>
              )}
            </li>
          );
        })}
      </ul>
      <FreeChatFailure />
      {reason !== null && <p className="profile-hint">{gatedLabel}</p>}
      <WriteToButton actor={actor} className="button button-ghost profile-message" />
    </section>
  );
}
