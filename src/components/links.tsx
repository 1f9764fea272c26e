/**
 * The app's `<Link>` and `<NavLink>`: React Router's, for the only kind of link the app has (a path inside
 * the app, as a string). Its own components also carry prefetching, view transitions, masks and external URLs
 * for its framework mode, about 2.5 KiB gzip of the first visit that this app never runs. These use the same
 * public hooks React Router's components are built on (`useHref`, `useLinkClickHandler`), so the href, the
 * click handling (modifier keys, `target`, replace when the target is the current location) and the active
 * state are the ones React Router computes.
 */
import type { AnchorHTMLAttributes, MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** A path inside the app. */
  to: string;
  /** Replace the current history entry instead of adding one (React Router's default when left out). */
  replace?: boolean;
}

export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigate(event);
  };
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}

export interface NavLinkProps extends Omit<LinkProps, 'className' | 'aria-current'> {
  /** Active only on this path itself, not on the paths below it. */
  end?: boolean;
}

/** A link marked `class="active"` and `aria-current="page"` while its path (or, without `end`, one below it) is shown. */
export function NavLink({ to, end = false, ...rest }: NavLinkProps) {
  const target = useResolvedPath(to).pathname.toLowerCase();
  const current = useLocation().pathname.toLowerCase();
  // As React Router matches: case-insensitive, and '/popular' covers '/popular/page/2' but not '/popularity'.
  const endSlash = target !== '/' && target.endsWith('/') ? target.length - 1 : target.length;
  const active =
    current === target || (!end && current.startsWith(target) && current.charAt(endSlash) === '/');
  return (
    <Link {...rest} to={to} aria-current={active ? 'page' : undefined} className={active ? 'active' : ''} />
  );
}
