import { useTranslation } from '../../src/i18n/react.ts';
import { LocalizedLink, type StaticRouteName } from '../LocalizedLink.tsx';

/** One list item per route, each a link named by the route's title (`routes.<name>`). */
export function RouteLinkItems({
  routes,
  className = 'nav-link',
}: {
  routes: readonly StaticRouteName[];
  /** The links' class: the menus' `nav-link` unless told. */
  className?: string;
}) {
  const { t } = useTranslation();
  return routes.map((route) => (
    <li key={route}>
      <LocalizedLink route={route} className={className}>
        {t(`routes.${route}`)}
      </LocalizedLink>
    </li>
  ));
}
