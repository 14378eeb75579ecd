import { schema } from '@skyparcel/db';
import { LIST_COUNT_CAP } from '@skyparcel/domain/reference';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, buildUser, type TestUser, warehouseIdOf } from '../../testing/build-user';
import { sessionFor } from '../../testing/session-for';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
/** The demo clerk (at every warehouse), the demo admin and the demo customer. */
let staff: TestUser;
let admin: TestUser;
let demoCustomer: TestUser;
let usWarehouseId = '';

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await sessionFor(ctx.db, 'staff@demo.skyparcel.test');
  admin = await sessionFor(ctx.db, 'admin@demo.skyparcel.test');
  demoCustomer = await sessionFor(ctx.db, 'customer@demo.skyparcel.test');
  usWarehouseId = await warehouseIdOf(ctx.db, 'US-DE');
});
afterAll(async () => ctx.close());

async function mailsTo(email: string) {
  return (await as(ctx.app, null).get(`/api/dev/mailbox?to=${email}`)).json();
}

const receipt = (suiteNumber?: string) => ({
  ...(suiteNumber ? { suiteNumber } : {}),
  retailerName: 'Amazon',
  retailerTrackingNumber: `1Z${Math.random().toString().slice(2, 14)}`,
  carrier: 'UPS',
  weight: { amount: 2.5, unit: 'lb' },
  dimensions: { length: 12, width: 8, depth: 4, unit: 'in' },
  pieces: [{ receptacleId: 'R1', value: { amount: 99.98, currency: 'USD' } }],
  lineItems: [
    {
      inventoryId: 'INV-1',
      description: 'Running shoes',
      quantity: 2,
      valuePerUnit: { amount: 49.99, currency: 'USD' },
      hsCode: '6404.11',
      declaredValue: { amount: 99.98, currency: 'USD' },
      exportDescription: 'Footwear, rubber soles',
      scheduleB: '6404.11.9000',
      statisticalQuantity: 2,
    },
  ],
  warehouseComment: 'Box slightly dented',
});

describe('GET /api/staff/warehouses', () => {
  test('is for staff and admins only', async () => {
    const asCustomer = await as(ctx.app, demoCustomer).get('/api/staff/warehouses');
    expect(asCustomer.statusCode).toBe(403);
    expect(asCustomer.json().error.code).toBe('FORBIDDEN');
    const asVisitor = await as(ctx.app, null).get('/api/staff/warehouses');
    expect(asVisitor.statusCode).toBe(401);
  });
});

describe('GET /api/staff/suites/{suiteNumber}', () => {
  test('finds the customer by suite number, whatever the case', async () => {
    const customer = await buildCustomer(ctx.db);
    const response = await as(ctx.app, staff).get(
      `/api/staff/suites/${customer.suiteNumber.toLowerCase()}`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ userId: customer.user.id, firstName: 'Sara' });
  });

  test('a STAFF account assigned to no warehouse looks no suite up (issue 27)', async () => {
    const customer = await buildCustomer(ctx.db);
    const nowhere = await buildUser(ctx.db, { role: 'STAFF' });
    const refused = await as(ctx.app, nowhere).get(`/api/staff/suites/${customer.suiteNumber}`);
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toContain(customer.user.email);
  });

  test('an unknown suite answers 404 with its number', async () => {
    const response = await as(ctx.app, staff).get('/api/staff/suites/SP000000');
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe('No customer has the suite number SP000000.');
  });
});

describe('POST /api/staff/warehouses/{warehouseId}/packages', () => {
  test('records a package with pieces and line items, notifies and e-mails the customer, audits', async () => {
    const customer = await buildCustomer(ctx.db, { preferredLocale: 'fr' });
    const response = await as(ctx.app, staff).post(
      `/api/staff/warehouses/${usWarehouseId}/packages`,
      receipt(customer.suiteNumber),
    );
    expect(response.statusCode).toBe(201);
    const pkg = response.json();
    expect(pkg).toMatchObject({
      status: 'in_review',
      tab: 'inReview',
      userId: customer.user.id,
      suiteNumber: customer.suiteNumber,
      weight: { amount: 2.5, unit: 'Lb' },
      dimensions: { unit: 'In' },
      quantity: 2,
      totalValue: { amount: 99.98, currency: 'USD' },
      freeDaysRemaining: 30,
      chargeableDays: 0,
      warehouseComment: 'Box slightly dented',
      pieces: [{ receptacleId: 'R1', value: { amount: 99.98, currency: 'USD' } }],
    });
    expect(pkg.packageNumber).toMatch(/^PK\d+$/);
    expect(pkg.lineItems[0]).toMatchObject({
      inventoryId: 'INV-1',
      hsCode: '640411',
      scheduleB: '6404119000',
      totalValue: { amount: 99.98, currency: 'USD' },
      statisticalQuantity: 2,
    });
    expect(pkg.history).toEqual([
      expect.objectContaining({ toStatus: 'in_review', fromStatus: null }),
    ]);

    const [mail] = await mailsTo(customer.user.email);
    expect(mail.subject).toBe(`Votre colis ${pkg.packageNumber} est arrivé`);
    const notes = (await as(ctx.app, customer).get('/api/user/notifications')).json();
    expect(notes).toEqual([
      expect.objectContaining({ kind: 'package_received', packageId: pkg.id }),
    ]);
    const [audit] = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, 'package.receive'),
          eq(schema.auditLog.targetUserId, customer.user.id),
        ),
      );
    expect(audit?.actorUserId).toBe(staff.user.id);
  });

  test('an unknown suite number keeps the package unassigned; assigning it later tells the customer', async () => {
    const response = await as(ctx.app, staff).post(
      `/api/staff/warehouses/${usWarehouseId}/packages`,
      receipt('SP000001'),
    );
    expect(response.statusCode).toBe(201);
    const pkg = response.json();
    expect(pkg).toMatchObject({ userId: null, suiteNumber: 'SP000001', customerName: null });

    const unassigned = (
      await as(ctx.app, staff).get('/api/staff/packages?unassigned=true&suite=SP000001')
    ).json();
    expect(unassigned.items.map((item: { id: string }) => item.id)).toContain(pkg.id);

    const customer = await buildCustomer(ctx.db);
    const assigned = await as(ctx.app, staff).put(`/api/staff/packages/${pkg.id}/assign`, {
      suiteNumber: customer.suiteNumber,
    });
    expect(assigned.statusCode).toBe(200);
    expect(assigned.json()).toMatchObject({ userId: customer.user.id });
    expect(await mailsTo(customer.user.email)).toHaveLength(1);

    const again = await as(ctx.app, staff).put(`/api/staff/packages/${pkg.id}/assign`, {
      suiteNumber: customer.suiteNumber,
    });
    expect(again.json().error.code).toBe('PACKAGE_NOT_CHANGEABLE');
    const unknown = await as(ctx.app, staff).put(`/api/staff/packages/${pkg.id}/assign`, {
      suiteNumber: 'SP000002',
    });
    expect(unknown.statusCode).toBe(404);
  });

  test('refuses a receipt without retailer, with a zero weight or a bad HS code', async () => {
    const response = await as(ctx.app, staff).post(
      `/api/staff/warehouses/${usWarehouseId}/packages`,
      {
        ...receipt(),
        retailerName: '',
        weight: { amount: 0, unit: 'kg' },
        lineItems: [{ ...receipt().lineItems[0], hsCode: '12' }],
      },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({
      retailerName: 'validation.required',
      'weight.amount': 'validation.positiveNumber',
      'lineItems.0.hsCode': 'validation.hsCode',
    });
  });

  test('an unknown warehouse answers 404 with the catalogue text', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const response = await as(ctx.app, staff).post(
      `/api/staff/warehouses/${id}/packages`,
      receipt(),
    );
    expect(response.statusCode).toBe(404);
    expect(response.json().error.message).toBe(`Warehouse with id could not be found`);
  });

  test('a clerk not assigned to the warehouse gets 403; an admin may act at any', async () => {
    const clerk = await buildUser(ctx.db, { role: 'STAFF', warehouses: ['GB-LON'] });
    const londonId = await warehouseIdOf(ctx.db, 'GB-LON');
    const refused = await as(ctx.app, clerk).post(
      `/api/staff/warehouses/${usWarehouseId}/packages`,
      receipt(),
    );
    expect(refused.statusCode).toBe(403);
    const usPackage = await buildPackage(ctx.db, { owner: null });
    expect((await as(ctx.app, clerk).get(`/api/staff/packages/${usPackage.id}`)).statusCode).toBe(
      403,
    );
    // The receiving form offers only the clerk's own warehouses; an admin gets them all.
    const own = (await as(ctx.app, clerk).get('/api/staff/warehouses')).json();
    expect(own.map((warehouse: { code: string }) => warehouse.code)).toEqual(['GB-LON']);
    const all = (await as(ctx.app, admin).get('/api/staff/warehouses')).json();
    expect(all.length).toBeGreaterThanOrEqual(3);
    const list = (await as(ctx.app, clerk).get('/api/staff/packages')).json();
    expect(list.items.every((item: { warehouseId: string }) => item.warehouseId === londonId)).toBe(
      true,
    );
    const byAdmin = await as(ctx.app, admin).post(
      `/api/staff/warehouses/${usWarehouseId}/packages`,
      receipt(),
    );
    expect(byAdmin.statusCode).toBe(201);
  });
});

describe('PUT /api/staff/packages/{packageId}/status', () => {
  test('in review -> action required needs a reason, e-mails the customer and adds a notification', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    const noReason = await as(ctx.app, staff).put(`/api/staff/packages/${pkg.id}/status`, {
      status: 'action_required',
    });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ reason: 'validation.reason' });

    const response = await as(ctx.app, staff).put(`/api/staff/packages/${pkg.id}/status`, {
      status: 'action_required',
      reason: 'dgr',
      adminComment: 'Lithium battery inside',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'action_required',
      reason: 'dgr',
      adminComment: 'Lithium battery inside',
    });
    const [mail] = await mailsTo(customer.user.email);
    expect(mail.subject).toContain('Action required');
    expect(mail.text).toContain('dangerous goods (DGR) declaration');
    expect(mail.text).toContain('Lithium battery inside');
    const notes = (await as(ctx.app, customer).get('/api/user/notifications')).json();
    expect(notes[0]).toMatchObject({ kind: 'action_required', packageId: pkg.id });
    expect(notes[0].message).toContain('dangerous goods');
  });

  test('-> ready to send clears the reason; a move the rules forbid answers 409', async () => {
    const pkg = await buildPackage(ctx.db, { owner: null, status: 'action_required' });
    const ready = await as(ctx.app, staff).put(`/api/staff/packages/${pkg.id}/status`, {
      status: 'ready_to_send',
    });
    expect(ready.json()).toMatchObject({ status: 'ready_to_send', reason: null });
    const wrong = await as(ctx.app, staff).put(`/api/staff/packages/${pkg.id}/status`, {
      status: 'delivered',
    });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().error.code).toBe('PACKAGE_NOT_CHANGEABLE');
    const history = await ctx.db
      .select()
      .from(schema.packageStatusHistory)
      .where(eq(schema.packageStatusHistory.packageId, pkg.id));
    expect(history).toEqual([
      expect.objectContaining({
        fromStatus: 'action_required',
        toStatus: 'ready_to_send',
        actorUserId: staff.user.id,
      }),
    ]);
  });

  test('staff discard an abandoned package and finish a return', async () => {
    const discard = await buildPackage(ctx.db, { owner: null, status: 'discard_requested' });
    const done = await as(ctx.app, staff).put(`/api/staff/packages/${discard.id}/status`, {
      status: 'discarded',
    });
    expect(done.json().status).toBe('discarded');
    const back = await buildPackage(ctx.db, { owner: null, status: 'return_requested' });
    const returned = await as(ctx.app, staff).put(`/api/staff/packages/${back.id}/status`, {
      status: 'returned',
    });
    expect(returned.json()).toMatchObject({ status: 'returned', tab: 'returned' });
    // Finished packages stay finished.
    for (const [id, status] of [
      [done.json().id, 'discard_requested'],
      [back.id, 'return_requested'],
    ] as const) {
      const reopen = await as(ctx.app, staff).put(`/api/staff/packages/${id}/status`, { status });
      expect(reopen.statusCode).toBe(409);
    }
  });

  test('staff cannot discard a package the customer asked to return, nor return an abandoned one', async () => {
    const back = await buildPackage(ctx.db, { owner: null, status: 'return_requested' });
    const abandoned = await buildPackage(ctx.db, { owner: null, status: 'discard_requested' });
    const discard = await as(ctx.app, staff).put(`/api/staff/packages/${back.id}/status`, {
      status: 'discarded',
    });
    expect(discard.statusCode).toBe(409);
    const ret = await as(ctx.app, staff).put(`/api/staff/packages/${abandoned.id}/status`, {
      status: 'returned',
    });
    expect(ret.statusCode).toBe(409);
    // Nor may staff ask for a return or an abandon in the customer's place.
    const inReview = await buildPackage(ctx.db, { owner: null });
    for (const status of ['return_requested', 'discard_requested']) {
      const move = await as(ctx.app, staff).put(`/api/staff/packages/${inReview.id}/status`, {
        status,
      });
      expect(move.statusCode, status).toBe(409);
    }
  });
});

describe('GET /api/staff/packages', () => {
  test('filters by suite, status, date received and retailer', async () => {
    const customer = await buildCustomer(ctx.db);
    const old = await buildPackage(ctx.db, {
      owner: customer,
      retailerName: 'Zappos',
      receivedAt: new Date('2026-01-10T12:00:00Z'),
    });
    const recent = await buildPackage(ctx.db, {
      owner: customer,
      retailerName: 'Target',
      status: 'ready_to_send',
    });
    const ids = async (query: string) =>
      (await as(ctx.app, staff).get(`/api/staff/packages?suite=${customer.suiteNumber}&${query}`))
        .json()
        .items.map((item: { id: string }) => item.id);
    expect(await ids('')).toEqual([recent.id, old.id]);
    expect(await ids('status=ready_to_send')).toEqual([recent.id]);
    expect(await ids('retailer=zapp')).toEqual([old.id]);
    expect(await ids('receivedFrom=2026-01-10&receivedTo=2026-01-10')).toEqual([old.id]);
  });

  test("a suite finds its owner's packages whatever their label, and unassigned ones labelled with it", async () => {
    const customer = await buildCustomer(ctx.db);
    const other = await buildCustomer(ctx.db);
    const labelled = async (owner: TestUser | null, suiteNumber: string) => {
      const pkg = await buildPackage(ctx.db, { owner });
      await ctx.db
        .update(schema.packages)
        .set({ labelSuiteNumber: suiteNumber })
        .where(eq(schema.packages.id, pkg.id));
      return pkg.id;
    };
    // Mislabelled, then assigned by a clerk: the owner's suite counts, not the label.
    const owned = await labelled(customer, other.suiteNumber);
    const unassigned = await labelled(null, customer.suiteNumber);
    const othersWithTheLabel = await labelled(other, customer.suiteNumber);
    const search = async (suite: string) =>
      (await as(ctx.app, admin).get(`/api/staff/packages?suite=${suite.toLowerCase()}`)).json();
    const mine = await search(customer.suiteNumber);
    expect(mine.items.map((item: { id: string }) => item.id).sort()).toEqual(
      [owned, unassigned].sort(),
    );
    expect(mine.total).toBe(2);
    const theirs = await search(other.suiteNumber);
    expect(theirs.items.map((item: { id: string }) => item.id)).toEqual([othersWithTheLabel]);
    expect(theirs.total).toBe(1);
  });

  test('finds the returns and abandons waiting for staff, and the finished ones', async () => {
    const customer = await buildCustomer(ctx.db);
    const made: Record<string, string> = {};
    for (const status of [
      'return_requested',
      'returned',
      'discard_requested',
      'discarded',
    ] as const) {
      made[status] = (await buildPackage(ctx.db, { owner: customer, status })).id;
    }
    for (const [status, id] of Object.entries(made)) {
      const items = (
        await as(ctx.app, staff).get(
          `/api/staff/packages?suite=${customer.suiteNumber}&status=${status}`,
        )
      ).json().items;
      expect(items.map((item: { id: string; status: string }) => [item.id, item.status])).toEqual([
        [id, status],
      ]);
    }
  });

  test('counts at most 10,000 matches (decision 073), and a page past that to its own end', async () => {
    const customer = await buildCustomer(ctx.db);
    const first = await buildPackage(ctx.db, {
      owner: customer,
      receivedAt: new Date('2001-06-01T00:00:00Z'),
    });
    // 10,000 copies in one statement (older, each its own tracking number): 10,001 in the suite.
    await ctx.db.execute(sql`
      insert into packages (user_id, warehouse_id, status, retailer_name, retailer_tracking_number,
        carrier, weight_amount, weight_unit, length, width, depth, length_unit, received_at)
      select user_id, warehouse_id, status, retailer_name, 'CAP' || n, carrier, weight_amount,
        weight_unit, length, width, depth, length_unit, received_at - n * interval '1 minute'
      from packages, generate_series(1, ${LIST_COUNT_CAP}) as n
      where id = ${first.id}`);
    const search = async (query: string) =>
      (
        await as(ctx.app, staff).get(`/api/staff/packages?suite=${customer.suiteNumber}&${query}`)
      ).json();

    const capped = await search('');
    expect(capped).toMatchObject({ total: 10_000, isTotalCapped: true, page: 1, pageSize: 20 });
    expect(capped.items[0].id).toBe(first.id);
    // The console's first page, no filter, every warehouse: capped the same way.
    expect((await as(ctx.app, admin).get('/api/staff/packages')).json()).toMatchObject({
      total: 10_000,
      isTotalCapped: true,
    });
    // Page 501 (rows 10,001 to 10,020) counts to its end: all 10,001, the last one on it.
    const last = await search('page=501');
    expect(last).toMatchObject({ total: 10_001, isTotalCapped: false });
    expect(last.items).toHaveLength(1);
    // Exactly the cap is a whole count; a narrower filter is counted exactly.
    await ctx.db.delete(schema.packages).where(eq(schema.packages.retailerTrackingNumber, 'CAP1'));
    expect(await search('')).toMatchObject({ total: 10_000, isTotalCapped: false });
    expect(await search('receivedFrom=2001-06-01')).toMatchObject({
      total: 1,
      isTotalCapped: false,
    });
  });

  test('customers get 403 and visitors 401 on every staff call', async () => {
    const pkg = await buildPackage(ctx.db, { owner: null });
    const calls: [method: 'GET' | 'PUT' | 'POST', url: string, payload?: object][] = [
      ['GET', '/api/staff/suites/SP100001'],
      ['POST', `/api/staff/warehouses/${usWarehouseId}/packages`, receipt()],
      ['GET', '/api/staff/packages'],
      ['GET', `/api/staff/packages/${pkg.id}`],
      ['PUT', `/api/staff/packages/${pkg.id}/status`, { status: 'ready_to_send' }],
      ['PUT', `/api/staff/packages/${pkg.id}/assign`, { suiteNumber: 'SP100001' }],
      ['PUT', `/api/staff/packages/${pkg.id}/comments`, { adminComment: 'x' }],
    ];
    for (const [method, url, payload] of calls) {
      expect((await as(ctx.app, demoCustomer).request(method, url, payload)).statusCode, url).toBe(
        403,
      );
      const visitor = await as(ctx.app, null).request(method, url, payload);
      expect(visitor.statusCode, url).toBe(401);
    }
  });
});

describe('PUT /api/staff/packages/{packageId}/comments', () => {
  test('sets the warehouse and admin comments and audits them', async () => {
    const pkg = await buildPackage(ctx.db, { owner: null });
    const response = await as(ctx.app, staff).put(`/api/staff/packages/${pkg.id}/comments`, {
      warehouseComment: 'Wet corner',
      adminComment: 'Checked contents',
    });
    expect(response.json()).toMatchObject({
      warehouseComment: 'Wet corner',
      adminComment: 'Checked contents',
    });
  });
});

describe('the same retailer tracking number twice at one warehouse (issue 10)', () => {
  const receiveAt = (warehouseId: string, body: object) =>
    as(ctx.app, staff).post(`/api/staff/warehouses/${warehouseId}/packages`, body);
  const packagesTracked = (trackingNumber: string) =>
    ctx.db
      .select({ id: schema.packages.id })
      .from(schema.packages)
      .where(eq(schema.packages.retailerTrackingNumber, trackingNumber));

  test('asks for confirmation (409 naming the package) instead of a silent duplicate', async () => {
    const first = receipt();
    const created = await receiveAt(usWarehouseId, first);
    expect(created.statusCode).toBe(201);
    const again = await as(ctx.app, staff).post(
      `/api/staff/warehouses/${usWarehouseId}/packages?lang=fr`,
      { ...first, retailerTrackingNumber: first.retailerTrackingNumber.toLowerCase() },
    );
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      error: {
        code: 'DUPLICATE_TRACKING_NUMBER',
        message: `Le colis ${created.json().packageNumber} portant ce numéro de suivi du commerçant a déjà été reçu dans cet entrepôt.`,
      },
    });
    expect(await packagesTracked(first.retailerTrackingNumber)).toHaveLength(1);
  });

  test('receives the second package when the clerk confirms, and audits the choice', async () => {
    const first = receipt();
    expect((await receiveAt(usWarehouseId, first)).statusCode).toBe(201);
    const confirmed = await receiveAt(usWarehouseId, { ...first, confirmDuplicate: true });
    expect(confirmed.statusCode).toBe(201);
    expect(await packagesTracked(first.retailerTrackingNumber)).toHaveLength(2);
    const [audit] = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, 'package.receive'),
          sql`${schema.auditLog.details}->>'packageId' = ${confirmed.json().id}`,
        ),
      );
    expect(audit?.details).toMatchObject({ confirmedDuplicate: true });
  });

  test('the same number at another warehouse is received without a warning, naming nothing', async () => {
    const first = receipt();
    const londonId = await warehouseIdOf(ctx.db, 'GB-LON');
    expect((await receiveAt(londonId, first)).statusCode).toBe(201);
    const here = await receiveAt(usWarehouseId, first);
    expect(here.statusCode).toBe(201);
  });
});
