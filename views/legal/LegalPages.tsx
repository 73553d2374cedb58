import { useTranslation } from '../../src/i18n/react.ts';
import { selectLegalStatus, selectLegalText } from '../../machines/legal/legal.selectors.ts';
import type { LegalType } from '../../machines/legal/legal.types.ts';
import { legalTextsOf } from '../../machines/legal/legal.route.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { useDocumentTitle } from '../hooks/useDocumentTitle.ts';
import './legal.css';
import { dateFormat } from '../format/dateFormat.ts';

/** One legal text: title, version, its sections and the download of its file (seed 000 §7). */
function LegalDocument({ type, level }: { type: LegalType; level: 1 | 2 }) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const text = useSystemSelector('legal', selectLegalText(type));
  if (!text) return null;
  const Heading = level === 1 ? 'h1' : 'h2';
  const Sub = level === 1 ? 'h2' : 'h3';
  const id = `legal-${type.toLowerCase()}`;
  const validFrom = dateFormat(language, { dateStyle: 'long' }).format(new Date(text.validFrom));
  return (
    <article className="legal-text" aria-labelledby={id} id={type === 'IMP' ? 'imprint' : id}>
      <Heading id={id}>{text.title}</Heading>
      <p className="legal-version">{t('legal.version', { version: text.version, validFrom })}</p>
      {text.sections.map((section) => (
        <section key={section.heading}>
          <Sub>{section.heading}</Sub>
          <p>{section.body}</p>
        </section>
      ))}
      <p>
        <a className="button button-ghost" href={text.downloadUrl} download>
          {t('legal.download', { title: text.title })}
        </a>
      </p>
    </article>
  );
}

/** A page of legal texts: the root told the domain which (machines/legal/legal.route.ts). */
function LegalPage({ types, title }: { types: readonly LegalType[]; title: string }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const status = useSystemSelector('legal', selectLegalStatus);
  useDocumentTitle(title);
  const [main, ...more] = types;
  return (
    <div className="container page legal-page">
      {status === 'loading' && (
        <>
          <h1>{title}</h1>
          <p role="status" aria-busy="true">
            {t('legal.loading')}
          </p>
        </>
      )}
      {status === 'failed' && (
        <>
          <h1>{title}</h1>
          <div role="alert" className="rest-error" data-marker="rest-error">
            <p>{t('legal.failed')}</p>
            <button
              type="button"
              className="button button-primary"
              onClick={() => engine.send('legal', { type: 'ui.retry' })}
            >
              {t('legal.retry')}
            </button>
          </div>
        </>
      )}
      {status === 'loaded' && main && (
        <>
          <LegalDocument type={main} level={1} />
          {more.map((type) => (
            <LegalDocument key={type} type={type} level={2} />
          ))}
        </>
      )}
    </div>
  );
}

/** Terms of service (GTC) with the imprint (IMP) below it (`#imprint`). */
export function TermsOfServicePage() {
  const { t } = useTranslation();
  return <LegalPage types={legalTextsOf('termsOfService')} title={t('legal.terms')} />;
}

/** Data protection (PP). */
export function DataProtectionPage() {
  const { t } = useTranslation();
  return <LegalPage types={legalTextsOf('dataProtection')} title={t('legal.dataProtection')} />;
}
