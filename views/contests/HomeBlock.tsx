import { useEffect } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import { selectContestsListView } from '../../machines/contests/contests.selectors.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { DomainGate } from '../pages/DomainGate.tsx';
import { ContestTile } from './ContestsPages.tsx';
import { useFailureText } from './useFailureText.ts';
import './contests.css';

/** The running contests in a strip, each linking to its grid, and the way to all contests. */
function RunningContests() {
  const { t } = useTranslation();
  const engine = useEngine();
  const language = useSystemSelector('shell', selectLanguage);
  const view = useSystemSelector('contests', selectContestsListView);
  const reason = useFailureText();
  useEffect(() => {
    engine.send('contests', { type: 'contests.openList' });
    return () => engine.send('contests', { type: 'contests.close' });
  }, [engine]);
  return (
    <div className="contests-block">
      {view.status === 'loading' && (
        <p role="status" aria-busy="true">
          {t('contests.list.loading')}
        </p>
      )}
      {view.status === 'failed' && (
        <div role="alert">
          <p className="form-error">
            {t('contests.errors.loadFailed')} {view.error !== '' && reason(view.error)}
          </p>
          <button
            type="button"
            className="button button-primary"
            onClick={() => engine.send('contests', { type: 'contests.retry' })}
          >
            {t('contests.errors.retry')}
          </button>
        </div>
      )}
      {view.status === 'shown' &&
        (view.contests.length === 0 ? (
          <p role="status">{t('contests.list.empty')}</p>
        ) : (
          <ul className="contests-strip" aria-label={t('contests.list.running')}>
            {view.contests.map((contest) => (
              <ContestTile key={contest.id} contest={contest} level={3} />
            ))}
          </ul>
        ))}
      <p className="contests-block-links">
        <Link to={buildPath('contests', language)}>{t('contests.contest.back')}</Link>
        <Link to={buildPath('contestsArchive', language)}>{t('contests.archive.link')}</Link>
      </p>
    </div>
  );
}

/** Start page block Contests (seed 000 §2): the running contests, with the contests domain. */
export function ContestsBlock() {
  return (
    <DomainGate domain="contests">
      <RunningContests />
    </DomainGate>
  );
}
