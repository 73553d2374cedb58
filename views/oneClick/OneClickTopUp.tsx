import { useTranslation } from '../../src/i18n/react.ts';
import {
  selectOneClickViewFor,
  type OneClickView,
} from '../../machines/oneClick/oneClick.selectors.ts';
import type { OneClickRequester } from '../../machines/oneClick/oneClick.types.ts';
import { formatMoney } from '../../machines/shared/money.ts';
import { useEngine, useOptionalSystemSelector } from '../../src/engine/react.tsx';
import './oneClick.css';

const IDLE: OneClickView = { status: 'idle' };
const SELECTORS: Record<OneClickRequester, ReturnType<typeof selectOneClickViewFor>> = {
  liveChat: selectOneClickViewFor('liveChat'),
  messenger: selectOneClickViewFor('messenger'),
};
const sameView = (a: OneClickView, b: OneClickView) =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

type Intent =
  | { type: 'ui.oneClickChoose'; amount: number }
  | { type: 'ui.oneClickConfirm' }
  | { type: 'ui.oneClickBack' }
  | { type: 'ui.oneClickRetry' }
  | { type: 'ui.oneClickOtherPayment' }
  | { type: 'ui.oneClickCancel' };

/**
 * The one-click top-up box (machines/oneClick) on the page of the domain that asked for money:
 * her amounts, the confirmation of a large one, the charge running, a failure with its reason.
 * Nothing shows while the machine is idle or another page's request is open.
 */
export function OneClickTopUp({ requester }: { requester: OneClickRequester }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useOptionalSystemSelector('oneClick', SELECTORS[requester], IDLE, sameView);
  if (view.status === 'idle') return null;
  const send = (event: Intent) => engine.send('oneClick', event);
  // Her amounts are in her own currency (the machine has it from the guest at start).
  const money = (amount: number) =>
    formatMoney({ value: amount, currency: 'currency' in view ? view.currency : 'EUR' });
  const secondary = (
    <p className="one-click-actions">
      <button
        type="button"
        className="button"
        onClick={() => send({ type: 'ui.oneClickOtherPayment' })}
      >
        {t('oneClick.otherPayment')}
      </button>
      <button type="button" className="button" onClick={() => send({ type: 'ui.oneClickCancel' })}>
        {t('oneClick.cancel')}
      </button>
    </p>
  );
  return (
    <section className="one-click" aria-labelledby={`one-click-${requester}`}>
      <h3 id={`one-click-${requester}`}>{t('oneClick.title')}</h3>
      {(view.status === 'asking' || view.status === 'payTour' || view.status === 'sending') && (
        <p role="status" aria-busy="true">
          {view.status === 'sending'
            ? t('oneClick.sending', { amount: money(view.amount) })
            : t(`oneClick.${view.status}`)}
        </p>
      )}
      {view.status === 'choosing' && (
        <>
          <p>{t('oneClick.intro')}</p>
          <ul className="one-click-amounts">
            {view.amounts.map(({ amount, large }) => (
              <li key={amount}>
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => send({ type: 'ui.oneClickChoose', amount })}
                >
                  {t('oneClick.amount', { amount: money(amount) })}
                </button>
                {large && <small> ({t('oneClick.large')})</small>}
              </li>
            ))}
          </ul>
          {secondary}
        </>
      )}
      {view.status === 'confirming' && (
        <div role="alertdialog" aria-labelledby={`one-click-confirm-${requester}`}>
          <p id={`one-click-confirm-${requester}`}>
            {t('oneClick.confirm', { amount: money(view.amount) })}
          </p>
          <p className="one-click-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => send({ type: 'ui.oneClickConfirm' })}
            >
              {t('oneClick.confirmButton', { amount: money(view.amount) })}
            </button>
            <button
              type="button"
              className="button"
              onClick={() => send({ type: 'ui.oneClickBack' })}
            >
              {t('oneClick.back')}
            </button>
          </p>
        </div>
      )}
      {view.status === 'failed' && (
        <>
          <p role="alert">
            <strong>{t('oneClick.failed', { amount: money(view.amount) })}</strong>{' '}
            {t(`oneClick.errors.${view.failure}`)}
          </p>
          <p className="one-click-actions">
            <button
              type="button"
              className="button button-primary"
              onClick={() => send({ type: 'ui.oneClickRetry' })}
            >
              {t('oneClick.retry')}
            </button>
          </p>
          {secondary}
        </>
      )}
    </section>
  );
}
