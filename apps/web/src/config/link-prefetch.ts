/**
 * Spec section 9, 'Link prefetch margin 200px': a link this near the viewport starts fetching the
 * code of the page it opens (`lib/route-prefetch.ts`), so the page is there when it is clicked.
 */
export const LINK_PREFETCH_MARGIN_PX = 200;
