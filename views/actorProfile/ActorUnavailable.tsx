import { useTranslation } from 'react-i18next';

/**
 * What a guest from a country the actor bans sees on every page of hers (seed 001 §5): her name
 * and that she is unavailable, nothing of her media or chat.
 */
export function ActorUnavailable({ name, heading = true }: { name: string; heading?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="container page profile-page">
      {heading && <h1>{name}</h1>}
      <div className="profile-card" role="status">
        <p>{t('actorProfile.unavailable', { name })}</p>
        <p>{t('actorProfile.unavailableHint')}</p>
      </div>
    </div>
  );
}
