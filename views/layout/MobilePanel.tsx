import { useEffect } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectIsLoggedIn } from '../../machines/bootstrap/bootstrap.selectors.ts';
import type { Menu } from '../../machines/shell/shell.events.ts';
import { selectOpenMenu } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { useShellSend } from '../hooks/useShell.ts';
import { NotificationsListSlot } from '../messenger/LayoutSlots.tsx';
import { EventsMenuSlot } from '../rewards/LayoutSlots.tsx';
import { ReportButton } from '../report/ReportButton.tsx';
import { CloseIcon } from './icons.tsx';
import { lazyPart } from './lazyPart.ts';
import { PartBoundary } from './PartBoundary.tsx';
import { MY_AREA } from './myAreaRoutes.ts';
import { PhoneNavLinks } from './PhoneNavLinks.tsx';
import { RouteLinkItems } from './RouteLinkItems.tsx';
import { LazySearchPanel } from '../search/LazySearchPanel.tsx';
import { InstallOffer } from '../incentives/InstallOffer.tsx';

export const MOBILE_PANEL_ID = 'mobile-menu-panel';

/** The cams domain's phone menus (filters, categories): their own chunk, loaded when opened. */
const CamMenuBody = lazyPart(() => import('../cams/CamMenuBody.tsx').then((m) => m.CamMenuBody));

/** The open mobile menu, if any. Escape and the close button ask the shell to close it. */
export function MobilePanel() {
  const { t } = useTranslation();
  const menu = useSystemSelector('shell', selectOpenMenu);
  const send = useShellSend();
  if (!menu) return null;
  return (
    <section
      id={MOBILE_PANEL_ID}
      className="menu-panel"
      aria-labelledby={`${MOBILE_PANEL_ID}-title`}
      onKeyDown={(event) => {
        if (event.key === 'Escape') send({ type: 'ui.menusClosed' });
      }}
    >
      <header className="menu-panel-header">
        <h2 id={`${MOBILE_PANEL_ID}-title`}>{t(`menus.${menu}`)}</h2>
        <button
          type="button"
          className="icon-button"
          onClick={() => send({ type: 'ui.menusClosed' })}
        >
          <CloseIcon />
          <span className="sr-only">{t('menus.close')}</span>
        </button>
      </header>
      <PanelBody menu={menu} />
    </section>
  );
}

function PanelBody({ menu }: { menu: Menu }) {
  const { t } = useTranslation();
  const loggedIn = useSystemSelector('bootstrap', selectIsLoggedIn);
  const send = useShellSend();
  // The help entry of my area: the report dialog opens over the page, the menu closes.
  const report = (
    <ReportButton
      className="nav-link menu-panel-report"
      before={() => send({ type: 'ui.menusClosed' })}
    />
  );
  if (menu === 'navigation')
    return (
      <>
        <PhoneNavLinks />
        <InstallOffer />
      </>
    );
  if (menu === 'myArea' && loggedIn) {
    return (
      <ul className="menu-panel-links">
        <RouteLinkItems routes={MY_AREA} />
        <li>{report}</li>
        <li>
          <MyAreaEvents />
        </li>
      </ul>
    );
  }
  if (menu === 'myArea') {
    return (
      <>
        <p className="menu-panel-note">{t('menus.myAreaVisitor')}</p>
        <ul className="menu-panel-links">
          <li>{report}</li>
        </ul>
      </>
    );
  }
  if (menu === 'notifications') {
    return loggedIn ? (
      <NotificationsListSlot />
    ) : (
      <p className="menu-panel-note">{t('menus.myAreaVisitor')}</p>
    );
  }
  if (menu === 'search') return <LazySearchPanel mobile autoFocus />;
  // The cam-filter and category-filter menus: every menu of seed 000 §2 has its body.
  return (
    <PartBoundary>
      <CamMenuBody menu={menu} />
    </PartBoundary>
  );
}

/**
 * The desktop Rewards menu's events group in the phone's "my area" menu: opening the menu asks
 * the rewards actor for today's events the same way (`ui.menuOpened`: loaded the first time,
 * again after a failure). A link to an event changes the route, which closes the menu.
 */
function MyAreaEvents() {
  const engine = useEngine();
  useEffect(() => {
    engine.send('rewards', { type: 'ui.menuOpened' });
  }, [engine]);
  return <EventsMenuSlot level={3} className="menu-panel-group" />;
}
