import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { Role } from '@skyparcel/domain/accounts';
import { eq } from 'drizzle-orm';
import { hashPassword } from './password-hash';

/** The demo sign-ins the README lists; every one has this password. */
export const DEMO_PASSWORD = 'Demo-pass-1!';

export const DEMO_COMPANY = { name: 'Demo Trading LLC', customerId: 'SKEC1001' } as const;

export const DEMO_ACCOUNTS: {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  inCompany: boolean;
}[] = [
  {
    email: 'customer@demo.skyparcel.test',
    firstName: 'Layla',
    lastName: 'Haddad',
    role: 'CUSTOMER',
    inCompany: false,
  },
  {
    email: 'business-admin@demo.skyparcel.test',
    firstName: 'Omar',
    lastName: 'Saleh',
    role: 'SHIPPER ADMIN',
    inCompany: true,
  },
  {
    email: 'business-user@demo.skyparcel.test',
    firstName: 'Ingrid',
    lastName: 'Solberg',
    role: 'SHIPPER',
    inCompany: true,
  },
  {
    email: 'bot@demo.skyparcel.test',
    firstName: 'Booking',
    lastName: 'Agent',
    role: 'BOT',
    inCompany: true,
  },
  {
    email: 'staff@demo.skyparcel.test',
    firstName: 'Claire',
    lastName: 'Martin',
    role: 'STAFF',
    inCompany: false,
  },
  {
    email: 'admin@demo.skyparcel.test',
    firstName: 'Nadia',
    lastName: 'Al Mansouri',
    role: 'ADMIN',
    inCompany: false,
  },
];

/**
 * Creates the demo company and the six demo accounts, confirmed and approved, once: a second run
 * finds them by e-mail and changes nothing (not even a password someone changed).
 */
export async function seedDemoAccounts(db: Db): Promise<void> {
  const existing = await db.select({ email: schema.users.email }).from(schema.users);
  const known = new Set(existing.map((row) => row.email));
  const missing = DEMO_ACCOUNTS.filter((account) => !known.has(account.email));
  if (missing.length === 0) {
    return;
  }
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await db.transaction(async (tx) => {
    await tx.insert(schema.companies).values(DEMO_COMPANY).onConflictDoNothing();
    const [company] = await tx
      .select({ id: schema.companies.id })
      .from(schema.companies)
      .where(eq(schema.companies.customerId, DEMO_COMPANY.customerId));
    await tx
      .insert(schema.users)
      .values(
        missing.map(({ inCompany, ...account }) => ({
          ...account,
          passwordHash,
          companyId: inCompany ? (company?.id ?? null) : null,
          isApproved: true,
          emailConfirmedAt: new Date(),
        })),
      )
      .onConflictDoNothing();
  });
}
