import { useTranslation } from 'react-i18next';
import {
  selectIsLoggingOut,
  selectLoginEnabled,
} from '../../machines/bootstrap/bootstrap.selectors.ts';
import { selectGuestSummary, type GuestSummary } from '../../machines/guest/guest.selectors.ts';
import { formatMoney } from '../../machines/shared/money.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { useShellSend } from '../hooks/useShell.ts';

const sameGuest = (a: GuestSummary | null, b: GuestSummary | null) =>
  a === b ||
  (a !== null &&
    b !== null &&
    a.name === b.name &&
    a.balance.value === b.balance.value &&
    a.balance.currency === b.balance.currency);

/** The navbar's account corner: the guest's name, balance (live) and logout, or login and signup. */
export function AccountArea() {
  const guest = useSystemSelector('guest', selectGuestSummary, sameGuest);
  return guest ? <GuestAccount guest={guest} /> : <VisitorAccount />;
}

function GuestAccount({ guest }: { guest: GuestSummary }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const loggingOut = useSystemSelector('bootstrap', selectIsLoggingOut);
  return (
    <div className="account">
      <p className="account-guest">
        <span className="sr-only">{t('account.signedInAs')} </span>
        <span className="account-name" data-testid="guest-name">
          {guest.name}
        </span>
        <span className="account-balance">
          <span className="account-balance-label">{t('account.balance')}</span>{' '}
          <span data-testid="guest-balance">{formatMoney(guest.balance)}</span>
        </span>
      </p>
      <button
        type="button"
        className="button button-ghost"
        disabled={loggingOut}
        aria-busy={loggingOut}
        onClick={() => engine.send('bootstrap', { type: 'ui.logoutRequested' })}
      >
        {t('account.logout')}
      </button>
    </div>
  );
}

function VisitorAccount() {
  const { t } = useTranslation();
  const loginEnabled = useSystemSelector('bootstrap', selectLoginEnabled);
  const send = useShellSend();
  if (!loginEnabled) return null;
  return (
    <div className="account">
      <button
        type="button"
        className="button button-ghost"
        aria-haspopup="dialog"
        onClick={() => send({ type: 'ui.loginRequested' })}
      >
        {t('account.login')}
      </button>
      <button
        type="button"
        className="button button-primary"
        aria-haspopup="dialog"
        onClick={() => send({ type: 'ui.signupRequested' })}
      >
        {t('account.signup')}
      </button>
    </div>
  );
}
