import { randomUUID } from 'node:crypto';
import type { Db } from '@skyparcel/db';
import { schema } from '@skyparcel/db';
import type { Role } from '@skyparcel/domain/accounts';
import { inArray } from 'drizzle-orm';
import { createSession } from '../modules/sessions';

type UserInsert = typeof schema.users.$inferInsert;

/**
 * An approved, confirmed user of one role with a live session, made straight in the database (the
 * sign-in steps have their own tests). Each call makes a new person, so tests never share state.
 */
export async function buildUser(db: Db, role: Role, overrides: Partial<UserInsert> = {}) {
  const id = randomUUID().slice(0, 8);
  const [user] = await db
    .insert(schema.users)
    .values({
      email: `${role.toLowerCase().replace(/\s+/g, '-')}-${id}@example.com`,
      firstName: 'Test',
      lastName: role,
      role,
      isApproved: true,
      emailConfirmedAt: new Date(),
      ...overrides,
    })
    .returning();
  if (!user) {
    throw new Error('user not created');
  }
  return { user, token: (await createSession(db, user.id)).token };
}

/** A warehouse clerk (or an admin) who works at the warehouses with these codes. */
export async function buildOperator(
  db: Db,
  role: 'STAFF' | 'ADMIN',
  warehouseCodes: string[] = [],
) {
  const operator = await buildUser(db, role);
  if (warehouseCodes.length > 0) {
    const warehouses = await db
      .select({ id: schema.warehouses.id })
      .from(schema.warehouses)
      .where(inArray(schema.warehouses.code, warehouseCodes));
    await db
      .insert(schema.staffWarehouses)
      .values(warehouses.map((w) => ({ userId: operator.user.id, warehouseId: w.id })));
  }
  return operator;
}
