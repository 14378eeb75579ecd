import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { checkReturnRequest, type ReturnPackageBody } from '@skyparcel/domain/packages';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { SessionUser } from '../../plugins/auth';
import { movePackage } from './move-package';
import { requireOwnedPackage } from './package.repository';

/**
 * PUT .../return-package: the customer asks to send the package back to the shop. A comment is
 * required; a return with the customer's own label needs that label uploaded as a document of
 * this package first (spec section 5). Staff then process it to `returned`.
 */
export async function requestPackageReturn(
  app: FastifyInstance,
  user: SessionUser,
  warehouseId: string,
  packageId: string,
  body: ReturnPackageBody,
) {
  const owned = await requireOwnedPackage(app.db, user.id, packageId, warehouseId);
  // The domain refuses an own-label return without a label at all ('Please upload label');
  // here the label must also be a document of this very package.
  const check = checkReturnRequest(body);
  if (!check.ok) {
    throw new AppError(check.code, { fields: { [check.field]: fieldKey(check.code) } });
  }
  const labelSerialNumber = body.useOwnLabel ? body.labelSerialNumber : undefined;
  if (labelSerialNumber !== undefined) {
    const [label] = await app.db
      .select({ id: schema.packageFiles.id })
      .from(schema.packageFiles)
      .where(
        and(
          eq(schema.packageFiles.packageId, owned.pkg.id),
          eq(schema.packageFiles.kind, 'document'),
          eq(schema.packageFiles.serialNumber, labelSerialNumber),
        ),
      );
    if (!label) {
      throw new AppError('RETURN_LABEL_REQUIRED', {
        fields: { labelSerialNumber: 'validation.uploadLabel' },
      });
    }
  }
  await app.db.transaction(async (tx) => {
    const moved = await movePackage(tx, owned.pkg, 'return_requested', 'customer', {
      actorUserId: user.id,
      comment: body.comment,
    });
    await tx
      .update(schema.packages)
      .set({
        returnComment: body.comment,
        returnUsesOwnLabel: body.useOwnLabel,
        returnLabelSerialNumber: labelSerialNumber ?? null,
      })
      .where(eq(schema.packages.id, moved.id));
  });
}

function fieldKey(code: 'RETURN_COMMENT_REQUIRED' | 'RETURN_LABEL_REQUIRED') {
  return code === 'RETURN_COMMENT_REQUIRED'
    ? 'validation.commentRequired'
    : 'validation.uploadLabel';
}
