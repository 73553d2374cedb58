import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link, Navigate } from 'react-router';
import {
  dailyBonusEventView,
  type DailyBonusRedirect,
} from '../../machines/dailyBonus/dailyBonus.selectors.ts';
import type { DailyBonusData } from '../../machines/rewards/rewards.types.ts';

/**
 * The daily bonus event config around the page's offers (seed 001 §3): the event's background
 * behind them, a link to where the event sends the guest, or, when the event hides the page,
 * the guest sent on (a page of this site) or told where to go (another site).
 */
export function DailyBonusEvent({
  event,
  children,
}: {
  event: DailyBonusData['event'];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const view = dailyBonusEventView(event);
  if (view.hidden && view.redirect?.kind === 'internal')
    return <Navigate replace to={view.redirect.path} />;
  if (view.hidden)
    return (
      <section className="rewards-card" aria-labelledby="daily-event-title">
        <h2 id="daily-event-title">{t('rewards.dailyBonus.eventTitle')}</h2>
        <p>{t('rewards.dailyBonus.eventHides')}</p>
        {view.redirect && <EventLink redirect={view.redirect} />}
      </section>
    );
  const style = view.background
    ? ({ '--daily-bonus-background': `url("${view.background}")` } as CSSProperties)
    : undefined;
  return (
    <div className="daily-bonus-stage" data-background={view.background !== null} style={style}>
      {view.redirect && (
        <p className="daily-bonus-event">
          <EventLink redirect={view.redirect} />
        </p>
      )}
      {children}
    </div>
  );
}

function EventLink({ redirect }: { redirect: DailyBonusRedirect }) {
  const { t } = useTranslation();
  const text = t('rewards.dailyBonus.eventLink');
  return redirect.kind === 'internal' ? (
    <Link className="button button-primary" to={redirect.path}>
      {text}
    </Link>
  ) : (
    <a className="button button-primary" href={redirect.href} rel="noopener noreferrer">
      {text}
    </a>
  );
}
