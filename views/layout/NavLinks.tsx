import { useTranslation } from '../../src/i18n/react.ts';
import { LocalizedLink, type StaticRouteName } from '../LocalizedLink.tsx';

/** The main sections, in navbar order ("Cams" first: it is the product's front door). */
export const NAV_ITEMS = [
  { route: 'cams', label: 'nav.cams' },
  { route: 'freeChat', label: 'nav.freeChat' },
  { route: 'newGirls', label: 'nav.newGirls' },
  { route: 'videos', label: 'nav.videos' },
  { route: 'messenger', label: 'nav.messenger' },
  { route: 'feed', label: 'nav.feed' },
  { route: 'tvLivestream', label: 'nav.tv' },
  { route: 'vipClub', label: 'nav.vipClub' },
  { route: 'contests', label: 'nav.contests' },
  { route: 'blog', label: 'nav.blog' },
] as const satisfies readonly { route: StaticRouteName; label: `nav.${string}` }[];

export type NavItem = (typeof NAV_ITEMS)[number];

/**
 * One list item per main section, each a link named by the section. Those from `shown` on are
 * laid out but unseen and out of reach (the desktop row keeps the sections behind its "more"
 * button there, so their widths stay measured).
 */
export function NavLinkItems({
  items,
  shown = items.length,
}: {
  items: readonly NavItem[];
  shown?: number;
}) {
  const { t } = useTranslation();
  return items.map(({ route, label }, index) => (
    <li
      key={route}
      className={index < shown ? undefined : 'nav-spare'}
      inert={index < shown ? undefined : true}
    >
      <LocalizedLink route={route} className="nav-link">
        {t(label)}
      </LocalizedLink>
    </li>
  ));
}
