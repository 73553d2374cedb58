import { useEffect, useId } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import { selectContestsArchiveView } from '../../machines/contests/contests.selectors.ts';
import type { EndedContest } from '../../machines/contests/contests.types.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { formatDay, KindNav, LoadFailed } from './ContestsPages.tsx';
import './contests.css';

/** `/en/contests/archive/`: the ended contests, each with its winners and a link to its page. */
export function ContestsArchivePage() {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useSystemSelector('contests', selectContestsArchiveView);
  useEffect(() => {
    engine.send('contests', { type: 'contests.openArchive' });
    return () => engine.send('contests', { type: 'contests.close' });
  }, [engine]);

  if (view.status === 'loading')
    return <div className="container page page-loading" aria-busy="true" />;
  if (view.status === 'failed') return <LoadFailed />;
  return (
    <div className="container page contests-page">
      <header className="contests-header">
        <h1>{t('contests.archive.title')}</h1>
        <p className="contests-muted">{t('contests.archive.intro')}</p>
      </header>
      <KindNav />
      {view.contests.length === 0 ? (
        <p role="status">{t('contests.archive.empty')}</p>
      ) : (
        <ul className="contests-archive" data-testid="contests-archive">
          {view.contests.map((contest) => (
            <EndedContestCard key={contest.id} contest={contest} />
          ))}
        </ul>
      )}
    </div>
  );
}

function EndedContestCard({ contest }: { contest: EndedContest }) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const titleId = useId();
  return (
    <li className="contests-card contests-archive-card">
      <article aria-labelledby={titleId}>
        <p className="badge">{t(`contests.list.${contest.kind}`)}</p>
        <h2 id={titleId}>{contest.title}</h2>
        <p className="contests-muted">
          {t('contests.archive.ended', { date: formatDay(contest.endsOn, language) })} ·{' '}
          {t('contests.list.entries', { count: contest.elementsCount })}
        </p>
        {contest.winners.length > 0 && (
          <ol
            className="contests-archive-winners"
            aria-label={t('contests.archive.winners', { title: contest.title })}
          >
            {contest.winners.map((winner) => (
              <li key={winner.rank}>
                <img src={winner.pictureUrl} alt="" width={160} height={90} loading="lazy" />
                <span className="badge">
                  {t('contests.archive.rank', { rank: winner.rank })}
                </span>{' '}
                <strong>{winner.title}</strong>{' '}
                <span className="contests-muted">
                  {t('contests.archive.byActor', { actorName: winner.actorName })} ·{' '}
                  {t('contests.archive.votes', { count: winner.votes })}
                </span>
              </li>
            ))}
          </ol>
        )}
        <Link
          className="button"
          to={buildPath('contest', language, { contestId: String(contest.id) })}
          aria-label={`${t('contests.archive.open')}: ${contest.title}`}
        >
          {t('contests.archive.open')}
        </Link>
      </article>
    </li>
  );
}
