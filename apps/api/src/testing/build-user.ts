import { randomUUID } from 'node:crypto';
import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import { hashPassword } from '../modules/credentials';
import { findActiveWarehouses, findWarehouse } from '../modules/reference';
import { createSession } from '../modules/sessions';
import { insertUser, type NewUser, newSuiteNumber, type UserRow } from '../modules/users';

/** Someone a test is about: their account and a live session's token, a `Caller` of `as()`. */
export type TestUser = { user: UserRow; token: string };

/** A customer as approval leaves them: with a suite number (and a locker at each warehouse). */
export type TestCustomer = TestUser & { suiteNumber: string };

type BuildUserOptions = Partial<NewUser> & {
  /** Hashed as registration hashes it, for a test that signs in through the real steps. */
  password?: string;
  /** STAFF only: the codes of the warehouses they work at ('US-DE'). */
  warehouses?: string[];
  /**
   * An approved customer's identity for customs (decision 047): verified unless told, as a
   * customer who ships to Kuwait has it; 'missing' for a test of the identity rules.
   */
  identity?: 'verified' | 'missing';
};

/**
 * A new confirmed, approved person of `role` (CUSTOMER unless told) with a live session, made
 * through the users module and the session store (the sign-in steps have their own tests). An
 * approved customer gets what approval gives: a suite number and a locker at every active
 * warehouse. Each call makes a new person, so tests never share state; any column can be set.
 */
export async function buildUser(db: Db, options: BuildUserOptions = {}): Promise<TestUser> {
  const user = await buildAccount(db, options);
  return { user, token: (await createSession(db, user.id)).token };
}

/**
 * The same person without a session, for a test of the sign-in steps themselves (a session the
 * builder opened would be counted with the one the test signs in for).
 */
export async function buildAccount(
  db: Db,
  { warehouses = [], password, identity = 'verified', ...values }: BuildUserOptions = {},
): Promise<UserRow> {
  const role = values.role ?? 'CUSTOMER';
  const isApprovedCustomer = role === 'CUSTOMER' && (values.isApproved ?? true);
  const user = await insertUser(db, {
    email: `${role.toLowerCase().replace(/\s+/g, '-')}-${randomUUID().slice(0, 8)}@example.com`,
    firstName: 'Sara',
    lastName: 'Nasser',
    isApproved: true,
    emailConfirmedAt: new Date(),
    ...(password === undefined ? {} : { passwordHash: await hashPassword(password) }),
    ...(isApprovedCustomer && !values.suiteNumber ? { suiteNumber: await newSuiteNumber(db) } : {}),
    ...values,
    role,
  });
  if (!user) {
    throw new Error(`user not created: ${values.email ?? role} is taken`);
  }
  // The same rows approval (update-user-status.ts) and the staff warehouse list write.
  if (isApprovedCustomer) {
    const active = await findActiveWarehouses(db);
    await db
      .insert(schema.packageLockers)
      .values(active.map(({ warehouse }) => ({ userId: user.id, warehouseId: warehouse.id })));
  }
  if (isApprovedCustomer && identity === 'verified') {
    // The rows a passport, a scan and a clerk's verdict leave (modules/identity has the steps).
    await db.insert(schema.userIdentities).values({
      userId: user.id,
      documentType: 'passport',
      issuingCountryCode: 'KW',
      number: 'K7654321',
      status: 'verified',
      reviewedAt: new Date(),
    });
  }
  if (warehouses.length > 0) {
    const ids = await Promise.all(warehouses.map((code) => warehouseIdOf(db, code)));
    await db
      .insert(schema.staffWarehouses)
      .values(ids.map((warehouseId) => ({ userId: user.id, warehouseId })));
  }
  return user;
}

/** An approved customer with a suite number, a locker at each warehouse and a session. */
export async function buildCustomer(
  db: Db,
  values: Omit<BuildUserOptions, 'role' | 'isApproved' | 'warehouses'> = {},
): Promise<TestCustomer> {
  const customer = await buildUser(db, values);
  const { suiteNumber } = customer.user;
  if (!suiteNumber) {
    throw new Error('customer has no suite number');
  }
  return { ...customer, suiteNumber };
}

/** The id of the active warehouse with this code ('US-DE'). */
export async function warehouseIdOf(db: Db, code: string): Promise<string> {
  const found = await findWarehouse(db, code);
  if (!found) {
    throw new Error(`no warehouse ${code}`);
  }
  return found.warehouse.id;
}
