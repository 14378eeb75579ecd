import type { AdditionalServicesBody } from './package-requests.schemas';
import { isReturnCommentMissing } from './return-request';

export type AdditionalServicesRequestCheck =
  | { ok: true }
  | { ok: false; code: 'ADDITIONAL_SERVICES_COMMENT_REQUIRED'; field: 'comment' };

/**
 * Spec section 5, service request: comment required ('Please add a comment.'), by the return's
 * own rule, so spaces alone are none. Giving every service up asks the warehouse for nothing, and
 * there is no service left to keep a comment with: that needs none.
 */
export function checkAdditionalServicesRequest(
  body: Pick<AdditionalServicesBody, 'serviceCodes' | 'comment'>,
): AdditionalServicesRequestCheck {
  if (body.serviceCodes.length > 0 && isReturnCommentMissing(body.comment)) {
    return { ok: false, code: 'ADDITIONAL_SERVICES_COMMENT_REQUIRED', field: 'comment' };
  }
  return { ok: true };
}
