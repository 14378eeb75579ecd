import { schema } from '@skyparcel/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { listOwnedContacts, presentContact } from '../../modules/contacts';
import { hasOverdueInvoice } from '../../modules/invoices';
import { listUnreadNotifications } from '../../modules/notifications';
import { findLockersOf, presentLocker } from '../../modules/package-lockers';
import {
  distinctRecentAddresses,
  findRecentAddresses,
  hasUnpaidShipRequests,
} from '../../modules/ship-requests';
import type { Viewer } from '../../modules/users';
import { as } from '../../testing/as';
import { buildCompanyCast } from '../../testing/build-company';
import { buildShipRequest } from '../../testing/build-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import type { TestCustomer } from '../../testing/build-user';
import { loadOwnState } from './own-state.query';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const viewerOf = (who: TestCustomer): Viewer => ({
  id: who.user.id,
  role: who.user.role,
  companyId: who.user.companyId,
});

/** The one statement's parts against each module's own list call, for the same caller. */
async function expectSameAsTheLists(who: TestCustomer) {
  const viewer = viewerOf(who);
  const now = new Date();
  const own = await loadOwnState(ctx.db, viewer, now);
  expect(own).toBeDefined();
  expect(own?.suiteNumber).toBe(who.user.suiteNumber);
  expect(own?.lockers).toEqual((await findLockersOf(ctx.db, viewer.id)).map(presentLocker));
  expect(own?.contacts).toEqual((await listOwnedContacts(ctx.db, viewer.id)).map(presentContact));
  expect(distinctRecentAddresses(own?.recentShipTo ?? [])).toEqual(
    await findRecentAddresses(ctx.db, viewer.id),
  );
  expect(own?.hasUnpaidRequest).toBe(await hasUnpaidShipRequests(ctx.db, viewer));
  expect(own?.hasOverdueInvoice).toBe(await hasOverdueInvoice(ctx.db, viewer, now));
  expect(own?.unreadNotifications).toEqual(
    (await listUnreadNotifications(ctx.db, viewer.id)).map(({ notification }) => ({
      id: notification.id,
      updatedOn: notification.updatedAt.toISOString(),
    })),
  );
  return own;
}

test("the caller's one statement answers what each module's own list answers", async () => {
  const { company, otherCompany, individual } = await buildCompanyCast(ctx.db);
  // An address in the book, a request awaiting payment (a recent address, a debt) for two of them.
  for (const who of [individual, company.shipper]) {
    await as(ctx.app, who).post('/api/user/contacts', {
      firstName: 'Omar',
      lastName: 'Saleh',
      street: 'Block 3, Street 12',
      city: 'Salmiya',
      stateOrProvince: 'Hawalli',
      countryCode: 'KW',
      phoneCountryCode: '+965',
      phoneNumber: '5551 2345',
      addressType: 'home',
      shipperConsigneeAddressType: 'consignee',
      isDefault: false,
    });
    await buildShipRequest(ctx.app, ctx.db, who);
  }
  // Unread notices with microseconds in their times (the ISO text keeps milliseconds), one read.
  await ctx.db.insert(schema.notifications).values(
    [0, 1, 2].map((index) => ({
      userId: individual.user.id,
      kind: 'package_received' as const,
      updatedAt: sql`now() - interval '1.234567 seconds' * ${index}`,
      readAt: index === 2 ? new Date() : null,
    })),
  );
  const mine = await expectSameAsTheLists(individual);
  expect(mine?.contacts.length).toBeGreaterThanOrEqual(1);
  expect(mine?.lockers.length).toBeGreaterThan(0);
  expect(mine?.recentShipTo.length).toBe(1);
  expect(mine?.hasUnpaidRequest).toBe(true);
  expect(mine?.unreadNotifications).toHaveLength(2);
  // A business user's debts are the company's (decision 053); another company's are not.
  expect((await expectSameAsTheLists(company.admin))?.hasUnpaidRequest).toBe(true);
  expect((await expectSameAsTheLists(otherCompany.shipper))?.hasUnpaidRequest).toBe(false);
});

test('no row for a user who is gone', async () => {
  expect(
    await loadOwnState(
      ctx.db,
      { id: '00000000-0000-4000-8000-000000000000', role: 'CUSTOMER', companyId: null },
      new Date(),
    ),
  ).toBeUndefined();
});
