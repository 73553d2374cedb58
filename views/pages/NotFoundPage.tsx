import { useTranslation } from '../../src/i18n/react.ts';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import { LocalizedLink } from '../LocalizedLink.tsx';

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return (
    <section className="container page notice" aria-labelledby="page-title">
      <p className="notice-code" aria-hidden="true">
        404
      </p>
      <h1 id="page-title">{t('notFound.title')}</h1>
      <p className="notice-text">{t('notFound.text')}</p>
      <LocalizedLink route="home" className="button button-primary">
        {t('notFound.backHome')}
      </LocalizedLink>
    </section>
  );
}
