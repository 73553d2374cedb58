import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import type { Language } from '../../machines/shared/languages.ts';
import type { ChatShowTile } from '../../machines/cams/cams.types.ts';
import {
  sameInvitationView,
  samePurchaseView,
  selectCanBuyTicket,
  selectInvitation,
  selectTicketPurchase,
  selectTicketRemoval,
  type InvitationView,
  type TicketPurchaseView,
} from '../../machines/cams/chatTickets.selectors.ts';
import {
  CHAT_TICKETS,
  type TicketFailureKind,
  toTicketShow,
} from '../../machines/cams/chatTickets.types.ts';
import { formatMoney } from '../../machines/shared/money.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import {
  useEngine,
  useOptionalSystemSelector,
  useSystemSelector,
} from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { useDomainFailure, useDomainWanted } from '../pages/DomainGate.tsx';
import { FailedView } from '../layout/FailedView.tsx';
import './tickets.css';
import { dateFormat } from '../format/dateFormat.ts';

export function startTime(iso: string, language: Language): string {
  return dateFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

/** Where a ticket holder joins the show: her live show page, as a LIVESHOW chat. */
const showJoinPath = (actorName: string, language: Language): string =>
  `${buildPath('actorLiveShow', language, { actorName: actorName.toLowerCase() })}?chat=ticketShow`;

const NO_REMOVAL: ReturnType<typeof selectTicketRemoval> = { removing: null, failed: null };

/**
 * A show tile's ticket action: buy (opens the confirmation), give an upcoming ticket back, or
 * join a running show she holds a ticket of. The tickets are a lazy domain that the page's
 * {@link TicketDialog} asks for: until they run, nothing is being bought or given back, and a
 * press is kept at the root and starts them (issue 50 §5).
 */
export function TicketActions({ show, language }: { show: ChatShowTile; language: Language }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const canStart = useOptionalSystemSelector(CHAT_TICKETS, selectCanBuyTicket, true);
  // The tickets' code did not come: the page's TicketDialog says so with the retry.
  const unavailable = useDomainFailure(CHAT_TICKETS) !== null;
  const removal = useOptionalSystemSelector(
    CHAT_TICKETS,
    selectTicketRemoval,
    NO_REMOVAL,
    (a, b) => a.removing === b.removing && a.failed === b.failed,
  );
  if (show.isBought) {
    return (
      <div className="cam-show-actions">
        {show.running ? (
          <Link className="button cam-show-join" to={showJoinPath(show.actorName, language)}>
            {t('cams.tickets.join')}
          </Link>
        ) : (
          <button
            type="button"
            className="button button-ghost cam-show-remove"
            disabled={removal.removing !== null || unavailable}
            onClick={() => engine.send(CHAT_TICKETS, { type: 'ui.removeTicket', showId: show.id })}
          >
            {removal.removing === show.id ? t('cams.tickets.removing') : t('cams.tickets.remove')}
          </button>
        )}
        {removal.failed === show.id && (
          <p role="alert" className="rest-error">
            {t('cams.tickets.removeFailed')}
          </p>
        )}
      </div>
    );
  }
  if (!show.canBuy) return null;
  return (
    <div className="cam-show-actions">
      <button
        type="button"
        className="button cam-show-buy"
        aria-label={t('cams.tickets.buyFor', { title: show.title })}
        disabled={!canStart || unavailable}
        onClick={() =>
          engine.send(CHAT_TICKETS, { type: 'ui.buyTicket', show: toTicketShow(show) })
        }
      >
        {show.isFree ? t('cams.tickets.buyFree') : t('cams.tickets.buy')}
      </button>
    </div>
  );
}

/** The error code's meaning, then the code itself (so support can name it). */
function TicketError({ kind, code }: { kind: TicketFailureKind; code: string }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="ticket-error-meaning">{t(`cams.tickets.errors.${kind}`)}</p>
      <p className="ticket-error-code">{t('cams.tickets.code', { code })}</p>
    </>
  );
}

const NO_PURCHASE: TicketPurchaseView = { status: 'idle' };

/**
 * The purchase dialog: the confirmation with the price and a promo code, the purchase running
 * (also while a gate's flow is open), the booked ticket, or the refusal with its error code and a
 * retry. Rendered once per page that sells tickets, it starts the tickets' lazy domain there, and
 * says so with a retry when their code did not come (a press meanwhile waits at the root).
 */
export function TicketDialog() {
  const { t } = useTranslation();
  useDomainWanted(CHAT_TICKETS);
  const retry = useDomainFailure(CHAT_TICKETS);
  const view = useOptionalSystemSelector(
    CHAT_TICKETS,
    selectTicketPurchase,
    NO_PURCHASE,
    samePurchaseView,
  );
  if (retry)
    return (
      <div className="ticket-unavailable">
        <FailedView text={t('cams.tickets.unavailable')} onRetry={retry} />
      </div>
    );
  if (view.status === 'idle') return null;
  return <TicketDialogBody view={view} />;
}

function TicketDialogBody({ view }: { view: Exclude<TicketPurchaseView, { status: 'idle' }> }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const language = useSystemSelector('shell', selectLanguage);
  const titleId = useId();
  const [promoCode, setPromoCode] = useState('promoCode' in view ? (view.promoCode ?? '') : '');
  const first = useRef<HTMLElement | null>(null);
  useEffect(() => first.current?.focus(), [view.status]);
  const send = (type: 'ui.closeTicket' | 'ui.retryTicket') => engine.send(CHAT_TICKETS, { type });
  const confirm = (event: FormEvent) => {
    event.preventDefault();
    engine.send(CHAT_TICKETS, { type: 'ui.confirmTicket', promoCode: promoCode.trim() || null });
  };
  const { show } = view;
  return (
    <div className="ticket-backdrop">
      <div
        className="ticket-dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        data-status={view.status}
        onKeyDown={(event) => {
          if (event.key === 'Escape' && view.status !== 'working') send('ui.closeTicket');
        }}
      >
        <h2 id={titleId}>{t('cams.tickets.confirmTitle', { title: show.title })}</h2>
        <p>
          {t('cams.tickets.confirmShow', {
            name: show.actorName,
            time: startTime(show.start, language),
          })}
        </p>
        {view.status === 'confirming' && (
          <form onSubmit={confirm}>
            <p className="ticket-price">
              {show.isFree
                ? t('cams.tickets.confirmFree')
                : t('cams.tickets.confirmPrice', { price: formatMoney(show.price) })}
            </p>
            <label className="ticket-promo">
              {t('cams.tickets.promoCode')}
              <input
                ref={(element) => {
                  first.current = element;
                }}
                name="promoCode"
                autoComplete="off"
                value={promoCode}
                onChange={(event) => setPromoCode(event.target.value)}
              />
            </label>
            <div className="ticket-buttons">
              <button type="submit" className="button ticket-confirm">
                {t('cams.tickets.confirm')}
              </button>
              <GhostButton
                label={t('cams.tickets.cancel')}
                onClick={() => send('ui.closeTicket')}
              />
            </div>
          </form>
        )}
        {view.status === 'working' && (
          <p role="status" aria-busy="true">
            {t('cams.tickets.working')}
          </p>
        )}
        {view.status === 'bought' && (
          <>
            <p role="status" className="ticket-bought">
              {t('cams.tickets.bought', { title: show.title })}
            </p>
            <div className="ticket-buttons">
              <button
                type="button"
                className="button"
                ref={(element) => {
                  first.current = element;
                }}
                onClick={() => send('ui.closeTicket')}
              >
                {t('cams.tickets.close')}
              </button>
            </div>
          </>
        )}
        {(view.status === 'failed' || view.status === 'declined') && (
          <>
            <div role="alert" className="ticket-error">
              <p>
                <strong>{t('cams.tickets.failed')}</strong>
              </p>
              {view.status === 'failed' ? (
                <TicketError kind={view.kind} code={view.code} />
              ) : (
                <p className="ticket-error-meaning">{t('cams.tickets.declined')}</p>
              )}
            </div>
            <div className="ticket-buttons">
              <button
                type="button"
                className="button"
                ref={(element) => {
                  first.current = element;
                }}
                onClick={() => send('ui.retryTicket')}
              >
                {t('cams.tickets.retry')}
              </button>
              <GhostButton label={t('cams.tickets.close')} onClick={() => send('ui.closeTicket')} />
            </div>
          </>
        )}
      </div>
    </div>
  );
}

/** The secondary action of a ticket view (cancel, close, decline): the same ghost button in each. */
function GhostButton({
  label,
  onClick,
  disabled = false,
}: {
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button type="button" className="button button-ghost" disabled={disabled} onClick={onClick}>
      {label}
    </button>
  );
}

const NO_INVITATION: InvitationView = { status: 'none' };

/**
 * The private ticket show invitation (a push, on any page): who invites, to what and when, with
 * accept (claims the ticket) and decline; once accepted, the way to join at the start.
 */
export function InvitationToast() {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useOptionalSystemSelector(
    CHAT_TICKETS,
    selectInvitation,
    NO_INVITATION,
    sameInvitationView,
  );
  const language = useSystemSelector('shell', selectLanguage);
  const titleId = useId();
  if (view.status === 'none') return null;
  const time = startTime(view.show?.start ?? view.invitation.start, language);
  const send = (type: 'ui.acceptInvitation' | 'ui.declineInvitation' | 'ui.closeInvitation') =>
    engine.send(CHAT_TICKETS, { type });
  return (
    <aside className="ticket-invitation" aria-labelledby={titleId} data-status={view.status}>
      <h2 id={titleId}>{t('cams.tickets.invitation.title')}</h2>
      <p>
        {view.show
          ? t('cams.tickets.invitation.text', {
              name: view.show.actorName,
              title: view.show.title,
              time,
            })
          : t('cams.tickets.invitation.textUnknown', { time })}
      </p>
      {view.status === 'claiming' && (
        <p role="status" aria-busy="true">
          {t('cams.tickets.invitation.claiming')}
        </p>
      )}
      {view.status === 'failed' && (
        <div role="alert" className="ticket-error">
          <p>
            <strong>{t('cams.tickets.invitation.failed')}</strong>
          </p>
          <TicketError kind={view.kind} code={view.code} />
        </div>
      )}
      {view.status === 'accepted' ? (
        <>
          <p role="status" className="ticket-bought">
            {t('cams.tickets.invitation.accepted', { time })}
          </p>
          <div className="ticket-buttons">
            {view.show && (
              <Link
                className="button ticket-join"
                to={showJoinPath(view.show.actorName, language)}
                onClick={() => send('ui.closeInvitation')}
              >
                {t('cams.tickets.join')}
              </Link>
            )}
            <GhostButton
              label={t('cams.tickets.close')}
              onClick={() => send('ui.closeInvitation')}
            />
          </div>
        </>
      ) : (
        <div className="ticket-buttons">
          <button
            type="button"
            className="button ticket-accept"
            disabled={view.status === 'claiming'}
            onClick={() => send('ui.acceptInvitation')}
          >
            {view.status === 'failed'
              ? t('cams.tickets.retry')
              : t('cams.tickets.invitation.accept')}
          </button>
          <GhostButton
            label={t('cams.tickets.invitation.decline')}
            onClick={() => send('ui.declineInvitation')}
            disabled={view.status === 'claiming'}
          />
        </div>
      )}
    </aside>
  );
}
