import { type MouseEventHandler, type ReactNode, useEffect, useRef } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath } from 'react-router';
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

/**
 * What react-router's `<Link>` does for an app path: the `href`, and a click that navigates in the
 * app (a modified or middle click still opens a tab). Its `<Link>` and `<NavLink>` are not used:
 * they bring the framework mode's prefetching and forms onto the first page (decision 068).
 * The element is watched so the page it opens is fetched as it nears the viewport.
 */
function useAppLink(to: string, onClick: AppLinkProps['onClick'], state?: unknown) {
  const ref = useRef<HTMLAnchorElement>(null);
  const href = useHref(to);
  const navigate = useLinkClickHandler<HTMLAnchorElement>(to, { state });
  useEffect(() => {
    const link = ref.current;
    return link ? watchLinkForPrefetch(link, href) : undefined;
  }, [href]);
  const handleClick: MouseEventHandler<HTMLAnchorElement> = (event) => {
    onClick?.(event);
    if (!event.defaultPrevented) {
      navigate(event);
    }
  };
  return { ref, href, onClick: handleClick };
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
  const link = useAppLink(to, onClick, state);
  return (
    <a
      ref={link.ref}
      href={link.href}
      onClick={link.onClick}
      className={className}
      dir={dir}
      aria-label={ariaLabel}
      aria-current={ariaCurrent}
    >
      {children}
    </a>
  );
}

export type AppNavLinkProps = Pick<AppLinkProps, 'to' | 'children' | 'className' | 'onClick'>;

/**
 * `AppLink` for a menu: on the page it opens, or one below it, it is marked `aria-current="page"`
 * and gets the `active` class, matched without regard to case as react-router's `<NavLink>` does.
 */
export function AppNavLink({ to, children, className, onClick }: AppNavLinkProps) {
  const link = useAppLink(to, onClick);
  const current = useLocation().pathname.toLowerCase();
  const target = useResolvedPath(to).pathname.toLowerCase();
  const isActive =
    current === target || (target !== '/' && current.startsWith(`${target.replace(/\/$/, '')}/`));
  return (
    <a
      ref={link.ref}
      href={link.href}
      onClick={link.onClick}
      className={[className, isActive ? 'active' : undefined].filter(Boolean).join(' ')}
      aria-current={isActive ? 'page' : undefined}
    >
      {children}
    </a>
  );
}
