import { selectIsLoggingOut } from '../../machines/bootstrap/bootstrap.selectors.ts';
import { useTranslation } from '../../src/i18n/react.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { usePopover } from '../hooks/usePopover.ts';
import { MY_REWARDS_ROUTES } from '../rewards/rewardsRoutes.ts';
import { UserIcon } from './icons.tsx';
import { MY_AREA_ACCOUNT } from './myAreaRoutes.ts';
import { RouteLinkItems } from './RouteLinkItems.tsx';
import './accountMenu.css';

/**
 * The desktop account corner's menu (issue 54 §3): my area's pages (profile, mediathek with its
 * photos, audio and feed, favourite cams, then the rewards pages) and the logout. Phones have the
 * same pages in the "my area" panel. Whether it is open is the view's own business (`usePopover`,
 * like the rewards and "more" menus); a choice closes it, the route change does the rest.
 */
export function AccountMenu() {
  const { t } = useTranslation();
  const { open, setOpen, close, panelId, root, button } = usePopover();
  return (
    <div className="account-menu" ref={root}>
      <button
        type="button"
        ref={button}
        className="icon-button account-menu-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        title={t('menus.myArea')}
        onClick={() => setOpen(!open)}
      >
        <UserIcon />
        <span className="sr-only">{t('menus.myArea')}</span>
      </button>
      {open && (
        <nav id={panelId} className="account-menu-panel" aria-label={t('menus.myArea')}>
          <ul className="account-menu-links" onClick={close}>
            <RouteLinkItems routes={MY_AREA_ACCOUNT} />
          </ul>
          <ul className="account-menu-links" onClick={close}>
            <RouteLinkItems routes={MY_REWARDS_ROUTES} />
          </ul>
          <LogoutButton className="nav-link account-menu-logout" />
        </nav>
      )}
    </div>
  );
}

/** Logs the guest out; busy while the logout runs. */
export function LogoutButton({ className }: { className: string }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const loggingOut = useSystemSelector('bootstrap', selectIsLoggingOut);
  return (
    <button
      type="button"
      className={className}
      disabled={loggingOut}
      aria-busy={loggingOut}
      onClick={() => engine.send('bootstrap', { type: 'ui.logoutRequested' })}
    >
      {t('account.logout')}
    </button>
  );
}
