import { schema } from '@skyparcel/db';
import { formatCustomerId } from '@skyparcel/domain/business';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../lib/tx';

export type CompanyRow = typeof schema.companies.$inferSelect;
type CompanyUserRow = typeof schema.users.$inferSelect;

export async function findCompany(db: DbOrTx, id: string): Promise<CompanyRow | undefined> {
  const [row] = await db.select().from(schema.companies).where(eq(schema.companies.id, id));
  return row;
}

/** The company a user belongs to, if any. */
export async function findCompanyOfUser(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ company: schema.companies })
    .from(schema.users)
    .innerJoin(schema.companies, eq(schema.companies.id, schema.users.companyId))
    .where(eq(schema.users.id, userId));
  return row?.company;
}

export async function insertCompany(
  tx: DbOrTx,
  values: typeof schema.companies.$inferInsert,
): Promise<CompanyRow> {
  const [row] = await tx.insert(schema.companies).values(values).returning();
  if (!row) {
    throw new Error('company insert returned no row');
  }
  return row;
}

/**
 * The next Customer ID from the sequence. A number some company already holds (one given by
 * hand before the sequence existed, like the first demo company's) is passed over.
 */
export async function nextCustomerId(tx: DbOrTx): Promise<string> {
  for (;;) {
    const [next] = await tx
      .select({ value: sql<string>`nextval(${sql.raw(`'${schema.customerIdNumbers.seqName}'`)})` })
      .from(sql`(values (1)) as one (x)`);
    const customerId = formatCustomerId(Number(next?.value));
    const [taken] = await tx
      .select({ id: schema.companies.id })
      .from(schema.companies)
      .where(eq(schema.companies.customerId, customerId));
    if (!taken) {
      return customerId;
    }
  }
}

/** The users of one company, oldest first (GET /UserProfile/maintenance). */
export async function listCompanyUsers(db: DbOrTx, companyId: string): Promise<CompanyUserRow[]> {
  return db
    .select()
    .from(schema.users)
    .where(eq(schema.users.companyId, companyId))
    .orderBy(asc(schema.users.createdAt), asc(schema.users.email));
}

/**
 * One user of the company, locked for a change; another company's user (or nobody) is
 * undefined, so the caller answers as for a missing user.
 */
export async function lockCompanyUser(tx: Tx, companyId: string, userId: string) {
  const [row] = await tx
    .select()
    .from(schema.users)
    .where(and(eq(schema.users.id, userId), eq(schema.users.companyId, companyId)))
    .for('update');
  return row;
}

/**
 * Locks the company's active SHIPPER ADMINs other than `exceptUserId` and counts them: two
 * admins demoting each other at once are serialised here, so the company keeps one.
 */
export async function countOtherActiveShipperAdmins(
  tx: Tx,
  companyId: string,
  exceptUserId: string,
): Promise<number> {
  const rows = await tx
    .select({ id: schema.users.id })
    .from(schema.users)
    .where(
      and(
        eq(schema.users.companyId, companyId),
        eq(schema.users.role, 'SHIPPER ADMIN'),
        eq(schema.users.isActive, true),
        eq(schema.users.isRejected, false),
        ne(schema.users.id, exceptUserId),
      ),
    )
    .orderBy(asc(schema.users.id))
    .for('update');
  return rows.length;
}

/** Companies whose license reminder is due and not yet sent for that expiry date. */
export async function listCompaniesToRemind(db: DbOrTx, today: string, horizon: string) {
  return db
    .select()
    .from(schema.companies)
    .where(
      and(
        sql`${schema.companies.tradeLicenseExpiresOn} between ${today} and ${horizon}`,
        sql`${schema.companies.tradeLicenseReminderSentFor} is distinct from ${schema.companies.tradeLicenseExpiresOn}`,
      ),
    );
}

/**
 * Claims the reminder of one license: only the pass that moves `reminder_sent_for` to the expiry
 * date sends it, so two processes (or a replayed pass) mail it once.
 */
export async function claimLicenseReminder(
  tx: DbOrTx,
  companyId: string,
  expiresOn: string,
): Promise<boolean> {
  const claimed = await tx
    .update(schema.companies)
    .set({ tradeLicenseReminderSentFor: expiresOn })
    .where(
      and(
        eq(schema.companies.id, companyId),
        eq(schema.companies.tradeLicenseExpiresOn, expiresOn),
        sql`${schema.companies.tradeLicenseReminderSentFor} is distinct from ${expiresOn}`,
      ),
    )
    .returning({ id: schema.companies.id });
  return claimed.length > 0;
}
