import type { ComponentType } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { Menu } from '../../machines/shell/shell.events.ts';
import { selectOpenMenu } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { useShellSend } from '../hooks/useShell.ts';
import { BellIcon, MenuIcon, SearchIcon, UserIcon } from './icons.tsx';
import { MOBILE_PANEL_ID } from './MobilePanel.tsx';

const BUTTONS: readonly {
  menu: Menu;
  label:
    'menus.openNavigation' | 'menus.openSearch' | 'menus.openMyArea' | 'menus.openNotifications';
  Icon: ComponentType;
}[] = [
  { menu: 'search', label: 'menus.openSearch', Icon: SearchIcon },
  { menu: 'notifications', label: 'menus.openNotifications', Icon: BellIcon },
  { menu: 'myArea', label: 'menus.openMyArea', Icon: UserIcon },
  { menu: 'navigation', label: 'menus.openNavigation', Icon: MenuIcon },
];

/** The compact mobile bar: one toggle per menu; which one is open is the shell's decision. */
export function MobileBar() {
  const { t } = useTranslation();
  const open = useSystemSelector('shell', selectOpenMenu);
  const send = useShellSend();
  return (
    <ul className="mobile-bar">
      {BUTTONS.map(({ menu, label, Icon }) => (
        <li key={menu}>
          <button
            type="button"
            className="icon-button"
            aria-expanded={open === menu}
            aria-controls={open === menu ? MOBILE_PANEL_ID : undefined}
            onClick={() => send({ type: 'ui.menuToggled', menu })}
          >
            <Icon />
            <span className="sr-only">{t(label)}</span>
          </button>
        </li>
      ))}
    </ul>
  );
}
