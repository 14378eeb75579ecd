import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { and, eq } from 'drizzle-orm';

export async function findRateCard(db: Db, warehouseId: string, destinationCountryCode: string) {
  const [row] = await db
    .select()
    .from(schema.rateCards)
    .where(
      and(
        eq(schema.rateCards.warehouseId, warehouseId),
        eq(schema.rateCards.destinationCountryCode, destinationCountryCode),
      ),
    );
  return row;
}

export async function findCustomsRule(db: Db, countryCode: string) {
  const [row] = await db
    .select()
    .from(schema.customsRules)
    .where(eq(schema.customsRules.countryCode, countryCode));
  return row;
}
