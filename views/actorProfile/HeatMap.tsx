import { useTranslation } from '../../src/i18n/react.ts';
import type { ActorProfile } from '../../machines/actorProfile/actorProfile.types.ts';

/** When she is online (seed 001 §3 heat map): activity per date 0–4, usual hours, her memo. */
export function HeatMap({ actor }: { actor: ActorProfile }) {
  const { t } = useTranslation();
  const { levels, hoursToBeOnline, memo } = actor.heatMap;
  return (
    <section className="profile-card" aria-labelledby="profile-heatmap-title">
      <h2 id="profile-heatmap-title">{t('actorProfile.heatMap', { name: actor.name })}</h2>
      <ol className="profile-heatmap">
        {levels.map(({ date, level }) => (
          <li key={date} className={`heat-${Math.min(4, level)}`} title={date}>
            <span className="sr-only">{t('actorProfile.heatMapDay', { date, level })}</span>
          </li>
        ))}
      </ol>
      {hoursToBeOnline.length > 0 && (
        <p>
          {t('actorProfile.hoursToBeOnline')}:{' '}
          {hoursToBeOnline.map((hour) => `${String(hour).padStart(2, '0')}:00`).join(', ')}
        </p>
      )}
      {memo && <p className="profile-memo">{memo}</p>}
    </section>
  );
}
