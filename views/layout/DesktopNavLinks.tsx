import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectRoute } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { usePopover } from '../hooks/usePopover.ts';
import { countFitting, watchFitting } from './fittingCount.ts';
import { MoreIcon } from './icons.tsx';
import { NAV_ITEMS, NavLinkItems } from './NavLinks.tsx';

const selectRouteName = (snapshot: Parameters<typeof selectRoute>[0]) => {
  const route = selectRoute(snapshot);
  return route.status === 'matched' ? route.name : null;
};

/**
 * The desktop navbar's main sections: as many as fit in one row, in order, and the rest behind a
 * "more" button, so every section stays reachable and no label is cut, whatever room the
 * account corner (and the language's label lengths) leave. Remounted per language by the navbar,
 * so the labels are measured again.
 */
export function DesktopNavLinks() {
  const { t } = useTranslation();
  const row = useRef<HTMLDivElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const { open, setOpen, close, panelId, root: more, button } = usePopover();
  const shown = useFittingCount(row, list, more);
  const current = useSystemSelector('shell', selectRouteName);
  const rest = NAV_ITEMS.slice(shown);
  const restCurrent = rest.some(({ route }) => route === current);
  return (
    <div className="nav-main" ref={row}>
      <ul className="nav-links" ref={list}>
        <NavLinkItems items={NAV_ITEMS} shown={shown} />
      </ul>
      {rest.length > 0 && (
        <div className="nav-more" ref={more}>
          <button
            type="button"
            ref={button}
            className="icon-button nav-more-button"
            aria-label={t('nav.more')}
            title={t('nav.more')}
            aria-expanded={open}
            aria-controls={open ? panelId : undefined}
            data-current={restCurrent ? '' : undefined}
            onClick={() => setOpen(!open)}
          >
            <MoreIcon />
          </button>
          {open && (
            <ul id={panelId} className="nav-more-panel" onClick={close}>
              <NavLinkItems items={rest} />
            </ul>
          )}
        </div>
      )}
    </div>
  );
}

/**
 * How many of the sections fit in `row`: counted when it mounts, then again whenever the row's
 * width or any section's width changes (`watchFitting`: the sections behind "more" stay laid out
 * in the list, unseen, so a label that grows while it is hidden or shown is counted as it is).
 */
function useFittingCount(
  row: RefObject<HTMLDivElement | null>,
  list: RefObject<HTMLUListElement | null>,
  more: RefObject<HTMLDivElement | null>,
): number {
  const [shown, setShown] = useState<number>(NAV_ITEMS.length);
  useLayoutEffect(() => {
    const rowElement = row.current;
    const listElement = list.current;
    if (!rowElement || !listElement) return;
    const parts = { row: rowElement, list: listElement, more: () => more.current };
    setShown(countFitting(parts));
    // Rendered before the frame is painted: an update scheduled the usual way would be painted a
    // frame late, with the last link cut off by the row's new width in between.
    return watchFitting(parts, () => flushSync(() => setShown(countFitting(parts))));
  }, [row, list, more]);
  return shown;
}
