import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { and, asc, eq, inArray } from 'drizzle-orm';

const { additionalServices, additionalServicePrices, warehouses } = schema;

export function findActiveServices(db: Db) {
  return db
    .select({
      service: additionalServices,
      price: additionalServicePrices,
      currency: warehouses.currency,
    })
    .from(additionalServices)
    .leftJoin(
      additionalServicePrices,
      eq(additionalServicePrices.serviceCode, additionalServices.code),
    )
    .leftJoin(warehouses, eq(warehouses.id, additionalServicePrices.warehouseId))
    .where(eq(additionalServices.isActive, true))
    .orderBy(asc(additionalServices.sortOrder), asc(warehouses.sortOrder));
}

/**
 * The price of each code at one warehouse, in its currency, in the order asked; an unknown,
 * inactive or unpriced code answers 404 'Additional service … could not be found'.
 */
export async function priceServices(db: Db, warehouseId: string, codes: string[]) {
  if (codes.length === 0) {
    return [];
  }
  const rows = await db
    .select({
      code: additionalServices.code,
      name: additionalServices.name,
      priceMinor: additionalServicePrices.priceMinor,
      currency: warehouses.currency,
    })
    .from(additionalServices)
    .innerJoin(
      additionalServicePrices,
      eq(additionalServicePrices.serviceCode, additionalServices.code),
    )
    .innerJoin(warehouses, eq(warehouses.id, additionalServicePrices.warehouseId))
    .where(
      and(
        eq(additionalServices.isActive, true),
        eq(additionalServicePrices.warehouseId, warehouseId),
        inArray(additionalServices.code, codes),
      ),
    );
  return codes.map((code) => {
    const row = rows.find((candidate) => candidate.code === code);
    if (!row) {
      throw new AppError('SERVICE_NOT_FOUND', { params: { code } });
    }
    return row;
  });
}
