import { matchRoutes } from 'react-router';
import { paths } from '@/config/paths';

/** What a page view says about the address: never the address itself. */
export type PageViewName = {
  /** The matched route pattern (`/my-suite/:warehouseId/packages/:packageId`). */
  name: string;
  /** The same pattern: ids, tracking numbers, query strings and fragments never leave. */
  uri: string;
};

/** Every route of the router (app/router.tsx draws them all from config/paths.ts). */
const ROUTES = Object.values(paths).map(({ path }) => ({ path }));

/** The router's catch-all (the not-found page). */
export const NOT_FOUND_PAGE_VIEW = '*';

/**
 * Registration is a modal any page opens with `?register` (or `?createAccount=signup`), not a
 * route, yet it is the sign-up step the dashboard counts conversions from (decision 065): it is
 * reported as a page of its own.
 */
export const REGISTRATION_PAGE_VIEW = '/register';

/**
 * The page view of an address: the route pattern react-router matched, the same ranking and
 * case-insensitivity as the router. The query is read only for the registration flag above.
 */
export function pageViewNameOf(pathname: string, search = ''): PageViewName {
  const query = new URLSearchParams(search);
  if (query.has('register') || query.get('createAccount') === 'signup') {
    return { name: REGISTRATION_PAGE_VIEW, uri: REGISTRATION_PAGE_VIEW };
  }
  const pattern = matchRoutes(ROUTES, pathname)?.[0]?.route.path ?? NOT_FOUND_PAGE_VIEW;
  return { name: pattern, uri: pattern };
}
