import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import type { EventObject } from 'xstate';
import { parseEventJson, type EventParseError } from '../../src/engine/inspector/parseEvent.ts';

/**
 * A hand-typed event for any actor with a system id, sent through the engine so that it is
 * recorded as an input like a click would be.
 */
export function SendEvent({
  systemIds,
  send,
  travelling,
}: {
  systemIds: readonly string[];
  send: (to: string, event: EventObject) => void;
  travelling: boolean;
}) {
  const { t } = useTranslation();
  const ids = useId();
  const [to, setTo] = useState(systemIds.includes('shell') ? 'shell' : (systemIds[0] ?? 'app'));
  const [text, setText] = useState('{ "type": "ui.menusClosed" }');
  const [error, setError] = useState<EventParseError | null>(null);
  const [sent, setSent] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseEventJson(text);
    if (!parsed.ok) {
      setError(parsed);
      setSent(null);
      return;
    }
    setError(null);
    send(to, parsed.event);
    setSent(t('inspector.send.sent', { type: parsed.event.type, to }));
  };

  const message =
    error === null
      ? null
      : error.reason === 'json'
        ? t('inspector.send.error.json', { detail: error.detail })
        : t(`inspector.send.error.${error.reason}`);
  return (
    <section className="ins-send" aria-labelledby={`${ids}-heading`}>
      <h3 id={`${ids}-heading`} className="ins-heading">
        {t('inspector.send.heading')}
      </h3>
      <form onSubmit={submit} noValidate>
        <div className="ins-field">
          <label htmlFor={`${ids}-to`}>{t('inspector.send.to')}</label>
          <select id={`${ids}-to`} value={to} onChange={(event) => setTo(event.target.value)}>
            {systemIds.map((id) => (
              <option key={id} value={id}>
                {id}
              </option>
            ))}
          </select>
        </div>
        <div className="ins-field ins-block">
          <label htmlFor={`${ids}-event`}>{t('inspector.send.event')}</label>
          <textarea
            id={`${ids}-event`}
            value={text}
            rows={3}
            spellCheck={false}
            aria-invalid={error !== null}
            aria-describedby={error ? `${ids}-error` : undefined}
            onChange={(event) => setText(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
            }}
          />
        </div>
        {message && (
          <p id={`${ids}-error`} className="ins-error" role="alert">
            {message}
          </p>
        )}
        <div className="ins-actions">
          <button type="submit" className="ins-button ins-primary">
            {t('inspector.send.submit')}
          </button>
          <p className="ins-meta" role="status">
            {sent}
          </p>
        </div>
        {travelling && <p className="ins-meta">{t('inspector.send.travelNote')}</p>}
      </form>
    </section>
  );
}
