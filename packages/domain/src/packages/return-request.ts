import type { ReturnPackageBody } from './package-requests.schemas';
import { type PackageStatus, RETURN_STATUSES } from './package-status';

/**
 * The return-to-shop rules (spec section 5), run unchanged by the server (the return request, the
 * package presenter) and the browser (the return dialog, the package pages of both consoles).
 */

/**
 * The business days our returns desk takes to send a package back to the shop, as the return
 * dialog tells the customer. The spec leaves the figure a placeholder ('XX business days').
 */
export const RETURN_PROCESSING_BUSINESS_DAYS = 5;

/** The longest return comment kept (characters, after trimming). */
export const RETURN_COMMENT_MAX_LENGTH = 1000;

/** A return needs the customer's words ('Please add a comment.'); spaces alone are none. */
export function isReturnCommentMissing(comment: string): boolean {
  return comment.trim() === '';
}

export type ReturnRequestCheck =
  | { ok: true }
  | { ok: false; code: 'RETURN_COMMENT_REQUIRED' | 'RETURN_LABEL_REQUIRED'; field: string };

/** Spec section 5, service request: comment required; a return with own label needs a label upload. */
export function checkReturnRequest(body: ReturnPackageBody): ReturnRequestCheck {
  if (isReturnCommentMissing(body.comment)) {
    return { ok: false, code: 'RETURN_COMMENT_REQUIRED', field: 'comment' };
  }
  if (body.useOwnLabel && body.labelSerialNumber === undefined) {
    return { ok: false, code: 'RETURN_LABEL_REQUIRED', field: 'labelSerialNumber' };
  }
  return { ok: true };
}

/** Whether a package is being, or has been, returned to the shop: it has a return request. */
export function hasReturnRequest(status: PackageStatus): boolean {
  return RETURN_STATUSES.includes(status);
}

/** The return comment shown with a package: only one with a return request carries one. */
export function returnCommentOf(status: PackageStatus, comment: string | null): string | null {
  return hasReturnRequest(status) ? comment : null;
}
