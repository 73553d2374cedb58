import { useEffect } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { ActorProfile } from '../../machines/actorProfile/actorProfile.types.ts';
import {
  selectVoiceCallView,
  type VoiceCallView,
} from '../../machines/voiceCall/voiceCall.selectors.ts';
import type { VoiceCallEvent } from '../../machines/voiceCall/voiceCall.machine.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import './voiceCall.css';

const sameView = (a: VoiceCallView, b: VoiceCallView) =>
  a === b || JSON.stringify(a) === JSON.stringify(b);

type Intent = Extract<VoiceCallEvent, { type: `ui.${string}` }>;

/**
 * The anonymous voice call with her (machines/voiceCall, issue #19 §6): a button starts it; then
 * the call being set up, the number and PIN to dial while it rings, the call connected, its end
 * (the page reloads), or the result code with its meaning, a retry and, where the call needs
 * credit, the pay tour's voice flow. Leaving the page closes an ended or failed call.
 */
export function VoiceCallPanel({ actor }: { actor: ActorProfile }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useSystemSelector('voiceCall', selectVoiceCallView, sameView);
  const send = (event: Intent) => engine.send('voiceCall', event);
  useEffect(() => () => engine.send('voiceCall', { type: 'ui.voiceCallClose' }), [engine]);
  const name = view.status === 'idle' ? actor.name : (view.actor?.name ?? actor.name);
  return (
    <section className="profile-card voice-call" aria-labelledby="voice-call-title">
      <h2 id="voice-call-title">{t('voiceCall.title', { name })}</h2>
      {view.status === 'idle' ? (
        <>
          <p>{t('voiceCall.intro', { name })}</p>
          <button
            type="button"
            className="button button-primary"
            onClick={() =>
              send({ type: 'ui.voiceCallStart', actor: { id: actor.id, name: actor.name } })
            }
          >
            {t('voiceCall.start', { name })}
          </button>
        </>
      ) : view.status === 'starting' || view.status === 'paying' ? (
        <p role="status" aria-busy="true">
          {t(`voiceCall.${view.status}`)}
        </p>
      ) : view.status === 'calling' || view.status === 'active' ? (
        <div role="status" aria-live="polite" data-call={view.status}>
          <p>{t(`voiceCall.${view.status}`, { name })}</p>
          {view.dialIn && (
            <dl className="voice-call-dial">
              <div>
                <dt>{t('voiceCall.number')}</dt>
                <dd data-testid="voice-call-number">{view.dialIn.phoneNumber}</dd>
              </div>
              <div>
                <dt>{t('voiceCall.pin')}</dt>
                <dd data-testid="voice-call-pin">{view.dialIn.pin}</dd>
              </div>
            </dl>
          )}
        </div>
      ) : view.status === 'ended' ? (
        <p role="status">{t('voiceCall.ended', { name })}</p>
      ) : view.status === 'failed' ? (
        <Failed view={view} send={send} />
      ) : null}
    </section>
  );
}

function Failed({
  view,
  send,
}: {
  view: Extract<VoiceCallView, { status: 'failed' }>;
  send: (event: Intent) => void;
}) {
  const { t } = useTranslation();
  return (
    <div role="alert" className="voice-call-failed">
      <p>
        {view.code === null
          ? t('voiceCall.failedNoCode')
          : t('voiceCall.failed', { code: view.code })}{' '}
        {t(`voiceCall.codes.${view.failure}`)}
      </p>
      <p className="voice-call-actions">
        {view.canPay && (
          <button
            type="button"
            className="button button-primary"
            onClick={() => send({ type: 'ui.voiceCallPay' })}
          >
            {t('voiceCall.pay')}
          </button>
        )}
        <button
          type="button"
          className={view.canPay ? 'button' : 'button button-primary'}
          onClick={() => send({ type: 'ui.voiceCallRetry' })}
        >
          {t('voiceCall.retry')}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => send({ type: 'ui.voiceCallClose' })}
        >
          {t('voiceCall.close')}
        </button>
      </p>
    </div>
  );
}
