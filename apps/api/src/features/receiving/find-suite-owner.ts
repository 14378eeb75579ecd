import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';

/** The customer whose suite number this is (approved accounts only carry one). */
export async function findSuiteOwner(db: Db, suiteNumber: string) {
  const [owner] = await db
    .select({
      userId: schema.users.id,
      suiteNumber: schema.users.suiteNumber,
      firstName: schema.users.firstName,
      lastName: schema.users.lastName,
      email: schema.users.email,
    })
    .from(schema.users)
    .where(eq(schema.users.suiteNumber, suiteNumber.trim().toUpperCase()));
  return owner?.suiteNumber ? { ...owner, suiteNumber: owner.suiteNumber } : undefined;
}
