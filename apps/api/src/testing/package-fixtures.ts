import { randomInt } from 'node:crypto';
import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { PackageStatus } from '@skyparcel/domain/packages';
import { eq } from 'drizzle-orm';
import { createSession } from '../modules/sessions';

/** An approved customer with a suite number, a locker at each warehouse and a session. */
export async function createSuiteCustomer(db: Db, locale = 'en-US') {
  const suiteNumber = `SP${randomInt(200_000, 1_000_000)}`;
  const [user] = await db
    .insert(schema.users)
    .values({
      email: `suite-${suiteNumber.toLowerCase()}@example.com`,
      firstName: 'Sara',
      lastName: 'Nasser',
      isApproved: true,
      emailConfirmedAt: new Date(),
      preferredLocale: locale,
      suiteNumber,
    })
    .returning();
  if (!user) {
    throw new Error('customer not created');
  }
  const warehouses = await db.select().from(schema.warehouses);
  await db
    .insert(schema.packageLockers)
    .values(warehouses.map((w) => ({ userId: user.id, warehouseId: w.id })));
  const { token } = await createSession(db, user.id);
  return { user, token, suiteNumber };
}

export async function warehouseByCode(db: Db, code: string) {
  const [warehouse] = await db
    .select()
    .from(schema.warehouses)
    .where(eq(schema.warehouses.code, code));
  if (!warehouse) {
    throw new Error(`no warehouse ${code}`);
  }
  return warehouse;
}

/** A package straight in the database (receiving has its own tests). */
export async function createPackage(
  db: Db,
  input: {
    userId: string | null;
    warehouseId: string;
    status?: PackageStatus;
    retailerName?: string;
    retailerTrackingNumber?: string;
    receivedAt?: Date;
  },
) {
  const [pkg] = await db
    .insert(schema.packages)
    .values({
      userId: input.userId,
      warehouseId: input.warehouseId,
      status: input.status ?? 'in_review',
      reason: input.status === 'action_required' ? 'item_details' : null,
      retailerName: input.retailerName ?? 'Amazon',
      retailerTrackingNumber: input.retailerTrackingNumber ?? `TRK${randomInt(1e9, 9e9)}`,
      carrier: 'UPS',
      weightAmount: 2,
      weightUnit: 'Kg',
      length: 30,
      width: 20,
      depth: 10,
      lengthUnit: 'Cm',
      receivedAt: input.receivedAt ?? new Date(),
    })
    .returning();
  if (!pkg) {
    throw new Error('package not created');
  }
  return pkg;
}
