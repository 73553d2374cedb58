import { useTranslation } from '../../src/i18n/react.ts';
import { LocalizedLink, type StaticRouteName } from '../LocalizedLink.tsx';

/** One list item per route, each a link named by the route's title (`routes.<name>`). */
export function RouteLinkItems({ routes }: { routes: readonly StaticRouteName[] }) {
  const { t } = useTranslation();
  return routes.map((route) => (
    <li key={route}>
      <LocalizedLink route={route} className="nav-link">
        {t(`routes.${route}`)}
      </LocalizedLink>
    </li>
  ));
}
