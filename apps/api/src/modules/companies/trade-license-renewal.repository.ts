import { schema } from '@skyparcel/db';
import type { BusinessApplicationStatus } from '@skyparcel/domain/business';
import { and, asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../lib/tx';

export type TradeLicenseRenewalRow = typeof schema.tradeLicenseRenewals.$inferSelect;
type NewTradeLicenseRenewal = typeof schema.tradeLicenseRenewals.$inferInsert;

/** A renewal with its company's license on file and who sent it, as the screens show it. */
export type TradeLicenseRenewalView = {
  renewal: TradeLicenseRenewalRow;
  company: {
    name: string;
    customerId: string | null;
    tradeLicenseNumber: string | null;
    tradeLicenseExpiresOn: string | null;
  };
  submitter: { id: string; firstName: string; lastName: string; email: string };
};

const renewals = schema.tradeLicenseRenewals;

function selectViews(db: DbOrTx) {
  return db
    .select({
      renewal: renewals,
      company: {
        name: schema.companies.name,
        customerId: schema.companies.customerId,
        tradeLicenseNumber: schema.companies.tradeLicenseNumber,
        tradeLicenseExpiresOn: schema.companies.tradeLicenseExpiresOn,
      },
      submitter: {
        id: schema.users.id,
        firstName: schema.users.firstName,
        lastName: schema.users.lastName,
        email: schema.users.email,
      },
    })
    .from(renewals)
    .innerJoin(schema.companies, eq(schema.companies.id, renewals.companyId))
    .innerJoin(schema.users, eq(schema.users.id, renewals.submittedBy));
}

export async function insertTradeLicenseRenewal(
  tx: DbOrTx,
  values: NewTradeLicenseRenewal,
): Promise<TradeLicenseRenewalRow> {
  const [row] = await tx.insert(renewals).values(values).returning();
  if (!row) {
    throw new Error('trade license renewal insert returned no row');
  }
  return row;
}

/** The company's latest renewal (the company is in the `where`: a company sees only its own). */
export async function findLatestRenewalOfCompany(
  db: DbOrTx,
  companyId: string,
): Promise<TradeLicenseRenewalView | undefined> {
  const [row] = await selectViews(db)
    .where(eq(renewals.companyId, companyId))
    .orderBy(desc(renewals.createdAt))
    .limit(1);
  return row;
}

/** One renewal of this company, or undefined (another company's looks like a missing one). */
export async function findCompanyRenewal(
  db: DbOrTx,
  companyId: string,
  id: string,
): Promise<TradeLicenseRenewalView | undefined> {
  const [row] = await selectViews(db).where(
    and(eq(renewals.id, id), eq(renewals.companyId, companyId)),
  );
  return row;
}

/** The operators' view of one renewal. */
export async function findTradeLicenseRenewal(
  db: DbOrTx,
  id: string,
): Promise<TradeLicenseRenewalView | undefined> {
  const [row] = await selectViews(db).where(eq(renewals.id, id));
  return row;
}

/** The operators' queue: renewals in one state, the longest waiting first. */
export async function listTradeLicenseRenewals(
  db: DbOrTx,
  status: BusinessApplicationStatus,
): Promise<TradeLicenseRenewalView[]> {
  return selectViews(db)
    .where(eq(renewals.status, status))
    .orderBy(asc(renewals.createdAt))
    .limit(200);
}

export async function lockTradeLicenseRenewal(tx: Tx, id: string) {
  const [row] = await tx.select().from(renewals).where(eq(renewals.id, id)).for('update');
  return row;
}

export async function updateTradeLicenseRenewal(
  tx: DbOrTx,
  id: string,
  changes: Partial<NewTradeLicenseRenewal>,
): Promise<void> {
  await tx.update(renewals).set(changes).where(eq(renewals.id, id));
}

/** Approval: the company's license on file becomes the renewed one. */
export async function updateCompanyLicense(
  tx: DbOrTx,
  companyId: string,
  license: { tradeLicenseNumber: string; tradeLicenseExpiresOn: string },
): Promise<void> {
  await tx.update(schema.companies).set(license).where(eq(schema.companies.id, companyId));
}
