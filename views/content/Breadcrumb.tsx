import { Link } from 'react-router';
import { selectCrumbs } from '../../machines/gallery/gallery.selectors.ts';
import type { Crumb } from '../../machines/gallery/gallery.types.ts';
import { selectLanguage } from '../../machines/shell/shell.selectors.ts';
import { useOptionalSystemSelector, useSystemSelector } from '../../src/engine/react.tsx';
import { useTranslation } from '../../src/i18n/react.ts';
import { buildPath } from '../../src/routes/index.ts';

/**
 * The page's breadcrumb (`breadcrumb/{type}`, kept by the gallery domain): each step a link but
 * the page itself. Its line is there before the answer and when there is none, so the page under
 * it does not move when the steps arrive (they come after the page: a guest's pointer on the
 * video's scrub bar slipped off it when they pushed the page down).
 */
export function Breadcrumb() {
  const { t } = useTranslation();
  const crumbs = useOptionalSystemSelector('gallery', selectCrumbs, null);
  const language = useSystemSelector('shell', selectLanguage);
  if (crumbs === null || crumbs.length === 0) return <div className="content-breadcrumb" />;
  return (
    <nav aria-label={t('gallery.breadcrumb')} className="content-breadcrumb">
      <ol>
        {crumbs.map((crumb, index) => {
          const path = pathOf(crumb, language);
          return (
            <li key={`${index}-${crumb.label}`}>
              {path === null ? (
                <span aria-current={index === crumbs.length - 1 ? 'page' : undefined}>
                  {crumb.label}
                </span>
              ) : (
                <Link to={path}>{crumb.label}</Link>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A step's address in the page's language; a step whose actor's name is not one is text. */
function pathOf(crumb: Crumb, language: string): string | null {
  const { link } = crumb;
  if (link === null) return null;
  try {
    if (link.route === 'home') return buildPath('home', language);
    if (link.actorName === null) return null;
    return buildPath(link.route, language, { actorName: link.actorName });
  } catch {
    return null;
  }
}
