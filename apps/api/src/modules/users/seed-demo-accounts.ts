import type { Db } from '@skyparcel/db';
import { DEMO_TOTP_SECRET } from '@skyparcel/db/seed';
import { OPERATOR_ROLES, type Role } from '@skyparcel/domain/accounts';
import { createTotpSecretCipher, hashPassword, type TotpSecretCipher } from '../credentials';
import { insertUsers, listOperatorsByEmail, listUserEmails, updateUser } from './user.repository';

/** The demo sign-ins the README lists; every one has this password. */
export const DEMO_PASSWORD = 'Demo-pass-1!';

/** The demo company: its Customer ID is the sequence's first, issued by its approval (issue 15). */
export const DEMO_COMPANY = { name: 'Demo Trading LLC', customerId: 'SKEC1001' } as const;

export const DEMO_ACCOUNTS: {
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  inCompany: boolean;
  /** Brought over from the old portal without a password: the e-mail check says MigratedUser. */
  isMigrated?: boolean;
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
  {
    email: 'migrated@demo.skyparcel.test',
    firstName: 'Farah',
    lastName: 'Nasser',
    role: 'CUSTOMER',
    inCompany: false,
    isMigrated: true,
  },
];

/**
 * Creates the demo accounts, confirmed and approved, once: a second run
 * finds them by e-mail and changes nothing (not even a password someone changed). The demo staff
 * and admin get the demo authenticator, encrypted under `authSecret` and confirmed.
 */
export async function seedDemoAccounts(
  db: Db,
  authSecret: string,
  now: Date = new Date(),
): Promise<void> {
  const known = new Set(await listUserEmails(db));
  const missing = DEMO_ACCOUNTS.filter((account) => !known.has(account.email));
  if (missing.length > 0) {
    await insertDemoAccounts(db, missing, now);
  }
  await seedDemoAuthenticators(db, createTotpSecretCipher(authSecret));
}

async function insertDemoAccounts(db: Db, missing: typeof DEMO_ACCOUNTS, now: Date): Promise<void> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  // The company's users join Demo Trading LLC once its application is approved
  // (modules/companies, seedDemoCompany): the Customer ID comes from the approval.
  await insertUsers(
    db,
    missing.map(({ inCompany, isMigrated, ...account }) => ({
      ...account,
      passwordHash: isMigrated ? null : passwordHash,
      isApproved: true,
      emailConfirmedAt: now,
    })),
  );
}

/**
 * Gives the demo operators the demo authenticator when they have none, or one this server cannot
 * read (AUTH_SECRET changed): a demo admin is never locked out of the demo. A readable secret,
 * demo or enrolled anew, stays as it is.
 */
async function seedDemoAuthenticators(db: Db, cipher: TotpSecretCipher): Promise<void> {
  const emails = DEMO_ACCOUNTS.filter((account) => OPERATOR_ROLES.includes(account.role)).map(
    (account) => account.email,
  );
  const operators = await listOperatorsByEmail(db, emails);
  for (const operator of operators) {
    if (operator.stored && isReadable(cipher, operator.stored, operator.id)) {
      continue;
    }
    // Step 0 marks it confirmed: the first code a person types is already a later step.
    await updateUser(db, operator.id, {
      totpSecretEncrypted: cipher.encrypt(DEMO_TOTP_SECRET, operator.id),
      totpLastStep: 0,
    });
  }
}

function isReadable(cipher: TotpSecretCipher, stored: string, userId: string): boolean {
  try {
    cipher.decrypt(stored, userId);
    return true;
  } catch {
    return false;
  }
}
