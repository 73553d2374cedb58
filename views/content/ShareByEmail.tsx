import { useId, useState, type FormEvent } from 'react';
import { sameShare, selectShare } from '../../machines/gallery/gallery.selectors.ts';
import { useEngine, useOptionalSystemSelector } from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';

const NOT_STARTED = { status: 'idle', to: null } as const;

/**
 * The video's link sent to a friend by e-mail (`sendVideoShareEmail`, the gallery domain): a
 * disclosure with one address field. The address is the guest's to type (not recorded until
 * sent); the machine asks the gate (a visitor logs in first) and says how it went.
 */
export function ShareByEmail() {
  const { t } = useTranslation();
  const engine = useEngine();
  const id = useId();
  const [email, setEmail] = useState('');
  const share = useOptionalSystemSelector('gallery', selectShare, NOT_STARTED, sameShare);
  const busy = share.status === 'asking' || share.status === 'sending';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    engine.send('gallery', { type: 'ui.shareVideo', email });
  };
  return (
    <details className="content-share">
      <summary className="button button-ghost">{t('gallery.share')}</summary>
      {share.status === 'sent' ? (
        <div className="content-share-body">
          <p role="status">{t('gallery.shareSent', { email: share.to ?? '' })}</p>
          <button
            type="button"
            className="button button-ghost"
            onClick={() => {
              setEmail('');
              engine.send('gallery', { type: 'ui.shareReset' });
            }}
          >
            {t('gallery.shareAnother')}
          </button>
        </div>
      ) : (
        <form className="content-share-body" onSubmit={submit} aria-busy={busy}>
          <p className="content-share-title">{t('gallery.shareTitle')}</p>
          <label htmlFor={`${id}-email`}>{t('gallery.shareEmail')}</label>
          <div className="content-share-row">
            <input
              id={`${id}-email`}
              type="email"
              required
              autoComplete="off"
              maxLength={254}
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
            <button type="submit" className="button button-primary" disabled={busy}>
              {busy ? t('gallery.shareSending') : t('gallery.shareSend')}
            </button>
          </div>
          {share.status === 'failed' && (
            <p role="alert" className="form-error">
              {t('gallery.shareFailed')}
            </p>
          )}
        </form>
      )}
    </details>
  );
}
