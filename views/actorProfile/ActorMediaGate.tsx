import type { ReactNode } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectActorAvailability } from '../../machines/actorProfile/actorProfile.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { DomainGate } from '../pages/DomainGate.tsx';
import { ActorUnavailable } from './ActorUnavailable.tsx';
import './actorProfile.css';

/**
 * A page of an actor's media outside her profile frame (a video, a photo album): its children,
 * which load and show her media, render only once the actor profile machine found her available
 * to this guest (seed 001 §5). A guest from a country she bans gets the unavailable screen and no
 * request for her media is made; an unknown name is left to the page's own not-found.
 */
export function ActorMediaGate({
  actorName,
  children,
}: {
  actorName: string;
  children: ReactNode;
}) {
  return (
    <DomainGate domain="actorProfile">
      <Decided actorName={actorName}>{children}</Decided>
    </DomainGate>
  );
}

function Decided({ actorName, children }: { actorName: string; children: ReactNode }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const availability = useSystemSelector('actorProfile', (snapshot) =>
    selectActorAvailability(snapshot, actorName),
  );
  if (availability === 'checking')
    return <div className="container page page-loading" aria-busy="true" />;
  if (availability === 'unavailable') return <ActorUnavailable name={actorName} />;
  if (availability === 'failed')
    return (
      <div className="container page profile-page" role="alert">
        <p className="form-error">{t('actorProfile.failed')}</p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => engine.send('actorProfile', { type: 'actorProfile.retry' })}
        >
          {t('actorProfile.retry')}
        </button>
      </div>
    );
  return children;
}
