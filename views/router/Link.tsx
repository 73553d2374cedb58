import type { AnchorHTMLAttributes, MouseEvent, Ref } from 'react';
import { resolveTo } from './history.ts';
import { useLocation, useNavigate } from './Router.tsx';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: string;
  replace?: boolean;
  /** Carried to the next location (`useLocation().state`), e.g. where a tile grid was. */
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/** A plain left click the app handles itself; any other opens as the browser would. */
const isOwnClick = (event: MouseEvent<HTMLAnchorElement>, target: string | undefined) =>
  !event.defaultPrevented &&
  event.button === 0 &&
  (!target || target === '_self') &&
  !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);

/** A link within the app: a real `href`, followed without reloading the page. */
export function Link({ to, replace, state, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const { pathname: path, search, hash } = resolveTo(to, pathname);
  const href = path + search + hash;
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!isOwnClick(event, target)) return;
        event.preventDefault();
        navigate(href, { replace: replace ?? false, state });
      }}
    />
  );
}

/** With a trailing slash or without: `/en/cams` and `/en/cams/` are the same page. */
const trimmed = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * A link that marks itself `aria-current="page"` on its page: only there with `end`, also below
 * it without (a section whose sub-pages count as the section).
 */
export function NavLink({ end = false, ...props }: LinkProps & { end?: boolean }) {
  const { pathname } = useLocation();
  const here = trimmed(pathname);
  const target = trimmed(resolveTo(props.to, pathname).pathname);
  const active = here === target || (!end && here.startsWith(`${target === '/' ? '' : target}/`));
  return <Link {...props} aria-current={active ? 'page' : undefined} />;
}
