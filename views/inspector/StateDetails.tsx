import { useTranslation } from '../../src/i18n/react.ts';
import type { ActorInfo } from '../../src/engine/inspector/actors.ts';
import { formatStateValue, toReadableJson } from './json.ts';

interface SnapshotParts {
  value?: unknown;
  tags?: Set<string>;
  context?: unknown;
  input?: unknown;
  output?: unknown;
  error?: unknown;
}

/** The selected actor's state: value, tags, status and context (or input and output). */
export function StateDetails({ actor }: { actor: ActorInfo }) {
  const { t } = useTranslation();
  const snapshot = (actor.snapshot ?? {}) as SnapshotParts;
  const name = actor.systemId ?? actor.id;
  const tags = snapshot.tags ? [...snapshot.tags] : [];
  return (
    <section className="ins-state" aria-label={t('inspector.state.heading', { actor: name })}>
      <dl className="ins-facts">
        {snapshot.value !== undefined && (
          <div>
            <dt>{t('inspector.state.value')}</dt>
            <dd data-testid="inspector-state-value">{formatStateValue(snapshot.value)}</dd>
          </div>
        )}
        {actor.kind === 'machine' && (
          <div>
            <dt>{t('inspector.state.tags')}</dt>
            <dd>
              {tags.length === 0
                ? t('inspector.state.noTags')
                : tags.map((tag) => (
                    <span key={tag} className="ins-tag">
                      {tag}
                    </span>
                  ))}
            </dd>
          </div>
        )}
        <div>
          <dt>{t('inspector.state.status')}</dt>
          <dd>{actor.status}</dd>
        </div>
      </dl>
      {actor.kind === 'machine' ? (
        <details className="ins-context" open>
          <summary>{t('inspector.state.context')}</summary>
          <pre className="ins-json">{toReadableJson(snapshot.context)}</pre>
        </details>
      ) : (
        (['input', 'output', 'error'] as const).map(
          (part) =>
            snapshot[part] !== undefined && (
              <details key={part} className="ins-context" open>
                <summary>{t(`inspector.state.${part}`)}</summary>
                <pre className="ins-json">{toReadableJson(snapshot[part])}</pre>
              </details>
            ),
        )
      )}
    </section>
  );
}
