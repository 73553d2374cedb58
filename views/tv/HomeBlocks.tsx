import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import { useEffect } from 'react';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { selectProgramItems, selectProgramStatus } from '../../machines/tv/tv.selectors.ts';
import { useSend, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { DomainGate } from '../pages/DomainGate.tsx';
import { ProgramList } from './TvParts.tsx';
import './tv.css';

/** What runs now and next (the current program, 3 slots), with the way to the livestream. */
function TvNow() {
  const { t } = useTranslation();
  const send = useSend('tv');
  const language = useSystemSelector('shell', selectLanguage);
  const status = useSystemSelector('tv', selectProgramStatus);
  const items = useSystemSelector('tv', selectProgramItems);
  useEffect(() => send({ type: 'tv.showProgram', program: 'current' }), [send]);
  return (
    <div className="tv-home">
      {status === 'loaded' ? (
        <ProgramList items={items.slice(0, 3)} label={t('tv.homeTitle')} />
      ) : null}
      <p className="tv-links">
        <Link to={buildPath('tvLivestream', language)}>{t('tv.toLivestream')}</Link>
        <Link to={buildPath('tvMediaSeries', language)}>{t('tv.toSeries')}</Link>
      </p>
    </div>
  );
}

/** The TV start-page block (seed 000 §2). */
export function TvBlock() {
  return (
    <DomainGate domain="tv">
      <TvNow />
    </DomainGate>
  );
}
