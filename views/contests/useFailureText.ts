import { useTranslation } from '../../src/i18n/react.ts';

const KNOWN = [
  'http_401',
  'http_403',
  'http_404',
  'http_409',
  'http_410',
  'network',
  'invalid_reply',
  'unvoteRefused',
] as const;
type Known = (typeof KNOWN)[number];
const isKnown = (code: string): code is Known => (KNOWN as readonly string[]).includes(code);

/** Words a failure code for the guest (the code itself only when no wording fits). */
export function useFailureText(): (code: string) => string {
  const { t } = useTranslation();
  return (code) =>
    isKnown(code)
      ? t(`contests.errors.reasons.${code}`)
      : t('contests.errors.reasons.other', { code });
}
