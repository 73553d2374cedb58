import { useEffect } from 'react';
import { useTranslation } from '../../src/i18n/react.ts';
import { Link } from 'react-router';
import { CAMS_LISTS } from '../../machines/cams/cams.machine.ts';
import { searchOfFilters } from '../../machines/cams/cams.selectors.ts';
import { NO_FILTERS, type CamTile } from '../../machines/cams/cams.types.ts';
import { selectItems, selectListStatus } from '../../machines/list/list.selectors.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useEngine, useSystemSelector } from '../../src/engine/react.tsx';
import { buildPath } from '../../src/routes/index.ts';
import type { StaticRouteName } from '../LocalizedLink.tsx';
import { DomainGate } from '../pages/DomainGate.tsx';
import { useFirstFill } from '../tileGrid/useFirstFill.ts';
import { useList, useListSelector } from '../tileGrid/useList.ts';
import { CategoryLinks } from './CamMenus.tsx';
import { CamTileView } from './CamTileView.tsx';
import './cams.css';

/** Asks the cams domain for the start page's strips once shown. */
function useHomeShown() {
  const engine = useEngine();
  useEffect(() => engine.send('cams', { type: 'ui.homeShown' }), [engine]);
}

/** A small strip of tiles from one of the domain's list actors, with a "show all" link. */
function Strip({ list, all, name }: { list: `${string}.list`; all: string; name: string }) {
  const { t } = useTranslation();
  useHomeShown();
  const language = useSystemSelector('shell', selectLanguage);
  const { actor } = useList<CamTile, Record<string, unknown>>(list);
  // The tiles render in a transition (sliced), not inside the store update that brought them.
  const { shown: items } = useFirstFill(useListSelector(actor, selectItems));
  const status = useListSelector(actor, selectListStatus);
  return (
    <div className="cams-strip">
      <ul className="cams-strip-tiles" aria-label={name} aria-busy={status === 'loading'}>
        {items.map((cam, index) => (
          <li key={cam.id}>
            <CamTileView
              cam={cam}
              language={language}
              tile={{ index, linkState: { fromList: '/' }, onOpen: () => {} }}
            />
          </li>
        ))}
      </ul>
      <Link className="cams-show-all" to={all}>
        {t('cams.showAllOf', { name })}
      </Link>
    </div>
  );
}

function StripBlock({
  list,
  route,
  search = '',
  name,
}: {
  list: `${string}.list`;
  route: StaticRouteName;
  /** The list's filters or tab in the address, so "show all" opens the same list. */
  search?: string;
  name: string;
}) {
  const language = useSystemSelector('shell', selectLanguage);
  return (
    <DomainGate domain="cams">
      <Strip list={list} all={`${buildPath(route, language)}${search}`} name={name} />
    </DomainGate>
  );
}

/** Start page block TOP: the top cams (top 100, online first). */
export function TopCamsBlock() {
  const { t } = useTranslation();
  return (
    <StripBlock
      list={CAMS_LISTS.top}
      route="cams"
      search={searchOfFilters(NO_FILTERS, 'TOP_100')}
      name={t('cams.title.cams')}
    />
  );
}

/** Start page block New: the newly registered actors. */
export function NewGirlsBlock() {
  const { t } = useTranslation();
  return <StripBlock list={CAMS_LISTS.newGirls} route="newGirls" name={t('cams.title.newGirls')} />;
}

/** Start page block Categories: links to the category pages. */
export function CategoriesBlock() {
  return (
    <DomainGate domain="cams">
      <CategoryLinks />
    </DomainGate>
  );
}
