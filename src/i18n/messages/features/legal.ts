import type { FeatureTexts } from '../catalog.ts';

/** The legal texts' screens (keys under `legal.`); the texts themselves come from the platform. */
const en = {
  terms: 'Terms of service',
  dataProtection: 'Data protection',
  loading: 'Loading…',
  failed: 'The text could not be loaded.',
  retry: 'Try again',
  version: 'Version {{version}}, valid from {{validFrom}}',
  download: 'Download: {{title}}',
};

const de: typeof en = {
  terms: 'AGB',
  dataProtection: 'Datenschutz',
  loading: 'Wird geladen…',
  failed: 'Der Text konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
  version: 'Version {{version}}, gültig ab {{validFrom}}',
  download: 'Herunterladen: {{title}}',
};

const es: typeof en = {
  terms: 'Condiciones de uso',
  dataProtection: 'Protección de datos',
  loading: 'Cargando…',
  failed: 'No se pudo cargar el texto.',
  retry: 'Reintentar',
  version: 'Versión {{version}}, válida desde {{validFrom}}',
  download: 'Descargar: {{title}}',
};

const nl: typeof en = {
  terms: 'Algemene voorwaarden',
  dataProtection: 'Privacy',
  loading: 'Laden…',
  failed: 'De tekst kon niet worden geladen.',
  retry: 'Opnieuw proberen',
  version: 'Versie {{version}}, geldig vanaf {{validFrom}}',
  download: 'Downloaden: {{title}}',
};

export const legalTexts: FeatureTexts<typeof en> = { en, de, es, nl };
