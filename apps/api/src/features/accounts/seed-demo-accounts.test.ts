import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { hashPassword, verifyPassword } from './password-hash';
import { DEMO_ACCOUNTS, DEMO_COMPANY, DEMO_PASSWORD, seedDemoAccounts } from './seed-demo-accounts';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

test('seeds the six demo accounts, approved and confirmed, with the demo password', async () => {
  const users = await ctx.db.select().from(schema.users);
  expect(users.map((user) => [user.email, user.role]).sort()).toEqual(
    DEMO_ACCOUNTS.map((account) => [account.email, account.role]).sort(),
  );
  for (const user of users) {
    expect(user.isApproved && user.isActive && user.emailConfirmedAt !== null).toBe(true);
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(await verifyPassword(user.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  }
});

test('business accounts belong to the demo company', async () => {
  const [company] = await ctx.db
    .select()
    .from(schema.companies)
    .where(eq(schema.companies.customerId, DEMO_COMPANY.customerId));
  const members = await ctx.db
    .select()
    .from(schema.users)
    .where(eq(schema.users.companyId, company?.id ?? ''));
  expect(members.map((user) => user.role).sort()).toEqual(['BOT', 'SHIPPER', 'SHIPPER ADMIN']);
});

test('a second run duplicates nothing and keeps a changed password', async () => {
  const changed = await hashPassword('Another-pass-2@');
  await ctx.db
    .update(schema.users)
    .set({ passwordHash: changed })
    .where(eq(schema.users.email, 'customer@demo.skyparcel.test'));
  await seedDemoAccounts(ctx.db);
  expect(await ctx.db.select().from(schema.users)).toHaveLength(DEMO_ACCOUNTS.length);
  expect(await ctx.db.select().from(schema.companies)).toHaveLength(1);
  const [customer] = await ctx.db
    .select()
    .from(schema.users)
    .where(eq(schema.users.email, 'customer@demo.skyparcel.test'));
  expect(customer?.passwordHash).toBe(changed);
});

test('a wrong password or a malformed hash does not verify', async () => {
  const stored = await hashPassword(DEMO_PASSWORD);
  expect(await verifyPassword(stored, 'demo-pass-1!')).toBe(false);
  expect(await verifyPassword('not-a-hash', DEMO_PASSWORD)).toBe(false);
});
