import { type MouseEventHandler, type ReactNode, useEffect, useRef } from 'react';
// biome-ignore lint/style/noRestrictedImports: the one wrapper of react-router's links
import { Link, NavLink, useHref } from 'react-router';
import { watchLinkForPrefetch } from '@/lib/route-prefetch';

export type AppLinkProps = {
  /** A path of config/paths.ts (`paths.x.getHref(…)`). */
  to: string;
  children: ReactNode;
  className?: string;
  /** History state the opened page reads (the list to go back to). */
  state?: unknown;
  dir?: 'ltr' | 'rtl' | 'auto';
  'aria-label'?: string;
  'aria-current'?: 'page' | 'location';
  onClick?: MouseEventHandler<HTMLAnchorElement>;
};

/** The link's element, watched so the page it opens is fetched as it nears the viewport. */
function usePrefetchedLink(to: string) {
  const ref = useRef<HTMLAnchorElement>(null);
  const href = useHref(to);
  useEffect(() => {
    const link = ref.current;
    return link ? watchLinkForPrefetch(link, href) : undefined;
  }, [href]);
  return ref;
}

/**
 * The app's link to one of its own pages (a real `<a>`, so it opens in new tabs): the page's code
 * starts downloading once the link is within 200 px of the viewport (spec section 9,
 * `LINK_PREFETCH_MARGIN_PX`), unless the visitor saves data. Links out of the app stay `<a>`.
 */
export function AppLink({
  to,
  children,
  className,
  state,
  dir,
  'aria-label': ariaLabel,
  'aria-current': ariaCurrent,
  onClick,
}: AppLinkProps) {
  const ref = usePrefetchedLink(to);
  return (
    <Link
      ref={ref}
      to={to}
      className={className}
      state={state}
      dir={dir}
      aria-label={ariaLabel}
      aria-current={ariaCurrent}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}

export type AppNavLinkProps = Pick<AppLinkProps, 'to' | 'children' | 'className' | 'onClick'>;

/** `AppLink` for a menu: marks itself `aria-current="page"` on the page it opens. */
export function AppNavLink({ to, children, className, onClick }: AppNavLinkProps) {
  const ref = usePrefetchedLink(to);
  return (
    <NavLink ref={ref} to={to} className={className} onClick={onClick}>
      {children}
    </NavLink>
  );
}
