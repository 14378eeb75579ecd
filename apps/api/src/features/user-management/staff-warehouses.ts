import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { StaffWarehouses } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { eq, inArray } from 'drizzle-orm';
import { recordAudit } from '../../modules/audit';
import { assignedWarehouseIds } from '../../modules/packages';
import { requireUserById } from '../../modules/users';
import type { SessionUser } from '../../plugins/auth';

/** Where a user works; empty for anyone who is not staff (admins act everywhere anyway). */
export async function getStaffWarehouses(db: Db, userId: string) {
  await requireUserById(db, userId);
  return { warehouseIds: await assignedWarehouseIds(db, userId) };
}

/**
 * Replaces a staff member's warehouses in one transaction, audited: every id must be a known
 * warehouse (404 names the first unknown one), and only STAFF accounts take warehouses.
 */
export async function setStaffWarehouses(
  db: Db,
  actor: SessionUser,
  userId: string,
  body: StaffWarehouses,
) {
  const warehouseIds = [...new Set(body.warehouseIds)];
  const user = await requireUserById(db, userId);
  if (user.role !== 'STAFF') {
    throw new AppError('NOT_STAFF_MEMBER');
  }
  if (warehouseIds.length > 0) {
    const known = new Set(
      (
        await db
          .select({ id: schema.warehouses.id })
          .from(schema.warehouses)
          .where(inArray(schema.warehouses.id, warehouseIds))
      ).map((row) => row.id),
    );
    const unknown = warehouseIds.find((id) => !known.has(id));
    if (unknown) {
      throw new AppError('WAREHOUSE_NOT_FOUND', { params: { id: unknown } });
    }
  }
  await db.transaction(async (tx) => {
    await tx.delete(schema.staffWarehouses).where(eq(schema.staffWarehouses.userId, userId));
    if (warehouseIds.length > 0) {
      await tx
        .insert(schema.staffWarehouses)
        .values(warehouseIds.map((warehouseId) => ({ userId, warehouseId })));
    }
    await recordAudit(tx, {
      actor: actor.id,
      action: 'user.set-warehouses',
      subject: userId,
      detail: { warehouseIds },
    });
  });
  return { warehouseIds: await assignedWarehouseIds(db, userId) };
}
