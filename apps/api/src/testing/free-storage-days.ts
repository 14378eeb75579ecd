import { type Db, schema } from '@skyparcel/db';
import { desc, eq } from 'drizzle-orm';
import { warehouseIdOf } from './build-user';

/**
 * A warehouse's free storage days as its term versions give them: the answer reads the figure in
 * force at a moment, as the storage passes do (decision 040), so a property may pick any date.
 */
export async function freeStorageDaysOf(db: Db, warehouseCode: string) {
  const versions = await db
    .select({
      effectiveFrom: schema.warehousePriceTerms.effectiveFrom,
      freeDays: schema.warehousePriceTerms.freeStorageDays,
    })
    .from(schema.warehousePriceTerms)
    .where(eq(schema.warehousePriceTerms.warehouseId, await warehouseIdOf(db, warehouseCode)))
    .orderBy(desc(schema.warehousePriceTerms.effectiveFrom));
  return (at: Date): number => versions.find((terms) => terms.effectiveFrom <= at)?.freeDays ?? 0;
}
