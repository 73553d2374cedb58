import { useTranslation } from 'react-i18next';
import type { RouteMatch, RouteName } from '../../src/routes/index.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { LocalizedLink } from '../LocalizedLink.tsx';

/** Every screen that is not built yet says so, under its own title; nothing pretends to work. */
export function NotAvailableYet({
  route,
  params,
}: {
  route: RouteName;
  params: RouteMatch['params'];
}) {
  const { t } = useTranslation();
  const title = t(`routes.${route}`);
  useDocumentTitle(title);
  const subject = Object.values(params).join(' · ');
  return (
    <section className="container page notice" aria-labelledby="page-title">
      <p className="badge">{t('unavailable.label')}</p>
      <h1 id="page-title">{title}</h1>
      {subject && <p className="notice-subject">{subject}</p>}
      <p className="notice-text">{t('unavailable.screen')}</p>
      <LocalizedLink route="home" className="button button-primary">
        {t('unavailable.backHome')}
      </LocalizedLink>
    </section>
  );
}
