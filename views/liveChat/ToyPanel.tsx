import { useTranslation } from '../../src/i18n/react.ts';
import { selectToyPanel, type ToyPanelView } from '../../machines/liveChat/toyControl.selectors.ts';
import { LIVE_CHAT_TOYS } from '../../machines/liveChat/toyControl.types.ts';
import { formatMoney } from '../../machines/shared/money.ts';
import { useSecondsLeft } from '../hooks/useSessionNow.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';

const sameView = (a: ToyPanelView, b: ToyPanelView) =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

/**
 * Her toy in the live chat (issue #19 §2): each control with its price and duration, sent by a
 * press; the guest's queue, the running control counting down; a rejection with its reason and
 * a retry. The balance is the navbar's (and the chat meter's) one figure.
 */
/** The running control's seconds left, counted in the view to its end (decision 0002). */
function ToyTimeLeft({ endsAt, seconds }: { endsAt: number | null; seconds: number }) {
  const { t } = useTranslation();
  const left = useSecondsLeft(endsAt);
  return <>{t('liveChat.toys.running', { seconds: left ?? seconds })}</>;
}

export function ToyPanel() {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useSystemSelector(LIVE_CHAT_TOYS, selectToyPanel, sameView);
  const send = (
    event:
      | { type: 'ui.toySend'; toyControlId: number }
      | { type: 'ui.toyRetry' | 'ui.toyDismiss' | 'ui.toyReload' },
  ) => engine.send(LIVE_CHAT_TOYS, event);
  return (
    <section className="live-chat-toys" aria-labelledby="live-chat-toys-title">
      <h3 id="live-chat-toys-title">{t('liveChat.toys.title')}</h3>
      {view.status === 'loading' && <p role="status">{t('liveChat.toys.loading')}</p>}
      {view.status === 'failed' && (
        <div role="alert">
          <p>{t('liveChat.toys.failed')}</p>
          <button type="button" className="button" onClick={() => send({ type: 'ui.toyReload' })}>
            {t('liveChat.toys.reload')}
          </button>
        </div>
      )}
      {view.status === 'ready' && (
        <>
          <ul className="live-chat-toy-controls">
            {view.controls.map((control) => (
              <li key={control.id}>
                <button
                  type="button"
                  className="button"
                  data-testid={`toy-control-${control.id}`}
                  onClick={() => send({ type: 'ui.toySend', toyControlId: control.id })}
                >
                  <strong>{control.displayName}</strong>{' '}
                  <span>
                    {t('liveChat.toys.price', {
                      price: formatMoney(control.price),
                      seconds: control.duration,
                    })}
                  </span>
                </button>
              </li>
            ))}
          </ul>
          {view.rejection && (
            <div role="alert" className="live-chat-toy-rejection">
              <p>
                {t('liveChat.toys.rejected', { name: view.rejection.name })}{' '}
                {t(`liveChat.toys.reasons.${view.rejection.reason}`)}
              </p>
              <button
                type="button"
                className="button button-primary"
                onClick={() => send({ type: 'ui.toyRetry' })}
              >
                {t('liveChat.toys.retry')}
              </button>{' '}
              <button
                type="button"
                className="button"
                onClick={() => send({ type: 'ui.toyDismiss' })}
              >
                {t('liveChat.toys.dismiss')}
              </button>
            </div>
          )}
          <h4>{t('liveChat.toys.queue')}</h4>
          {view.queue.length === 0 ? (
            <p>{t('liveChat.toys.empty')}</p>
          ) : (
            <ol className="live-chat-toy-queue" data-testid="toy-queue" aria-live="polite">
              {view.queue.map((line) => (
                <li key={line.clientToyId} data-status={line.status}>
                  <strong>{line.name}</strong>:{' '}
                  {line.status === 'running' ? (
                    <ToyTimeLeft endsAt={line.endsAt} seconds={line.seconds ?? 0} />
                  ) : line.status === 'queued' ? (
                    t('liveChat.toys.waiting', { ahead: line.ahead ?? 0 })
                  ) : (
                    t('liveChat.toys.sending')
                  )}
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
