import { useId, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { selectActorSearch } from '../../machines/cams/actorSearch.selectors.ts';
import { ACTOR_SEARCH } from '../../machines/cams/actorSearch.machine.ts';
import { searchOfFilters } from '../../machines/cams/cams.selectors.ts';
import {
  ACTOR_AGE_RANGES,
  ACTOR_SEARCH_MAX_TEXT,
  type ActorSearch,
  type CamFilters,
} from '../../machines/cams/cams.types.ts';
import { useSend, useSystemSelector } from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';
import type { TopCamType } from '../../machines/cams/cams.types.ts';

const NO_SEARCH: ActorSearch = { text: '', languages: [], ages: [] };
const toggle = <T,>(values: readonly T[], value: T): T[] =>
  values.includes(value) ? values.filter((each) => each !== value) : [...values, value];

/** "“lana” · German · 18-24": a search in words (its result heading and the kept search's link). */
function useSummary(): (search: ActorSearch) => string {
  const { t } = useTranslation();
  return (search) =>
    [
      search.text ? `“${search.text}”` : t('cams.search.anyName'),
      ...search.languages.map((code) => t(`cams.search.language.${code}`, { defaultValue: code })),
      ...search.ages,
    ].join(' · ');
}

interface FacetChip {
  key: string;
  label: string;
  chosen: boolean;
  to: string;
}

/** One row of search choices (the languages, the age ranges): a labelled group of chip links. */
function FacetRow({ label, chips }: { label: string; chips: FacetChip[] }) {
  return (
    <p className="cam-filter-group" role="group" aria-label={label}>
      <span aria-hidden="true">{label}</span>
      {chips.map((chip) => (
        <Link
          key={chip.key}
          className="cam-filter"
          aria-current={chip.chosen ? 'true' : undefined}
          to={chip.to}
        >
          {chip.label}
        </Link>
      ))}
    </p>
  );
}

/**
 * The cams page's actor search (decision 0031): her name (submitted), the languages and age
 * ranges she may have (links, each with the performers it finds, so back and a new tab keep
 * them), "clear search" (which deletes the search the service keeps for the guest), and her kept
 * search as a link to run it again. The search lives in the address, beside the other filters.
 */
export function ActorSearchForm({ filters, top }: { filters: CamFilters; top: TopCamType | null }) {
  const { t } = useTranslation();
  const id = useId();
  const location = useLocation();
  const navigate = useNavigate();
  const send = useSend(ACTOR_SEARCH);
  const view = useSystemSelector(ACTOR_SEARCH, selectActorSearch);
  const summary = useSummary();
  const current = filters.search ?? NO_SEARCH;
  const href = (search: ActorSearch) => {
    const empty = !search.text && search.languages.length === 0 && search.ages.length === 0;
    const next: CamFilters = { genders: filters.genders, types: filters.types };
    return `${location.pathname}${searchOfFilters(empty ? next : { ...next, search }, top)}`;
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('q');
    const text = typeof value === 'string' ? value.trim() : '';
    void navigate(href({ ...current, text }));
  };
  const labelId = `${id}-label`;
  return (
    <section className="actor-search" aria-labelledby={labelId}>
      <h2 id={labelId} className="actor-search-title">
        {t('cams.search.label')}
      </h2>
      <form role="search" className="actor-search-form" onSubmit={onSubmit}>
        <label htmlFor={`${id}-q`} className="sr-only">
          {t('cams.search.text')}
        </label>
        <input
          id={`${id}-q`}
          // A new search in the address (back, a link) shows its own text.
          key={current.text}
          name="q"
          type="search"
          maxLength={ACTOR_SEARCH_MAX_TEXT}
          placeholder={t('cams.search.text')}
          defaultValue={current.text}
          autoComplete="off"
        />
        <button type="submit" className="button">
          {t('cams.search.submit')}
        </button>
      </form>
      {view.status === 'failed' ? (
        <p className="actor-search-failed" role="alert">
          {t('cams.search.failed')}{' '}
          <button type="button" onClick={() => send({ type: 'ui.actorSearchRetried' })}>
            {t('cams.search.retry')}
          </button>
        </p>
      ) : null}
      {/*
        The two rows stand before their counts arrive, each one line high (it scrolls sideways),
        so the grid below does not move when they come (or on the way back to the list).
      */}
      <div className="actor-search-facets" aria-busy={view.facets ? undefined : true}>
        <FacetRow
          label={t('cams.search.languages')}
          chips={(view.facets?.languages ?? []).map(({ code, count }) => ({
            key: code,
            label: t('cams.search.count', {
              label: t(`cams.search.language.${code}`, { defaultValue: code }),
              count,
            }),
            chosen: current.languages.includes(code),
            to: href({ ...current, languages: toggle(current.languages, code).sort() }),
          }))}
        />
        <FacetRow
          label={t('cams.search.ages')}
          chips={(view.facets?.ages ?? []).map(({ range, count }) => ({
            key: range,
            label: t('cams.search.count', { label: range, count }),
            chosen: current.ages.includes(range),
            to: href({
              ...current,
              ages: ACTOR_AGE_RANGES.filter((each) => toggle(current.ages, range).includes(each)),
            }),
          }))}
        />
      </div>
      {filters.search ? (
        <p className="actor-search-status">
          <span role="status">
            {t('cams.search.results', { summary: summary(filters.search) })}
          </span>{' '}
          <Link
            className="cam-filter-clear"
            to={href(NO_SEARCH)}
            onClick={() => send({ type: 'ui.actorSearchCleared' })}
          >
            {t('cams.search.clear')}
          </Link>
        </p>
      ) : view.saved ? (
        <p className="actor-search-status">
          <Link className="actor-search-saved" to={href(view.saved)}>
            {t('cams.search.saved', { summary: summary(view.saved) })}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
