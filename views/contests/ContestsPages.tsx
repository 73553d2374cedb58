import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link, NavLink } from 'react-router';
import {
  selectContestsArchiveView,
  selectContestsListView,
  selectContestView,
  selectHideConfirmWindow,
  selectNotice,
  selectPendingMediaId,
  selectVoteError,
  contestsOfKind,
  voteBudget,
} from '../../machines/contests/contests.selectors.ts';
import type {
  ContestActorStanding,
  ContestEntry,
  ContestKind,
  ContestPage as ContestPageData,
  ContestSection,
  ContestSummary,
} from '../../machines/contests/contests.types.ts';
import type { DisplayMode } from '../../machines/list/list.types.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import { AvsGate } from '../guest/AvsGate.tsx';
import { selectGateReason } from '../../machines/gating/gating.selectors.ts';
import { HeldTileGrid } from '../tileGrid/HeldTileGrid.tsx';
import type { PageProps } from '../pages/pageTypes.ts';
import { useFailureText } from './useFailureText.ts';
import './contests.css';

/** `/en/contests/videos/`: the running video contests. */
export function VideoContestsPage() {
  return <ContestsListPage kind="video" />;
}

/** `/en/contests/photos/`: the running photo contests. */
export function PhotoContestsPage() {
  return <ContestsListPage kind="photo" />;
}

/** `/en/contests/`: the running contests (or those of one kind), each linking to its grid. */
export function ContestsListPage({ kind }: { kind?: ContestKind; params?: PageProps['params'] }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const view = useSystemSelector('contests', selectContestsListView);
  useEffect(() => {
    engine.send('contests', { type: 'contests.openList' });
    return () => engine.send('contests', { type: 'contests.close' });
  }, [engine]);

  if (view.status === 'loading')
    return <div className="container page page-loading" aria-busy="true" />;
  if (view.status === 'failed') return <LoadFailed />;
  const contests = kind ? contestsOfKind(view.contests, kind) : view.contests;
  return (
    <div className="container page contests-page">
      <header className="contests-header">
        <h1>{kind ? t(`contests.sections.${kind}Title`) : t('contests.list.title')}</h1>
        <p className="contests-muted">{t('contests.list.intro')}</p>
      </header>
      <KindNav />
      {contests.length === 0 ? (
        <p role="status">{t('contests.list.empty')}</p>
      ) : (
        <ul className="contests-overview">
          {contests.map((contest) => (
            <ContestTile key={contest.id} contest={contest} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** Links between the contest lists (all, video, photo). */
export function KindNav() {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  return (
    <nav className="contests-sections" aria-label={t('contests.sections.listsNav')}>
      <NavLink end to={buildPath('contests', language)}>
        {t('contests.sections.all')}
      </NavLink>
      <NavLink end to={buildPath('videoContests', language)}>
        {t('contests.sections.videoTitle')}
      </NavLink>
      <NavLink end to={buildPath('photoContests', language)}>
        {t('contests.sections.photoTitle')}
      </NavLink>
      <NavLink end to={buildPath('contestsArchive', language)}>
        {t('contests.archive.link')}
      </NavLink>
    </nav>
  );
}

/** A running contest's tile, linking to its grid; `level` is its title's heading level. */
export function ContestTile({ contest, level = 2 }: { contest: ContestSummary; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const titleId = useId();
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <li className="contests-tile">
      <article aria-labelledby={titleId}>
        <img src={contest.teaserUrl} alt="" width={640} height={360} loading="lazy" />
        <div className="contests-tile-body">
          <p className="badge">{t(`contests.list.${contest.kind}`)}</p>
          <Heading id={titleId}>{contest.title}</Heading>
          <p className="contests-muted">
            {t('contests.list.until', { date: formatDay(contest.endsOn, language) })} ·{' '}
            {t('contests.list.entries', { count: contest.elementsCount })}
          </p>
          <Link
            className="button button-primary"
            to={buildPath('contest', language, { contestId: String(contest.id) })}
            aria-label={`${t('contests.list.open')}: ${contest.title}`}
          >
            {t('contests.list.open')}
          </Link>
        </div>
      </article>
    </li>
  );
}

const TOP10: ContestSection = { kind: 'top10' };
const VOTED: ContestSection = { kind: 'voted' };
const NOT_VOTED: ContestSection = { kind: 'notVoted' };
const ALL: ContestSection = { kind: 'all' };

/** `/en/contests/{contestId}/top-10/`: the 10 entries with most votes. */
export function ContestTop10Page({ params }: PageProps) {
  return <ContestPage params={params} section={TOP10} />;
}

/** `/en/contests/{contestId}/voted/`: the entries the guest voted for. */
export function ContestVotedPage({ params }: PageProps) {
  return <ContestPage params={params} section={VOTED} />;
}

/** `/en/contests/{contestId}/not-voted/`: the entries the guest has not voted for. */
export function ContestNotVotedPage({ params }: PageProps) {
  return <ContestPage params={params} section={NOT_VOTED} />;
}

/** `/en/contests/{contestId}/amateur/{actorName}/`: one actor's entries and her standing. */
export function ContestActorPage({ params }: PageProps) {
  const actorName = params.actorName ?? '';
  const section = useMemo<ContestSection>(() => ({ kind: 'actor', actorName }), [actorName]);
  return <ContestPage params={params} section={section} />;
}

/**
 * `/en/contests/{contestId}/`: one contest's grid (or a section of it, as the service picks it),
 * where the guest votes; grid or list as the guest chose (grid type `contests`).
 */
export function ContestPage({ params, section = ALL }: PageProps & { section?: ContestSection }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const contestId = Number(params.contestId ?? '0');
  const view = useSystemSelector('contests', selectContestView);
  const language = useSystemSelector('shell', selectLanguage);
  useEffect(() => {
    engine.send('contests', { type: 'contests.openContest', contestId, section });
    return () => engine.send('contests', { type: 'contests.close' });
  }, [engine, contestId, section]);

  if (view.status === 'loading')
    return <div className="container page page-loading" aria-busy="true" />;
  if (view.status === 'failed') return <LoadFailed />;
  const { contest } = view;
  const budget = voteBudget(contest.guestData);
  const entries = contest.contestsGridItems;
  const sectionTitle = (shown: Exclude<ContestSection, { kind: 'all' }>) =>
    shown.kind === 'actor'
      ? t('contests.sections.actorTitle', {
          // Her name as the server spells it, once her standing is known (the address may not).
          actorName: contest.actor?.actorName ?? shown.actorName,
        })
      : t(`contests.sections.${shown.kind}Title`);
  const gridLabel = t('contests.contest.grid', { title: contest.title });
  return (
    <div className="container page contests-page">
      <Link className="contests-back" to={buildPath('contests', language)}>
        ← {t('contests.contest.back')}
      </Link>
      <header className="contests-header">
        <p className="badge">{t(`contests.list.${contest.kind}`)}</p>
        <h1>{contest.title}</h1>
        <p className="contests-muted">{contest.description}</p>
        <p className="contests-muted">
          {t('contests.contest.until', { date: formatDay(contest.endsOn, language) })}
        </p>
        <p className="contests-muted" data-marker="contest-header">
          {t('contests.contest.standing', { ...contest.header })}
        </p>
      </header>
      <SectionNav contestId={contest.id} />
      <VoteBar contest={contest} used={budget.used} max={budget.max} />
      <VoteMessages />
      {section.kind !== 'all' && (
        <h2 className="contests-section-title">{sectionTitle(section)}</h2>
      )}
      {contest.actor && <ActorStanding standing={contest.actor} />}
      {entries.length === 0 ? (
        <p role="status">{t('contests.sections.none')}</p>
      ) : (
        <HeldTileGrid
          gridType="contests"
          label={gridLabel}
          items={entries}
          className="contests-grid"
          renderTile={(entry, display) => (
            <EntryTile
              key={entry.itemHash}
              entry={entry}
              contestId={contest.id}
              display={display}
            />
          )}
        />
      )}
      <VoteLimitDialog />
    </div>
  );
}

/** Links to the contest's sections: all entries, top 10, voted, not voted. */
function SectionNav({ contestId }: { contestId: number }) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const params = { contestId: String(contestId) };
  return (
    <nav className="contests-sections" aria-label={t('contests.sections.contestNav')}>
      <NavLink end to={buildPath('contest', language, params)}>
        {t('contests.sections.all')}
      </NavLink>
      <NavLink end to={buildPath('contestTop10', language, params)}>
        {t('contests.sections.top10Title')}
      </NavLink>
      <NavLink end to={buildPath('contestVoted', language, params)}>
        {t('contests.sections.votedTitle')}
      </NavLink>
      <NavLink end to={buildPath('contestNotVoted', language, params)}>
        {t('contests.sections.notVotedTitle')}
      </NavLink>
    </nav>
  );
}

function VoteBar({ contest, used, max }: { contest: ContestPageData; used: number; max: number }) {
  const { t } = useTranslation();
  const engine = useEngine();
  const hide = useSystemSelector('contests', selectHideConfirmWindow);
  const id = useId();
  return (
    <div className="contests-votebar">
      <p className="contests-budget" role="status" aria-live="polite">
        <span className="contests-dots" aria-hidden="true">
          {Array.from({ length: max }, (_, index) => (
            <span key={index} className={index < used ? 'is-used' : ''} />
          ))}
        </span>
        {t('contests.contest.votesUsed', { used, max })}
      </p>
      {contest.guestId !== null && (
        <label className="contests-check" htmlFor={id}>
          <input
            id={id}
            type="checkbox"
            checked={hide}
            onChange={(event) =>
              engine.send('contests', {
                type: 'contests.setHideConfirm',
                hide: event.currentTarget.checked,
              })
            }
          />
          {t('contests.contest.hideConfirm')}
        </label>
      )}
    </div>
  );
}

/** A failed vote's reason: shown above the grid, the grid stays as it was. */
function VoteMessages() {
  const { t } = useTranslation();
  const error = useSystemSelector('contests', selectVoteError);
  const reason = useFailureText();
  if (error === null) return null;
  return (
    <p role="alert" className="form-error contests-error">
      {t('contests.errors.voteFailed', { reason: reason(error) })}
    </p>
  );
}

const selectVoteReason = selectGateReason('favorite');

/** Her place among the contest's performers, her votes and entries (`actor/{actorId}`). */
function ActorStanding({ standing }: { standing: ContestActorStanding }) {
  const { t } = useTranslation();
  return (
    <p className="contests-standing" data-marker="contest-standing">
      {t('contests.sections.standing', { ...standing })}
    </p>
  );
}

function EntryTile({
  entry,
  contestId,
  display,
}: {
  entry: ContestEntry;
  contestId: number;
  display: DisplayMode;
}) {
  const { t } = useTranslation();
  const language = useSystemSelector('shell', selectLanguage);
  const engine = useEngine();
  const reason = useSystemSelector('gating', selectVoteReason);
  const pending = useSystemSelector('contests', selectPendingMediaId);
  const busy = pending === entry.mediaId;
  const names = { title: entry.title, actorName: entry.actorName };
  const picture = <img src={entry.pictureUrl} alt="" width={640} height={360} loading="lazy" />;
  return (
    <li className={`contests-entry contests-entry-${display}${entry.voted ? ' is-voted' : ''}`}>
      <div className="contests-entry-media">
        {entry.avsRequired ? <AvsGate>{picture}</AvsGate> : picture}
        {entry.avsRequired && (
          <span className="age-badge contests-age">{t('contests.contest.adultsOnly')}</span>
        )}
      </div>
      <div className="contests-entry-body">
        <h2>{entry.title}</h2>
        <p className="contests-muted">
          <Link
            to={buildPath('contestActor', language, {
              contestId: String(contestId),
              actorName: entry.actorName,
            })}
          >
            {t('contests.contest.byActor', names)}
          </Link>
        </p>
        <div className="contests-entry-foot">
          <span className="contests-votes">
            ♥ {t('contests.contest.votes', { count: entry.votes })}
          </span>
          {entry.voted ? (
            <button
              type="button"
              className="button button-ghost"
              aria-label={t('contests.contest.unvoteFor', names)}
              aria-busy={busy}
              disabled={pending !== null}
              onClick={() =>
                engine.send('contests', { type: 'contests.unvote', mediaId: entry.mediaId })
              }
            >
              ✓ {t('contests.contest.voted')} · {t('contests.contest.unvote')}
            </button>
          ) : (
            <button
              type="button"
              className="button button-primary"
              aria-label={
                reason === 'needLogin'
                  ? `${t('contests.contest.loginToVote')}: ${entry.title}`
                  : t('contests.contest.voteFor', names)
              }
              aria-busy={busy}
              disabled={pending !== null}
              onClick={() =>
                engine.send('contests', {
                  type: 'contests.vote',
                  mediaId: entry.mediaId,
                })
              }
            >
              {busy
                ? t('contests.contest.voting')
                : reason === 'needLogin'
                  ? t('contests.contest.loginToVote')
                  : t('contests.contest.vote')}
            </button>
          )}
        </div>
      </div>
    </li>
  );
}

/** The vote-limit message (seed 001 §5): the sixth vote was refused. */
function VoteLimitDialog() {
  const { t } = useTranslation();
  const engine = useEngine();
  const notice = useSystemSelector('contests', selectNotice);
  const dialog = useRef<HTMLDialogElement>(null);
  const open = notice === 'voteLimit';
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  const close = () => engine.send('contests', { type: 'contests.dismissNotice' });
  return (
    <dialog
      ref={dialog}
      className="dialog"
      role="alertdialog"
      aria-labelledby="contests-limit-title"
      aria-describedby="contests-limit-text"
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      {open && (
        <>
          <h2 id="contests-limit-title">{t('contests.limit.title')}</h2>
          <p id="contests-limit-text">{t('contests.limit.text')}</p>
          <div className="dialog-actions">
            <button type="button" className="button button-primary" autoFocus onClick={close}>
              {t('contests.limit.close')}
            </button>
          </div>
        </>
      )}
    </dialog>
  );
}

export function LoadFailed() {
  const { t } = useTranslation();
  const engine = useEngine();
  const reason = useFailureText();
  const view = useSystemSelector('contests', selectContestView);
  const list = useSystemSelector('contests', selectContestsListView);
  const archive = useSystemSelector('contests', selectContestsArchiveView);
  const code =
    view.status === 'failed'
      ? view.error
      : list.status === 'failed'
        ? list.error
        : archive.status === 'failed'
          ? archive.error
          : '';
  return (
    <div className="container page contests-page">
      <div role="alert" className="contests-card">
        <p className="form-error">
          {t('contests.errors.loadFailed')} {code !== '' && reason(code)}
        </p>
        <button
          type="button"
          className="button button-primary"
          onClick={() => engine.send('contests', { type: 'contests.retry' })}
        >
          {t('contests.errors.retry')}
        </button>
      </div>
    </div>
  );
}

/** `2026-12-31` as the page's language writes a day (the day as given, no time zone shift). */
export function formatDay(day: string, language: string): string {
  const [year, month, date] = day.split('-').map(Number);
  return new Intl.DateTimeFormat(language, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1)));
}
