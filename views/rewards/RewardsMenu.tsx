import { useTranslation } from '../../src/i18n/react.ts';
import { useEngine } from '../../src/engine/react.tsx';
import { usePopover } from '../hooks/usePopover.ts';
import { RouteLinkItems } from '../layout/RouteLinkItems.tsx';
import { EventsMenuGroup, MenuGroup } from './EventsMenuGroup.tsx';
import { MY_REWARDS_ROUTES } from './rewardsRoutes.ts';
import './rewardsMenu.css';

// The phone's my-area menu shows the events group: one chunk with the menu (LayoutSlots.tsx).
export { EventsMenuGroup };

/**
 * The desktop navbar's way into the rewards: a button opening a list of the guest's rewards
 * pages and the events the platform runs today (`get/events`, loaded by the rewards machine
 * the first time the menu opens; phones have the same events group in the "my area" menu).
 * Closes on a choice, Escape or a click elsewhere; whether it is open is the view's own
 * business, its opening is the engine's (it asks for the events).
 */
export function RewardsMenu() {
  const { t } = useTranslation();
  const engine = useEngine();
  const { open, setOpen, close, panelId, root, button } = usePopover();
  return (
    <div className="rewards-menu" ref={root}>
      <button
        type="button"
        ref={button}
        className="button button-ghost"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          if (!open) engine.send('rewards', { type: 'ui.menuOpened' });
          setOpen(!open);
        }}
      >
        {t('rewards.menu.label')}
      </button>
      {open && (
        <nav id={panelId} className="rewards-menu-panel" aria-label={t('rewards.menu.label')}>
          <MenuGroup title={t('rewards.menu.mine')}>
            <ul className="rewards-menu-links" onClick={close}>
              <RouteLinkItems routes={MY_REWARDS_ROUTES} />
            </ul>
          </MenuGroup>
          <EventsMenuGroup onChoose={close} />
        </nav>
      )}
    </div>
  );
}
