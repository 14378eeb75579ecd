import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { checkReturnRequest, type ReturnPackageBody } from '@skyparcel/domain/packages';
import type { Clock } from '../../lib/clock';
import { hasPackageDocument } from '../../modules/files';
import { movePackage, requireOwnedPackage, saveReturnRequest } from '../../modules/packages';
import type { Viewer } from '../../modules/users';

/**
 * PUT .../return-package: the customer asks to send the package back to the shop. A comment is
 * required; a return with the customer's own label needs that label uploaded as a document of
 * this package first (spec section 5). Staff then process it to `returned`.
 */
export async function requestPackageReturn(
  { db, clock }: { db: Db; clock: Clock },
  user: Viewer,
  warehouseId: string,
  packageId: string,
  body: ReturnPackageBody,
) {
  const owned = await requireOwnedPackage(db, user, packageId, warehouseId);
  // The domain refuses an own-label return without a label at all ('Please upload label');
  // here the label must also be a document of this very package.
  const check = checkReturnRequest(body);
  if (!check.ok) {
    throw new AppError(check.code, { fields: { [check.field]: fieldKey(check.code) } });
  }
  const labelSerialNumber = body.useOwnLabel ? body.labelSerialNumber : undefined;
  if (labelSerialNumber !== undefined) {
    if (!(await hasPackageDocument(db, owned.pkg.id, labelSerialNumber))) {
      throw new AppError('RETURN_LABEL_REQUIRED', {
        fields: { labelSerialNumber: 'validation.uploadLabel' },
      });
    }
  }
  await db.transaction(async (tx) => {
    const moved = await movePackage(tx, owned.pkg, 'return_requested', 'customer', {
      actorUserId: user.id,
      comment: body.comment,
      now: clock(),
    });
    await saveReturnRequest(tx, moved.id, {
      comment: body.comment,
      useOwnLabel: body.useOwnLabel,
      labelSerialNumber: labelSerialNumber ?? null,
    });
  });
}

function fieldKey(code: 'RETURN_COMMENT_REQUIRED' | 'RETURN_LABEL_REQUIRED') {
  return code === 'RETURN_COMMENT_REQUIRED'
    ? 'validation.commentRequired'
    : 'validation.uploadLabel';
}
