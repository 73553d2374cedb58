import { useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '../../src/i18n/react.ts';
import { selectRoute } from '../../machines/shell/shell.selectors.ts';
import { useSystemSelector } from '../../src/engine/react.tsx';
import { usePopover } from '../hooks/usePopover.ts';
import { MoreIcon } from './icons.tsx';
import { NAV_ITEMS, NavLinkItems } from './NavLinks.tsx';

/** Room kept for the "more" button while it has not been rendered yet (it is ~46 px). */
const MORE_FALLBACK_WIDTH = 52;

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
        <NavLinkItems items={NAV_ITEMS.slice(0, shown)} />
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
 * How many of the sections fit in `row`: measured once with all of them rendered (their widths
 * are kept), then again whenever the row's width changes. The row's width does not depend on its
 * content (it takes the navbar's free room), so hiding links cannot feed back into it.
 */
function useFittingCount(
  row: RefObject<HTMLDivElement | null>,
  list: RefObject<HTMLUListElement | null>,
  more: RefObject<HTMLDivElement | null>,
): number {
  const [shown, setShown] = useState<number>(NAV_ITEMS.length);
  const widths = useRef<number[]>([]);
  useLayoutEffect(() => {
    const rowElement = row.current;
    const listElement = list.current;
    if (!rowElement || !listElement) return;
    const fit = () => {
      [...listElement.children].forEach((item, index) => {
        widths.current[index] = item.getBoundingClientRect().width;
      });
      const style = getComputedStyle(listElement);
      const gap = parseFloat(style.columnGap) || 0;
      const padding = (parseFloat(style.paddingLeft) || 0) + (parseFloat(style.paddingRight) || 0);
      const room = rowElement.clientWidth - padding;
      const all = widths.current.reduce((sum, width) => sum + width + gap, -gap);
      if (all <= room) return NAV_ITEMS.length;
      let used = (more.current?.offsetWidth ?? MORE_FALLBACK_WIDTH) + gap;
      let count = 0;
      for (const width of widths.current) {
        if (used + width > room) break;
        used += width + gap;
        count += 1;
      }
      return count;
    };
    setShown(fit());
    // Rendered before the frame is painted: an update scheduled the usual way would be painted a
    // frame late, with the last link cut off by the row's new width in between.
    const observer = new ResizeObserver(() => flushSync(() => setShown(fit())));
    observer.observe(rowElement);
    return () => observer.disconnect();
  }, [row, list, more]);
  return shown;
}
