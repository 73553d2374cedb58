import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import {
  chatButtonsOf,
  selectChosenChat,
} from '../../machines/actorProfile/actorProfile.selectors.ts';
import { CHAT_TYPES, type ChatType } from '../../machines/actorProfile/actorProfile.types.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import type { PageProps } from '../pages/pageTypes.ts';
import { ChatButtons, usePriceLabel } from './ChatButtons.tsx';
import { ProfileFrame } from './ProfileFrame.tsx';
import { DomainGate } from '../pages/DomainGate.tsx';
import { LiveChatPanel } from '../liveChat/LiveChatPanel.tsx';

const isChatType = (value: string | null): value is ChatType =>
  (CHAT_TYPES as readonly (string | null)[]).includes(value);

/**
 * `/en/amateur/{actorName}/live-show/`: the live chat's entry point. It shows her live state and
 * the chat the guest chose on a button (from the machine, or `?chat=` for an opened link); the
 * live chat itself comes with the next issue, so the entry says where it will open. Without a
 * chosen chat it offers the chat buttons, gated as on the overview.
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
  const [search] = useSearchParams();
  const language = useSystemSelector('shell', selectLanguage);
  const chosenInMachine = useSystemSelector('actorProfile', selectChosenChat);
  const fromUrl = search.get('chat');
  const chosen = chosenInMachine ?? (isChatType(fromUrl) ? fromUrl : null);
  const button = chatButtonsOf(actor.chatButtons).find((each) => each.type === chosen);
  const priceOf = usePriceLabel();
  // A live preview is offered where her chat features have it (`?chat=preview`).
  const preview = fromUrl === 'preview' && actor.chatFeatures.livePreview;
  const chosenForChat = button?.available ? button.type : preview ? ('preview' as const) : null;
  return (
    <div className="profile-layout">
      <section className="profile-card profile-live" aria-labelledby="profile-live-title">
        <h2 id="profile-live-title">{t('actorProfile.liveTitle', { name: actor.name })}</h2>
        <p role="status" className={actor.isOnline ? 'profile-online' : 'profile-offline'}>
          {actor.isOnline
            ? t('actorProfile.liveOnline', { name: actor.name })
            : t('actorProfile.liveOffline', { name: actor.name })}
        </p>
        {button && (
          <p>
            {t('actorProfile.liveChosen', {
              type: t(`actorProfile.chatTypes.${button.type}`),
              price: priceOf(button),
            })}
          </p>
        )}
        {/* The chosen chat runs here (issue #19); without one, where it will open. */}
        {chosenForChat ? (
          <DomainGate domain="liveChat">
            <LiveChatPanel actor={actor} button={chosenForChat} />
          </DomainGate>
        ) : (
          <div
            className="profile-live-entry"
            role="region"
            aria-label={t('actorProfile.liveEntry')}
          >
            <p>
              <strong>{t('actorProfile.liveEntry')}</strong>
            </p>
            <p className="profile-hint">{t('actorProfile.liveEntryHint')}</p>
          </div>
        )}
        <p>
          <Link to={buildPath('actorProfile', language, { actorName: actor.name.toLowerCase() })}>
            {t('actorProfile.back', { name: actor.name })}
          </Link>
        </p>
      </section>
      {!button && <ChatButtons actor={actor} />}
    </div>
  );
}
