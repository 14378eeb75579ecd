import { schema } from '@skyparcel/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer } from '../../testing/build-user';
import { seedDemoShippingPreferences } from './seed-demo-shipping-preferences';
import { setShippingPreferences } from './set-shipping-preferences';
import { findShippingPreferenceCodes } from './shipping-preference.repository';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

async function auditCount(userId: string) {
  const rows = await ctx.db
    .select()
    .from(schema.auditLog)
    .where(
      and(
        eq(schema.auditLog.targetUserId, userId),
        eq(schema.auditLog.action, 'user.set-shipping-preferences'),
      ),
    );
  return rows.length;
}

test('sets fragile stickers and extra packing once, through the audited use case', async () => {
  const layla = await buildCustomer(ctx.db);
  await seedDemoShippingPreferences(ctx.db, layla.user.email);
  await seedDemoShippingPreferences(ctx.db, layla.user.email);
  expect(await findShippingPreferenceCodes(ctx.db, layla.user.id)).toEqual(['FRG', 'EPK']);
  expect(await auditCount(layla.user.id)).toBe(1);
});

test('leaves the preferences a newcomer chose, and an unknown e-mail alone', async () => {
  const layla = await buildCustomer(ctx.db);
  await setShippingPreferences(ctx.db, { id: layla.user.id, actingAdminId: null }, ['INS']);
  await seedDemoShippingPreferences(ctx.db, layla.user.email);
  expect(await findShippingPreferenceCodes(ctx.db, layla.user.id)).toEqual(['INS']);
  await expect(
    seedDemoShippingPreferences(ctx.db, 'nobody@demo.skyparcel.test'),
  ).resolves.toBeUndefined();
});
