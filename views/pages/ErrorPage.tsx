import { useTranslation } from 'react-i18next';

/** Shown by the router when a screen throws while rendering. */
export function ErrorPage() {
  const { t } = useTranslation();
  return (
    <section className="container page notice" role="alert" aria-labelledby="error-title">
      <h1 id="error-title">{t('error.title')}</h1>
      <p className="notice-text">{t('error.text')}</p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => window.location.reload()}
      >
        {t('error.reload')}
      </button>
    </section>
  );
}
