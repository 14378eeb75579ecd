import { schema } from '@skyparcel/db';
import { DEMO_TOTP_SECRET } from '@skyparcel/db/seed';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { TEST_AUTH_SECRET } from '../../testing/test-auth-secret';
import { createTotpSecretCipher, hashPassword, verifyPassword } from '../credentials';
import { DEMO_ACCOUNTS, DEMO_COMPANY, DEMO_PASSWORD, seedDemoAccounts } from './seed-demo-accounts';

const MIGRATED = 'migrated@demo.skyparcel.test';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

test('seeds the demo accounts, approved and confirmed, with the demo password', async () => {
  const users = await ctx.db.select().from(schema.users);
  expect(users.map((user) => [user.email, user.role]).sort()).toEqual(
    DEMO_ACCOUNTS.map((account) => [account.email, account.role]).sort(),
  );
  for (const user of users) {
    expect(user.isApproved && user.isActive && user.emailConfirmedAt !== null).toBe(true);
    if (user.email === MIGRATED) {
      continue;
    }
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=65536,t=3,p=1\$/);
    expect(await verifyPassword(user.passwordHash ?? '', DEMO_PASSWORD)).toBe(true);
  }
});

test('the migrated demo account has no password yet, so the e-mail check reports MigratedUser', async () => {
  const [migrated] = await ctx.db
    .select()
    .from(schema.users)
    .where(eq(schema.users.email, MIGRATED));
  expect(migrated?.passwordHash).toBeNull();
  const answer = await ctx.app.inject({
    method: 'POST',
    url: '/api/login/user-type',
    payload: { emailAddress: MIGRATED },
  });
  expect(answer.json().status).toBe('MigratedUser');
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
  await seedDemoAccounts(ctx.db, TEST_AUTH_SECRET);
  expect(await ctx.db.select().from(schema.users)).toHaveLength(DEMO_ACCOUNTS.length);
  expect(await ctx.db.select().from(schema.companies)).toHaveLength(1);
  const [customer] = await ctx.db
    .select()
    .from(schema.users)
    .where(eq(schema.users.email, 'customer@demo.skyparcel.test'));
  expect(customer?.passwordHash).toBe(changed);
});

test('the demo staff and admin have the demo authenticator, encrypted and confirmed', async () => {
  const cipher = createTotpSecretCipher(TEST_AUTH_SECRET);
  const users = await ctx.db.select().from(schema.users);
  for (const user of users) {
    const isOperator = user.role === 'STAFF' || user.role === 'ADMIN';
    expect(user.totpLastStep, user.email).toBe(isOperator ? 0 : null);
    if (!isOperator) {
      expect(user.totpSecretEncrypted).toBeNull();
      continue;
    }
    expect(user.totpSecretEncrypted).not.toContain(DEMO_TOTP_SECRET);
    expect(cipher.decrypt(user.totpSecretEncrypted ?? '', user.id)).toBe(DEMO_TOTP_SECRET);
  }
});

test('a second run keeps an operator’s own authenticator and restores an unreadable one', async () => {
  const cipher = createTotpSecretCipher(TEST_AUTH_SECRET);
  const operators = await ctx.db
    .select()
    .from(schema.users)
    .where(inArray(schema.users.email, ['staff@demo.skyparcel.test', 'admin@demo.skyparcel.test']));
  const [staff, admin] = operators.sort((a, b) =>
    a.role === 'STAFF' ? -1 : b.role === 'STAFF' ? 1 : 0,
  );
  if (!staff || !admin) {
    throw new Error('demo operators missing');
  }
  const own = cipher.encrypt('JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', staff.id);
  await ctx.db
    .update(schema.users)
    .set({ totpSecretEncrypted: own, totpLastStep: 12 })
    .where(eq(schema.users.id, staff.id));
  const unreadable = createTotpSecretCipher('another-auth-secret-of-32-characters!').encrypt(
    DEMO_TOTP_SECRET,
    admin.id,
  );
  await ctx.db
    .update(schema.users)
    .set({ totpSecretEncrypted: unreadable, totpLastStep: 99 })
    .where(eq(schema.users.id, admin.id));

  await seedDemoAccounts(ctx.db, TEST_AUTH_SECRET);

  const after = await ctx.db
    .select()
    .from(schema.users)
    .where(inArray(schema.users.id, [staff.id, admin.id]));
  const staffAfter = after.find((user) => user.id === staff.id);
  const adminAfter = after.find((user) => user.id === admin.id);
  expect(staffAfter).toMatchObject({ totpSecretEncrypted: own, totpLastStep: 12 });
  expect(cipher.decrypt(adminAfter?.totpSecretEncrypted ?? '', admin.id)).toBe(DEMO_TOTP_SECRET);
  expect(adminAfter?.totpLastStep).toBe(0);
});

test('a wrong password or a malformed hash does not verify', async () => {
  const stored = await hashPassword(DEMO_PASSWORD);
  expect(await verifyPassword(stored, 'demo-pass-1!')).toBe(false);
  expect(await verifyPassword('not-a-hash', DEMO_PASSWORD)).toBe(false);
});
