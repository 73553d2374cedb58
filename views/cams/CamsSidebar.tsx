import { useEffect } from 'react';
import { Link } from 'react-router';
import { CAMS_LISTS } from '../../machines/cams/cams.machine.ts';
import type {
  Interview,
  InterviewsQuery,
  SidebarEntry,
  SidebarQuery,
} from '../../machines/cams/cams.types.ts';
import { selectItems, selectListStatus } from '../../machines/list/list.selectors.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useSend, useSystemSelector } from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';
import { buildPath } from '../../src/routes/index.ts';
import type { Language } from '../../machines/shared/languages.ts';
import { FailedView } from '../layout/FailedView.tsx';
import { useList, useListSelector } from '../tileGrid/useList.ts';
import './cams.css';

/** Where an entry leads: its list, its top cams tab or its category page. */
function entryPath(entry: SidebarEntry, language: Language): string {
  if (entry.kind === 'category')
    return buildPath('category', language, { categorySlug: entry.slug });
  if (entry.kind === 'top') return `${buildPath('cams', language)}?top=${entry.type}`;
  return buildPath(entry.list, language);
}

function Interviews({ language }: { language: Language }) {
  const { t } = useTranslation();
  const { actor } = useList<Interview, InterviewsQuery>(CAMS_LISTS.interviews);
  const interviews = useListSelector(actor, selectItems<Interview, InterviewsQuery>);
  if (interviews.length === 0) return null;
  return (
    <section className="cams-sidebar-section" aria-labelledby="cams-sidebar-interviews">
      <h3 id="cams-sidebar-interviews">{t('cams.sidebar.interviews')}</h3>
      <ul className="cams-interviews">
        {interviews.map((interview) => (
          <li key={interview.id}>
            <img src={interview.actor.avatarUrl} alt="" width={48} height={64} loading="lazy" />
            <p>
              <span className="cams-interview-title">{interview.title}</span>
              <Link to={buildPath('actorProfile', language, { actorName: interview.actor.slug })}>
                {t('cams.sidebar.interviewWith', { name: interview.actor.name })}
              </Link>
            </p>
          </li>
        ))}
      </ul>
      <Link
        className="cams-interviews-all"
        to={buildPath('blogCategory', language, { blogCategory: 'interviews' })}
      >
        {t('cams.sidebar.allInterviews')}
      </Link>
    </section>
  );
}

/**
 * The cams sidebar (the query service's `sidebar` and `interviews`, decision 0031): the lists,
 * the top cams lists and the categories with performers online, each with how many, and the
 * newest interviews, each leading to the performer. Beside the grid on a desktop; in the
 * phone's category menu on a phone. It asks for both once shown.
 */
export function CamsSidebar() {
  const { t } = useTranslation();
  const send = useSend('cams');
  const language = useSystemSelector('shell', selectLanguage);
  useEffect(() => send({ type: 'ui.sidebarShown' }), [send]);
  const { actor, send: sendList } = useList<SidebarEntry, SidebarQuery>(CAMS_LISTS.sidebar);
  const entries = useListSelector(actor, selectItems<SidebarEntry, SidebarQuery>);
  const status = useListSelector(actor, selectListStatus<SidebarEntry, SidebarQuery>);
  const lists = entries.filter((entry) => entry.kind !== 'category');
  const categories = entries.filter((entry) => entry.kind === 'category');
  const label = (entry: SidebarEntry) =>
    entry.kind === 'category'
      ? entry.name
      : entry.kind === 'top'
        ? t(`cams.top.${entry.type}`)
        : t(`cams.sidebar.list.${entry.list}`);
  const links = (shown: SidebarEntry[]) => (
    <ul className="cams-sidebar-links">
      {shown.map((entry) => (
        <li key={entry.id}>
          <Link to={entryPath(entry, language)}>
            <span>{label(entry)}</span>
            <span className="cams-sidebar-online">
              {t('cams.sidebar.online', { count: entry.online })}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
  return (
    <nav
      className="cams-sidebar"
      aria-label={t('cams.sidebar.label')}
      aria-busy={status === 'loading'}
    >
      {status === 'failed' ? (
        <FailedView
          text={t('cams.sidebar.failed')}
          onRetry={() => sendList({ type: 'ui.retry' })}
        />
      ) : (
        <>
          <section className="cams-sidebar-section" aria-labelledby="cams-sidebar-lists">
            <h3 id="cams-sidebar-lists">{t('cams.sidebar.lists')}</h3>
            {links(lists)}
          </section>
          {categories.length > 0 ? (
            <section className="cams-sidebar-section" aria-labelledby="cams-sidebar-categories">
              <h3 id="cams-sidebar-categories">{t('cams.sidebar.categories')}</h3>
              {links(categories)}
            </section>
          ) : null}
        </>
      )}
      <Interviews language={language} />
    </nav>
  );
}
