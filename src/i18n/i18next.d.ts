import type { en } from './messages/en.ts';

// Typed keys: `t('nav.cams')` compiles only if the English catalog has the key.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
