import { useEffect } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';

export function useDocumentTitle(title: string): void {
  const { t } = useTranslation();
  const site = t('app.name');
  useEffect(() => {
    document.title = `${title} · ${site}`;
  }, [title, site]);
}
