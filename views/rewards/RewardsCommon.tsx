import type { ReactNode } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectLanguage, type ShellSnapshot } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import './rewards.css';
import { dateFormat } from '../format/dateFormat.ts';

/** A rewards page: title, heading and its body. */
export function RewardsPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <div className="container page rewards-page">
      <h1>{title}</h1>
      {children}
    </div>
  );
}

/** Visitors see what the page is for and a login button (the gate opens login or signup). */
export function VisitorPrompt() {
  const { t } = useTranslation();
  const engine = useEngine();
  return (
    <section className="rewards-card" aria-labelledby="rewards-visitor-title">
      <h2 id="rewards-visitor-title">{t('rewards.common.visitorTitle')}</h2>
      <p>{t('rewards.common.visitorText')}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => engine.send('gating', { type: 'ui.passRequested', action: 'account' })}
      >
        {t('rewards.common.login')}
      </button>
    </section>
  );
}

export function Loading() {
  const { t } = useTranslation();
  return (
    <p role="status" aria-busy="true">
      {t('rewards.common.loading')}
    </p>
  );
}

export function LoadFailed({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="rewards-card">
      <p className="form-error">{t('rewards.common.loadFailed')}</p>
      <button type="button" className="button button-primary" onClick={onRetry}>
        {t('rewards.common.retry')}
      </button>
    </div>
  );
}

const KNOWN_REASONS = [
  'no_result',
  'no_attempts_left',
  'unknown_code',
  'already_redeemed',
  'expired',
  'mobile_auth_required',
  'not_redeemed',
  'invalid_token',
  'not_today',
  'already_opened',
  'already_claimed',
  'daily_limit',
  'not_enough_points',
  'insufficient_funds',
  'offer_expired',
] as const;

/** A server reason or error code in words; unknown ones are named as they came. */
export function useReasonText() {
  const { t } = useTranslation();
  return (reason: string) =>
    (KNOWN_REASONS as readonly string[]).includes(reason)
      ? t(`rewards.reasons.${reason as (typeof KNOWN_REASONS)[number]}`)
      : t('rewards.reasons.other', { reason });
}

/**
 * A date (ISO or YYYY-MM-DD) in the page language; `short` is day and month only (a calendar
 * door's caption).
 */
export function useDateText() {
  const language = useSystemSelector('shell', selectLanguage);
  return (value: string, withTime: boolean | 'short' = false) => {
    const date = new Date(value.length === 10 ? `${value}T12:00:00Z` : value);
    if (Number.isNaN(date.getTime())) return value;
    return dateFormat(language, {
      ...(withTime === 'short' ? { day: 'numeric', month: 'short' } : { dateStyle: 'medium' }),
      ...(withTime === true ? { timeStyle: 'short' } : {}),
      timeZone: 'Europe/Berlin',
    }).format(date);
  };
}

/** The `qmdate` test date of the URL, passed on to the event calls. */
export const selectQmdate = (snapshot: ShellSnapshot): string | null =>
  new URLSearchParams(snapshot.context.route.search).get('qmdate');

export { selectLanguage };
