import { useTranslation } from '../../src/i18n/react.ts';
import {
  VIP30_HISTORY_LIST,
  vip30Total,
  type Vip30Month,
  type Vip30Query,
} from '../../machines/benefits/vip30History.ts';
import { selectItems, selectListStatus } from '../../machines/list/list.selectors.ts';
import { formatMoney } from '../../machines/shared/money.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { dateFormat } from '../format/dateFormat.ts';
import { FailedView } from '../layout/FailedView.tsx';
import { useList, useListSelector } from '../tileGrid/useList.ts';
import { Loading } from './RewardsCommon.tsx';

/**
 * The VIP30 value history (seed 001 §7, decision 0027) on the benefits page: each of the VIP's
 * last months with the VIP30 videos she could watch free and their value, and the sum; a guest
 * who is no VIP is told what it would show. A failure keeps the page and retries this alone.
 */
export function Vip30History() {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const { actor, send } = useList<Vip30Month, Vip30Query>(VIP30_HISTORY_LIST);
  const status = useListSelector(actor, selectListStatus<Vip30Month, Vip30Query>);
  const months = useListSelector(actor, selectItems<Vip30Month, Vip30Query>);
  const total = vip30Total(months);
  const monthText = (id: string) => {
    const date = new Date(`${id}-01T00:00:00Z`);
    if (!/^\d{4}-\d{2}$/.test(id) || Number.isNaN(date.getTime())) return id;
    return dateFormat(language, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(date);
  };
  return (
    <section className="rewards-card vip30-history" aria-labelledby="benefits-vip30-title">
      <h2 id="benefits-vip30-title">{t('rewards.benefits.vip30.title')}</h2>
      {status === 'failed' ? (
        <FailedView
          text={t('rewards.benefits.vip30.failed')}
          onRetry={() => send({ type: 'ui.retry' })}
        />
      ) : status === 'loading' ? (
        <Loading />
      ) : months.length === 0 ? (
        <p className="rewards-muted">{t('rewards.benefits.vip30.none')}</p>
      ) : (
        <>
          <p className="rewards-muted">{t('rewards.benefits.vip30.intro')}</p>
          <table>
            <thead>
              <tr>
                <th scope="col">{t('rewards.benefits.vip30.month')}</th>
                <th scope="col">{t('rewards.benefits.vip30.videos')}</th>
                <th scope="col">{t('rewards.benefits.vip30.value')}</th>
              </tr>
            </thead>
            <tbody>
              {months.map((month) => (
                <tr key={month.id}>
                  <th scope="row">{monthText(month.id)}</th>
                  <td>{month.videos}</td>
                  <td>{formatMoney(month)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          {total && (
            <p className="rewards-count">
              {t('rewards.benefits.vip30.total', {
                count: total.videos,
                value: formatMoney(total),
              })}
            </p>
          )}
        </>
      )}
    </section>
  );
}
