import { useTranslation } from '../../src/i18n/react.ts';
import { useEngine } from '../../src/engine/react.tsx';
import { useFailureText } from './useFailureText.ts';

/** The photo or audio mediathek could not be loaded: the reason, and a retry. */
export function MediathekFailed({ error }: { error: string }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const reason = useFailureText();
  return (
    <div role="alert" className="contests-card">
      <p className="form-error">
        {t('contests.errors.loadFailed')} {reason(error)}
      </p>
      <button
        type="button"
        className="button button-primary"
        onClick={() => engine.send('mediathek', { type: 'mediathek.retry' })}
      >
        {t('contests.errors.retry')}
      </button>
    </div>
  );
}
