import { matchPath } from 'react-router';
import { LINK_PREFETCH_MARGIN_PX } from '@/config/link-prefetch';
import { getSessionToken } from './session-token';

/** A lazily loaded page the router can fetch ahead: its path pattern and its loader. */
export type PreloadableRoute = {
  path: string;
  load: () => Promise<unknown>;
  /** A page with `access` (config/paths.ts): nobody signed out downloads it (decision 030). */
  isGuarded: boolean;
};

type RoutePreloader = (pathname: string) => void;

/**
 * Fetches the code of the page at a pathname, once per route however many links name it (each
 * package of a list opens the same page). A failed fetch may be tried again by the next link.
 */
export function routePreloader(routes: readonly PreloadableRoute[]): RoutePreloader {
  const started = new Set<PreloadableRoute>();
  return (pathname) => {
    const route = routes.find((candidate) => matchPath(candidate.path, pathname));
    if (!route || started.has(route) || (route.isGuarded && !getSessionToken())) {
      return;
    }
    started.add(route);
    route.load().catch(() => started.delete(route));
  };
}

let preloadRoute: RoutePreloader | undefined;

/** The router says how a page is fetched; links reach it through here, not the router's module. */
export function setRoutePreloader(preloader: RoutePreloader): void {
  preloadRoute = preloader;
}

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/**
 * Whether fetching pages nobody opened yet is welcome: not when the visitor asked to save data,
 * nor on a 2G connection ('2g', 'slow-2g'), where it would slow the page they are on.
 */
export function isPrefetchWelcome(): boolean {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  return !connection?.saveData && !connection?.effectiveType?.endsWith('2g');
}

/** After the page's own files (the load event), when the browser has nothing else to do. */
function whenIdle(run: () => void): void {
  // Safari has no requestIdleCallback.
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run) : setTimeout(run, 1);
  if (document.readyState === 'complete') {
    idle();
  } else {
    addEventListener('load', idle, { once: true });
  }
}

const hrefOf = new WeakMap<Element, string>();
let observer: IntersectionObserver | undefined;

function linkObserver(): IntersectionObserver {
  observer ??= new IntersectionObserver(
    (entries, self) => {
      for (const { isIntersecting, target } of entries) {
        const href = hrefOf.get(target);
        if (isIntersecting && href) {
          self.unobserve(target);
          // Only this app's own pages: the router knows no other.
          const url = new URL(href, location.href);
          if (url.origin === location.origin) {
            whenIdle(() => preloadRoute?.(url.pathname));
          }
        }
      }
    },
    { rootMargin: `${LINK_PREFETCH_MARGIN_PX}px` },
  );
  return observer;
}

/**
 * Watches a link: once it comes within LINK_PREFETCH_MARGIN_PX of the viewport, the code of the
 * page it opens is fetched (spec section 9). Answers the function that stops watching.
 */
export function watchLinkForPrefetch(link: Element, href: string): () => void {
  if (typeof IntersectionObserver === 'undefined' || !isPrefetchWelcome()) {
    return () => undefined;
  }
  const watcher = linkObserver();
  hrefOf.set(link, href);
  watcher.observe(link);
  return () => watcher.unobserve(link);
}
