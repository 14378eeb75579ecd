import { schema } from '@skyparcel/db';
import type { BusinessApplicationStatus } from '@skyparcel/domain/business';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../lib/tx';

export type BusinessApplicationRow = typeof schema.businessApplications.$inferSelect;
export type NewBusinessApplication = typeof schema.businessApplications.$inferInsert;

/** An application with the few applicant fields the screens show. */
export type BusinessApplicationView = {
  application: BusinessApplicationRow;
  applicant: { id: string; firstName: string; lastName: string; email: string };
  customerId: string | null;
};

const applicantColumns = {
  id: schema.users.id,
  firstName: schema.users.firstName,
  lastName: schema.users.lastName,
  email: schema.users.email,
};

function selectViews(db: DbOrTx) {
  return db
    .select({
      application: schema.businessApplications,
      applicant: applicantColumns,
      customerId: schema.companies.customerId,
    })
    .from(schema.businessApplications)
    .innerJoin(schema.users, eq(schema.users.id, schema.businessApplications.applicantUserId))
    .leftJoin(schema.companies, eq(schema.companies.id, schema.businessApplications.companyId));
}

export async function insertBusinessApplication(
  tx: DbOrTx,
  values: NewBusinessApplication,
): Promise<BusinessApplicationRow> {
  const [row] = await tx.insert(schema.businessApplications).values(values).returning();
  if (!row) {
    throw new Error('business application insert returned no row');
  }
  return row;
}

/** The applicant's latest application (their own: the applicant is in the `where`). */
export async function findLatestApplicationOf(
  db: DbOrTx,
  applicantUserId: string,
): Promise<BusinessApplicationView | undefined> {
  const [row] = await selectViews(db)
    .where(eq(schema.businessApplications.applicantUserId, applicantUserId))
    .orderBy(desc(schema.businessApplications.createdAt))
    .limit(1);
  return row;
}

/** Whether the applicant has ever sent an application (any status). */
export async function hasSentBusinessApplication(
  db: DbOrTx,
  applicantUserId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: schema.businessApplications.id })
    .from(schema.businessApplications)
    .where(eq(schema.businessApplications.applicantUserId, applicantUserId))
    .limit(1);
  return row !== undefined;
}

export async function findBusinessApplication(
  db: DbOrTx,
  id: string,
): Promise<BusinessApplicationView | undefined> {
  const [row] = await selectViews(db).where(eq(schema.businessApplications.id, id));
  return row;
}

/** The operators' queue: applications in one state, the longest waiting first. */
export async function listBusinessApplications(
  db: DbOrTx,
  status: BusinessApplicationStatus,
): Promise<BusinessApplicationView[]> {
  return selectViews(db)
    .where(eq(schema.businessApplications.status, status))
    .orderBy(asc(schema.businessApplications.createdAt))
    .limit(200);
}

export async function lockBusinessApplication(tx: Tx, id: string) {
  const [row] = await tx
    .select()
    .from(schema.businessApplications)
    .where(eq(schema.businessApplications.id, id))
    .for('update');
  return row;
}

export async function updateBusinessApplication(
  tx: DbOrTx,
  id: string,
  changes: Partial<NewBusinessApplication>,
): Promise<void> {
  await tx
    .update(schema.businessApplications)
    .set(changes)
    .where(eq(schema.businessApplications.id, id));
}
