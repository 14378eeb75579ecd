import { randomUUID } from 'node:crypto';
import { type Db, schema } from '@skyparcel/db';
import { buildUser, type TestUser } from './build-user';

/** A company and its first SHIPPER ADMIN, as approving its application leaves them. */
export type TestCompany = { id: string; customerId: string; admin: TestUser };

/**
 * A business account for a test (issue 15): the company row with a trade license (valid for a
 * year unless told) and an approved, signed-in SHIPPER ADMIN of it. The approval itself has its
 * own tests (business-accounts.routes.test.ts); this builder skips the queue.
 */
export async function buildCompany(
  db: Db,
  { tradeLicenseExpiresOn = '2099-12-31' }: { tradeLicenseExpiresOn?: string } = {},
): Promise<TestCompany> {
  const customerId = `TEST${randomUUID().slice(0, 8).toUpperCase()}`;
  const [company] = await db
    .insert(schema.companies)
    .values({
      name: `Test Company ${customerId}`,
      customerId,
      tradeLicenseNumber: `TL-${customerId}`,
      tradeLicenseExpiresOn,
    })
    .returning({ id: schema.companies.id });
  if (!company) {
    throw new Error('company not inserted');
  }
  const admin = await buildUser(db, { role: 'SHIPPER ADMIN', companyId: company.id });
  return { id: company.id, customerId, admin };
}
