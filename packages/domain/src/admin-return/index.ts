// Admin return (spec sections 2-4, ADR 017) without zod: the browser's first script reads this
// before anything else loads, so it must stay tiny.

/** An operator's one-time code to open a customer's portal lives two minutes (ADR 017). */
export const ADMIN_ACCESS_CODE_TTL_SECONDS = 120;

/** The page that exchanges the code, and the localStorage flag of such a session (spec 3, 4). */
export const ADMIN_REDIRECT_PATH = '/admin-redirect';
export const FROM_ADMIN_STORAGE_KEY = 'fromAdmin';

/**
 * Pages where a session opened from the admin area survives a page load (spec section 2);
 * anywhere else the app logs it out on load.
 */
export const ADMIN_RETURN_PATHS = [
  ADMIN_REDIRECT_PATH,
  '/service-return-invoice',
  '/shipping-invoice',
  '/delivery-status',
  '/manual-credit-invoice',
] as const;

/**
 * True when the path part of `pathOrHref` is one of ADMIN_RETURN_PATHS (paths are
 * case-insensitive, as everywhere). A query or fragment is allowed and kept by the caller: the
 * invoice pages name their invoice as `?id=…`, and an operator's link must open that invoice.
 */
export function isAdminReturnPath(pathOrHref: string): boolean {
  const pathEnd = pathOrHref.search(/[?#]/);
  const pathname = pathEnd === -1 ? pathOrHref : pathOrHref.slice(0, pathEnd);
  const path = pathname.toLowerCase().replace(/\/+$/, '');
  return ADMIN_RETURN_PATHS.some((allowed) => allowed.toLowerCase() === path);
}
