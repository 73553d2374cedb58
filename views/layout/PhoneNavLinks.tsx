import type { Submenu } from '../../machines/shell/shell.events.ts';
import { selectOpenSubmenu } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';
import { useShellSend } from '../hooks/useShell.ts';
import { LocalizedLink, type StaticRouteName } from '../LocalizedLink.tsx';
import { NAV_ITEMS, type NavItem } from './NavLinks.tsx';
import { RouteLinkItems } from './RouteLinkItems.tsx';
import './phoneNav.css';

/** The sections with a submenu in the phone's navigation menu, and the submenu's name. */
const SUBMENU_OF: Partial<Record<NavItem['route'], Submenu>> = {
  videos: 'videos',
  tvLivestream: 'tv',
  contests: 'contests',
};

/** Each submenu's pages (seed 000 §2 "submenus"): the section's areas, linked by their titles. */
export const SUBMENU_ROUTES: Record<Submenu, readonly StaticRouteName[]> = {
  videos: [
    'allVideos',
    'newVideos',
    'videoTrends',
    'vipVideos',
    'videoStars',
    'freeClips',
    'videosOnSale',
    'dailyDeals',
  ],
  tv: ['tvLivestream', 'tvPremiumLivestream', 'tvLateNight', 'tvProgram', 'tvMediaSeries'],
  contests: ['contests', 'videoContests', 'photoContests', 'contestsArchive'],
};

const ChevronIcon = () => (
  <svg
    width={20}
    height={20}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden
    focusable={false}
  >
    <path d="m6 9 6 6 6-6" />
  </svg>
);

/**
 * The phone's navigation menu: every main section, and beside those with areas of their own a
 * button that opens their submenu inside the menu (the shell's `ui.submenuToggled`; one open at a
 * time, closed with the menu). A link in it changes the route, which closes the menu.
 */
export function PhoneNavLinks() {
  const { t } = useTranslation();
  const open = useSystemSelector('shell', selectOpenSubmenu);
  const send = useShellSend();
  return (
    <ul className="menu-panel-links">
      {NAV_ITEMS.map(({ route, label }) => {
        const link = (
          <LocalizedLink route={route} className="nav-link">
            {t(label)}
          </LocalizedLink>
        );
        const submenu = SUBMENU_OF[route];
        if (!submenu) return <li key={route}>{link}</li>;
        const expanded = open === submenu;
        const id = `submenu-${submenu}`;
        return (
          <li key={route} className="menu-panel-parent">
            <div className="menu-panel-row">
              {link}
              <button
                type="button"
                className="icon-button menu-panel-toggle"
                aria-expanded={expanded}
                aria-controls={expanded ? id : undefined}
                onClick={() => send({ type: 'ui.submenuToggled', submenu })}
              >
                <ChevronIcon />
                <span className="sr-only">{t('menus.openSubmenu', { section: t(label) })}</span>
              </button>
            </div>
            {expanded && (
              <ul id={id} className="menu-panel-submenu">
                <RouteLinkItems routes={SUBMENU_ROUTES[submenu]} />
              </ul>
            )}
          </li>
        );
      })}
    </ul>
  );
}
