import type { ReactNode } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';

/**
 * What a guest from a country the actor bans sees on every page of hers (seed 001 §5): her name
 * and that she is unavailable, nothing of her media or chat.
 */
export function ActorUnavailable({
  name,
  heading = true,
  children,
}: {
  name: string;
  heading?: boolean;
  /** What the page offers instead (her profile: actors online now). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="container page profile-page">
      {heading && <h1>{name}</h1>}
      <div className="profile-card" role="status">
        <p>{t('actorProfile.unavailable', { name })}</p>
        <p>{t('actorProfile.unavailableHint')}</p>
      </div>
      {children}
    </div>
  );
}
