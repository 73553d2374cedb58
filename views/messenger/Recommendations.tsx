import { useTranslation } from '../../src/i18n/react.ts';
import { selectRecommendations } from '../../machines/messenger/messenger.selectors.ts';
import { useFrameSelector } from './useFrameSelector.ts';

/** Actors online now (seed 000 §9: 9 shown); one going offline leaves the row. */
export function Recommendations() {
  const { t } = useTranslation();
  const actors = useFrameSelector('messenger', selectRecommendations);
  if (actors.length === 0) return null;
  return (
    <section className="messenger-recommendations" aria-labelledby="messenger-recommended">
      <h2 id="messenger-recommended">{t('messenger.recommendations')}</h2>
      <ul>
        {actors.map((actor) => (
          <li key={actor.actorId}>
            <span className="messenger-avatar" aria-hidden="true">
              {actor.actorName.slice(0, 1)}
              <span className="messenger-dot" data-online="" />
            </span>
            {actor.actorName}
          </li>
        ))}
      </ul>
    </section>
  );
}
