import { useTranslation } from '../../src/i18n/react.ts';
import { selectLoginEnabled } from '../../machines/bootstrap/bootstrap.selectors.ts';
import {
  selectGuestSummary,
  selectIsVip,
  type GuestSummary,
} from '../../machines/guest/guest.selectors.ts';
import { selectIsMobile } from '../../machines/shell/shell.selectors.ts';
import { formatMoney, type Money } from '../../machines/shared/money.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { LocalizedLink } from '../LocalizedLink.tsx';
import { RewardsMenuSlot } from '../rewards/LayoutSlots.tsx';
import { AccountMenu, LogoutButton } from './AccountMenu.tsx';

/** The account corner changes with the guest (login, logout, a new name), not with the balance. */
const sameGuest = (a: GuestSummary | null, b: GuestSummary | null) =>
  a === b || (a !== null && b !== null && a.name === b.name);

const selectBalance = (s: Parameters<typeof selectGuestSummary>[0]): Money | null =>
  selectGuestSummary(s)?.balance ?? null;
const sameMoney = (a: Money | null, b: Money | null) =>
  a === b || (a !== null && b !== null && a.value === b.value && a.currency === b.currency);

/** What the account corner's buttons ask the pay tour for; the tour plans how each opens. */
type AccountIntent = 'ui.loginRequested' | 'ui.signupRequested' | 'ui.topUpRequested';

/**
 * Sends the guest's intent. Inside the click on purpose: on phones the flow opens in a tab, which
 * browsers allow only synchronously in the guest's gesture.
 */
function useAccountIntent() {
  const engine = useEngine();
  return (type: AccountIntent) => engine.send('payTour', { type });
}

/**
 * The navbar's account corner: the rewards menu (desktop), the guest's name (a link to the
 * profile), balance (live), top up, VIP, and my area's menu with the logout (desktop; phones have
 * my area in their own panel and the logout here), or login and signup.
 */
export function AccountArea() {
  const guest = useSystemSelector('guest', selectGuestSummary, sameGuest);
  return guest ? <GuestAccount guest={guest} /> : <VisitorAccount />;
}

function GuestAccount({ guest }: { guest: GuestSummary }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const ask = useAccountIntent();
  const isVip = useSystemSelector('guest', selectIsVip);
  // Phones reach the rewards through the "my area" menu.
  const mobile = useSystemSelector('shell', selectIsMobile);
  return (
    <div className="account">
      {!mobile && <RewardsMenuSlot />}
      <p className="account-guest">
        <span className="sr-only">{t('account.signedInAs')} </span>
        <LocalizedLink route="myProfile" className="account-name">
          <span data-testid="guest-name">{guest.name}</span>
        </LocalizedLink>
        <span className="account-balance">
          <span className="account-balance-label">{t('account.balance')}</span> <Balance />
        </span>
      </p>
      <div className="account-pay">
        <button
          type="button"
          className="button button-primary"
          aria-label={t('account.topUpLabel')}
          onClick={() => ask('ui.topUpRequested')}
        >
          {t('account.topUp')}
        </button>
        {!isVip && (
          <button
            type="button"
            className="button button-ghost"
            aria-label={t('account.vipLabel')}
            onClick={() => engine.send('payTour', { type: 'ui.getVipRequested' })}
          >
            {t('account.vip')}
          </button>
        )}
      </div>
      {mobile ? <LogoutButton className="button button-ghost" /> : <AccountMenu />}
    </div>
  );
}

/**
 * The live balance: the only part of the navbar a `guestBalance` push renders again (a push
 * arrives up to many times a second in a busy messenger).
 */
function Balance() {
  const balance = useSystemSelector('guest', selectBalance, sameMoney);
  return <span data-testid="guest-balance">{balance && formatMoney(balance)}</span>;
}

function VisitorAccount() {
  const { t } = useTranslation();
  const loginEnabled = useSystemSelector('bootstrap', selectLoginEnabled);
  const ask = useAccountIntent();
  if (!loginEnabled) return null;
  return (
    <div className="account">
      <button
        type="button"
        className="button button-ghost"
        aria-haspopup="dialog"
        onClick={() => ask('ui.loginRequested')}
      >
        {t('account.login')}
      </button>
      <button
        type="button"
        className="button button-primary"
        aria-haspopup="dialog"
        onClick={() => ask('ui.signupRequested')}
      >
        {t('account.signup')}
      </button>
    </div>
  );
}
