import { schema } from '@skyparcel/db';
import { fromMajor } from '@skyparcel/domain/money';
import type { LineItemInput } from '@skyparcel/domain/packages';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../lib/tx';
import type { PackageRow } from './package.repository';

/**
 * Replaces a package's declared line items and keeps the package's quantity and total value
 * (integer minor units) in step, in the caller's transaction.
 */
async function replaceLineItems(tx: Tx, packageId: string, items: LineItemInput[]) {
  await tx.delete(schema.packageLineItems).where(eq(schema.packageLineItems.packageId, packageId));
  const rows = items.map((item, index) => {
    const unit = fromMajor(item.valuePerUnit.amount, item.valuePerUnit.currency);
    const declared = item.declaredValue
      ? fromMajor(item.declaredValue.amount, item.declaredValue.currency)
      : undefined;
    return {
      packageId,
      sortOrder: index,
      inventoryId: item.inventoryId ?? null,
      description: item.description,
      quantity: item.quantity,
      unitValueMinor: unit.amountMinor,
      currency: unit.currency,
      totalValueMinor: unit.amountMinor * item.quantity,
      hsCode: item.hsCode ?? null,
      declaredValueMinor: declared?.amountMinor ?? null,
      declaredCurrency: declared?.currency ?? null,
      exportDescription: item.exportDescription ?? null,
      scheduleB: item.scheduleB ?? null,
      statisticalQuantity: item.statisticalQuantity ?? null,
    };
  });
  if (rows.length > 0) {
    await tx.insert(schema.packageLineItems).values(rows);
  }
  const first = rows[0];
  return {
    quantity: rows.reduce((sum, row) => sum + row.quantity, 0),
    totalValueMinor: first ? rows.reduce((sum, row) => sum + row.totalValueMinor, 0) : null,
    valueCurrency: first?.currency ?? null,
  };
}

/**
 * Replaces the line items and stores the package's new quantity and total value with them;
 * `now`, when given, marks the package as changed.
 */
export async function saveLineItems(
  tx: Tx,
  packageId: string,
  items: LineItemInput[],
  now?: Date,
): Promise<PackageRow | undefined> {
  const totals = await replaceLineItems(tx, packageId, items);
  const [updated] = await tx
    .update(schema.packages)
    .set(now ? { ...totals, updatedAt: now } : totals)
    .where(eq(schema.packages.id, packageId))
    .returning();
  return updated;
}

export type LineItemRow = typeof schema.packageLineItems.$inferSelect;

/** The declared items of these packages, by package and then in their order (invoices' goods). */
export function listLineItemsOfPackages(
  db: DbOrTx,
  packageIds: readonly string[],
): Promise<LineItemRow[]> {
  if (packageIds.length === 0) {
    return Promise.resolve([]);
  }
  return db
    .select()
    .from(schema.packageLineItems)
    .where(inArray(schema.packageLineItems.packageId, [...packageIds]))
    .orderBy(asc(schema.packageLineItems.packageId), asc(schema.packageLineItems.sortOrder));
}
