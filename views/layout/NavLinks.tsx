import { useTranslation } from 'react-i18next';
import { LocalizedLink, type StaticRouteName } from '../LocalizedLink.tsx';

/** The main sections, in navbar order ("Cams" first: it is the product's front door). */
const ITEMS = [
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

export function NavLinks({ className }: { className: string }) {
  const { t } = useTranslation();
  return (
    <ul className={className}>
      {ITEMS.map(({ route, label }) => (
        <li key={route}>
          <LocalizedLink route={route} className="nav-link">
            {t(label)}
          </LocalizedLink>
        </li>
      ))}
    </ul>
  );
}
