import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { selectLanguage } from '../machines/shell/shell.selectors.ts';
import { buildPath, type RouteName, type RouteParams } from '../src/routes/index.ts';
import { useSystemSelector } from '../src/engine/react.tsx';

/** Routes that need no parameters: the ones the shell links to. */
export type StaticRouteName = {
  [N in RouteName]: keyof RouteParams<N> extends never ? N : never;
}[RouteName];

/** A link to a route in the current language; marks itself as the current page. */
export function LocalizedLink({
  route,
  className = '',
  children,
}: {
  route: StaticRouteName;
  className?: string;
  children: ReactNode;
}) {
  const language = useSystemSelector('shell', selectLanguage);
  return (
    <NavLink to={buildPath(route, language)} end className={className}>
      {children}
    </NavLink>
  );
}
