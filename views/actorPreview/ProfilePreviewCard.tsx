import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectPreviewView } from '../../machines/actorPreview/actorPreview.selectors.ts';
import type { ActorPreview } from '../../machines/actorPreview/actorPreview.types.ts';
import { failureCode } from '../../machines/shared/failure.ts';
import { formatMoney } from '../../machines/shared/money.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useSend, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { ResponsiveImage } from '../media/ResponsiveImage.tsx';
import { Link } from 'react-router';
import { previewCardId, useProfilePreview } from './useProfilePreview.ts';
import './actorPreview.css';
import { WriteToButton } from '../messenger/WriteToButton.tsx';
import { useActorPresence } from '../hooks/useActorPresence.ts';

const CARD_WIDTH = 400;
const GAP = 8;

/** Where the card stands: beside her tile (right, else left), within the viewport, page coordinates. */
function placeBeside(tile: DOMRect, cardHeight: number) {
  const right = tile.right + GAP;
  const left =
    right + CARD_WIDTH <= window.innerWidth - GAP
      ? right
      : Math.max(GAP, tile.left - GAP - CARD_WIDTH);
  const top = Math.max(GAP, Math.min(tile.top, window.innerHeight - cardHeight - GAP));
  return { left: left + window.scrollX, top: top + window.scrollY };
}

const FAILURES = ['http_404', 'http_403', 'invalid_reply'] as const;
type FailureKey = (typeof FAILURES)[number] | 'other';

/** The text of a failure: gone, refused in her country, unreadable, or any other. */
function failureKey(failure: Parameters<typeof failureCode>[0]): FailureKey {
  const code = failureCode(failure);
  return (FAILURES as readonly string[]).includes(code) ? (code as FailureKey) : 'other';
}

/**
 * Her profile preview card, beside her tile (`anchor`), over the grid: drawn in a layer of its
 * own (the body), so opening it moves no tile. Escape closes it and gives the focus back to her
 * tile when it was in the card.
 */
export function ProfilePreviewCard({
  actorId,
  anchor,
}: {
  actorId: number;
  anchor: RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation();
  const send = useSend('actorPreview');
  const view = useSystemSelector('actorPreview', selectPreviewView);
  const { handlers } = useProfilePreview(actorId);
  const card = useRef<HTMLDivElement>(null);
  const [place, setPlace] = useState<{ left: number; top: number } | null>(null);

  useLayoutEffect(() => {
    const tile = anchor.current?.getBoundingClientRect();
    if (tile) setPlace(placeBeside(tile, card.current?.offsetHeight ?? 0));
  }, [anchor, view.status]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      if (card.current?.contains(document.activeElement))
        anchor.current?.querySelector<HTMLElement>('a')?.focus();
      send({ type: 'ui.previewClosed' });
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [anchor, send]);

  if (view.status === 'closed' || view.actorId !== actorId) return null;
  return createPortal(
    <div
      ref={card}
      id={previewCardId(actorId)}
      className="actor-preview"
      role="dialog"
      aria-modal="false"
      aria-labelledby={`${previewCardId(actorId)}-title`}
      aria-busy={view.status === 'loading'}
      data-status={view.status}
      style={place ? { left: place.left, top: place.top } : { visibility: 'hidden' }}
      onPointerEnter={handlers.onPointerEnter}
      onPointerLeave={handlers.onPointerLeave}
      onBlur={handlers.onBlur}
    >
      <button
        type="button"
        className="actor-preview-close"
        aria-label={t('actorPreview.close')}
        onClick={() => send({ type: 'ui.previewClosed' })}
      >
        ×
      </button>
      {view.status === 'shown' ? (
        <PreviewBody preview={view.preview} rating={view.rating} actorId={actorId} />
      ) : view.status === 'failed' ? (
        <div className="actor-preview-failed">
          <h2 id={`${previewCardId(actorId)}-title`} className="actor-preview-note">
            {t(`actorPreview.failed.${failureKey(view.failure)}`)}
          </h2>
          <button
            type="button"
            className="button"
            onClick={() => send({ type: 'ui.previewRetry' })}
          >
            {t('actorPreview.retry')}
          </button>
        </div>
      ) : (
        <div className="actor-preview-loading">
          <span className="actor-preview-skeleton" aria-hidden="true" />
          <h2 id={`${previewCardId(actorId)}-title`} className="actor-preview-note" role="status">
            {t('actorPreview.loading')}
          </h2>
        </div>
      )}
    </div>,
    document.body,
  );
}

function PreviewBody({
  preview,
  rating,
  actorId,
}: {
  preview: ActorPreview;
  rating: ActorPreview['rating'] | null;
  actorId: number;
}) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const profile = buildPath('actorProfile', language, { actorName: preview.name.toLowerCase() });
  // Her card's answer stands until a push says otherwise (presence is one owner's fact).
  const { online, freeChat } = useActorPresence(actorId, {
    online: preview.isOnline,
    freeChat: preview.freeChat,
  });
  return (
    <div className="actor-preview-content">
      <ResponsiveImage
        className="actor-preview-picture"
        sources={preview.picture}
        alt={preview.name}
        aspectRatio={3 / 4}
        sizes="150px"
        eager
      />
      <div className="actor-preview-body">
        <h2 id={`${previewCardId(actorId)}-title`} className="actor-preview-name">
          {preview.name}
          <span className="actor-preview-age">{t('actorPreview.age', { age: preview.age })}</span>
        </h2>
        <p className="actor-preview-state" data-online={online}>
          <span className="cam-dot" aria-hidden="true" />
          {online ? t('actorPreview.online') : t('actorPreview.offline')}
          {freeChat ? <span className="cam-badge">{t('actorPreview.freeChat')}</span> : null}
        </p>
        {preview.threeWords.length > 0 ? (
          <p className="actor-preview-words">{preview.threeWords.join(' · ')}</p>
        ) : null}
        {preview.about ? <p className="actor-preview-about">{preview.about}</p> : null}
        <dl className="actor-preview-facts">
          <dt>{t('actorPreview.languages')}</dt>
          <dd>{preview.languages.map((code) => code.toUpperCase()).join(', ')}</dd>
          <dt>{t('actorPreview.price')}</dt>
          <dd>{t('actorPreview.perMinute', { price: formatMoney(preview.chatPrice) })}</dd>
          {rating ? (
            <>
              <dt>{t('actorPreview.rating')}</dt>
              <dd>
                {t('actorPreview.ratingValue', {
                  rate: Math.round(rating.satisfactionRate),
                  count: rating.count,
                })}
              </dd>
            </>
          ) : null}
        </dl>
      </div>
      {preview.sedcards.length > 0 ? (
        <ul className="actor-preview-sedcards" aria-label={t('actorPreview.pictures')}>
          {preview.sedcards.map((picture) => (
            <li key={picture.w320}>
              <ResponsiveImage sources={picture} alt="" aspectRatio={3 / 4} sizes="80px" eager />
            </li>
          ))}
        </ul>
      ) : null}
      <Link className="button actor-preview-link" to={profile}>
        {t('actorPreview.openProfile')}
      </Link>
      <WriteToButton
        actor={{ id: actorId, name: preview.name }}
        className="button actor-preview-link"
      />
    </div>
  );
}
