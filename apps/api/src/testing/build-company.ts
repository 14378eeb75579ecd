import { randomUUID } from 'node:crypto';
import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { Role } from '@skyparcel/domain/accounts';
import { newSuiteNumber } from '../modules/users';
import { buildCustomer, buildUser, type TestCustomer } from './build-user';

/**
 * A business company as a test sees it, as approving its application leaves it (issue 15): its
 * Customer ID, its SHIPPER ADMIN and its SHIPPER. The approval itself has its own tests
 * (business-accounts.routes.test.ts); this builder skips the queue.
 */
export type TestCompany = {
  id: string;
  customerId: string;
  admin: TestCustomer;
  shipper: TestCustomer;
};

/**
 * The cast of every company-access test (decision 053): two companies with two business users
 * each, and an individual customer. Each call makes new people, so tests never share state.
 */
export type CompanyCast = {
  company: TestCompany;
  otherCompany: TestCompany;
  individual: TestCustomer;
};

export async function buildCompanyCast(db: Db): Promise<CompanyCast> {
  // One after the other: each draws suite numbers.
  const company = await buildCompany(db);
  const otherCompany = await buildCompany(db);
  const individual = await buildCustomer(db);
  return { company, otherCompany, individual };
}

/** A company with a trade license (valid until 2099 unless told), a SHIPPER ADMIN and a SHIPPER. */
export async function buildCompany(
  db: Db,
  { tradeLicenseExpiresOn = '2099-12-31' }: { tradeLicenseExpiresOn?: string } = {},
): Promise<TestCompany> {
  const customerId = `TEST${randomUUID().slice(0, 8).toUpperCase()}`;
  const [row] = await db
    .insert(schema.companies)
    .values({
      name: `Test Trading ${customerId}`,
      customerId,
      tradeLicenseNumber: `TL-${customerId}`,
      tradeLicenseExpiresOn,
    })
    .returning({ id: schema.companies.id });
  if (!row) {
    throw new Error('company not created');
  }
  const admin = await buildBusinessUser(db, row.id, 'SHIPPER ADMIN');
  const shipper = await buildBusinessUser(db, row.id, 'SHIPPER');
  return { id: row.id, customerId, admin, shipper };
}

/**
 * A business user of the company as approval leaves them: a suite number (packages arrive
 * addressed to it) and a verified identity, as `buildCustomer` gives an individual, so the
 * ship-request builders work for them too.
 */
export async function buildBusinessUser(
  db: Db,
  companyId: string,
  role: Extract<Role, 'SHIPPER' | 'SHIPPER ADMIN'>,
): Promise<TestCustomer> {
  const suiteNumber = await newSuiteNumber(db);
  const built = await buildUser(db, { role, companyId, suiteNumber });
  await db.insert(schema.userIdentities).values({
    userId: built.user.id,
    documentType: 'passport',
    issuingCountryCode: 'KW',
    number: 'K7654321',
    status: 'verified',
    reviewedAt: new Date(),
  });
  return { ...built, suiteNumber };
}
