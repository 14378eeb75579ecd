import { schema } from '@skyparcel/db';
import { DEMO_SHIPMENTS, demoShipmentNumbers } from '@skyparcel/db/seed';
import { isValidAirWaybill } from '@skyparcel/domain/shipping';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findInvoiceForViewer, listInvoicesOfShipRequest } from '../../modules/invoices';
import { as } from '../../testing/as';
import { buildPaidShipRequest } from '../../testing/build-paid-ship-request';
import { buildShipRequest } from '../../testing/build-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, buildUser, type TestUser, warehouseIdOf } from '../../testing/build-user';
import { multipartBody, SAMPLE } from '../../testing/multipart';
import { readPdf } from '../../testing/read-pdf';
import { sessionFor } from '../../testing/session-for';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
/** The demo clerk works at every warehouse; the London clerk only at GB-LON. */
let staff: TestUser;
let admin: TestUser;
let londonClerk: TestUser;
let usWarehouseId = '';

beforeAll(async () => {
  ctx = await buildTestApp();
  staff = await sessionFor(ctx.db, 'staff@demo.skyparcel.test');
  admin = await sessionFor(ctx.db, 'admin@demo.skyparcel.test');
  londonClerk = await buildUser(ctx.db, { role: 'STAFF', warehouses: ['GB-LON'] });
  usWarehouseId = await warehouseIdOf(ctx.db, 'US-DE');
});
afterAll(async () => ctx.close());

/** Two boxes of 4 kg, 30 x 30 x 30 cm: 8 kg billed, far above the 2 kg paid for. */
const HEAVY_BOXES = [
  {
    weight: { amount: 4, unit: 'Kg' },
    dimensions: { length: 30, width: 30, depth: 30, unit: 'Cm' },
  },
  {
    weight: { amount: 4, unit: 'Kg' },
    dimensions: { length: 30, width: 30, depth: 30, unit: 'Cm' },
  },
];

const queueOf = (caller: TestUser | null, status = '') =>
  as(ctx.app, caller).get(
    `/api/staff/warehouses/${usWarehouseId}/ship-requests${status ? `?status=${status}` : ''}`,
  );

async function paidRequest(choices: Record<string, unknown> = {}) {
  const customer = await buildCustomer(ctx.db);
  const request = await buildPaidShipRequest(ctx.app, ctx.db, customer, { choices });
  return { customer, request };
}

async function auditActions(shipRequestId: string) {
  const rows = await ctx.db.select().from(schema.auditLog);
  return rows
    .filter((row) => (row.details as { shipRequestId?: string }).shipRequestId === shipRequestId)
    .map((row) => row.action);
}

describe('GET /api/staff/warehouses/{warehouseId}/ship-requests', () => {
  test('lists paid requests oldest payment first, with the options and the instructions', async () => {
    const first = await paidRequest({ options: ['LPH', 'FRG'], specialInstructions: 'Gift wrap' });
    const second = await paidRequest();
    const response = await queueOf(staff, 'paid');
    expect(response.statusCode).toBe(200);
    const items = response.json() as { id: string }[];
    const ids = items.map((item) => item.id);
    expect(ids.indexOf(first.request.id)).toBeLessThan(ids.indexOf(second.request.id));
    expect(items.find((item) => item.id === first.request.id)).toMatchObject({
      orderNumber: first.request.orderNumber,
      status: 'paid',
      warehouseCode: 'US-DE',
      destinationCode: 'KW',
      suiteNumber: first.customer.suiteNumber,
      options: ['LPH', 'FRG'],
      specialInstructions: 'Gift wrap',
      paidWeightKg: 2,
      airWaybillNumber: null,
    });
  });

  test('an unpaid request is not in the queue; a state filter shows only that state', async () => {
    const customer = await buildCustomer(ctx.db);
    const unpaid = await buildShipRequest(ctx.app, ctx.db, customer);
    const all = (await queueOf(admin)).json() as { id: string; status: string }[];
    expect(all.map((item) => item.id)).not.toContain(unpaid.id);
    const preparing = (await queueOf(staff, 'preparing')).json() as { status: string }[];
    expect(preparing.every((item) => item.status === 'preparing')).toBe(true);
    expect((await queueOf(staff, 'shipped')).statusCode).toBe(400);
  });

  test('a customer, a clerk of another warehouse and a visitor are refused', async () => {
    const { customer } = await paidRequest();
    expect((await queueOf(customer)).statusCode).toBe(403);
    const other = await queueOf(londonClerk);
    expect(other.statusCode).toBe(403);
    expect(other.json().error.code).toBe('RESOURCE_FORBIDDEN');
    expect((await queueOf(null)).statusCode).toBe(401);
  });
});

describe('POST /api/staff/ship-requests/{id}/prepare', () => {
  test('opening a paid request moves it to preparing once, audited once', async () => {
    const { request } = await paidRequest();
    const url = `/api/staff/ship-requests/${request.id}/prepare`;
    const opened = await as(ctx.app, staff).post(url);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({ status: 'preparing', checklist: [], boxes: [] });
    const again = await as(ctx.app, admin).post(url);
    expect(again.json().status).toBe('preparing');
    const moves = (await auditActions(request.id)).filter(
      (action) => action === 'ship-request.move',
    );
    expect(moves).toHaveLength(1);
  });

  test('a customer, a clerk of another warehouse and a visitor are refused; nothing moves', async () => {
    const { customer, request } = await paidRequest();
    const url = `/api/staff/ship-requests/${request.id}/prepare`;
    expect((await as(ctx.app, customer).post(url)).statusCode).toBe(403);
    expect((await as(ctx.app, londonClerk).post(url)).statusCode).toBe(403);
    expect((await as(ctx.app, null).post(url)).statusCode).toBe(401);
    const [row] = await ctx.db
      .select({ status: schema.shipRequests.status })
      .from(schema.shipRequests)
      .where(eq(schema.shipRequests.id, request.id));
    expect(row?.status).toBe('paid');
  });
});

describe('POST /api/staff/ship-requests/{id}/pack', () => {
  test('refuses until every option and the instructions are ticked, and LPH has a photo', async () => {
    const { request } = await paidRequest({
      options: ['LPH', 'FRG'],
      specialInstructions: 'Keep the receipts',
    });
    const url = `/api/staff/ship-requests/${request.id}/pack`;
    const unticked = await as(ctx.app, staff).post(url, { boxes: HEAVY_BOXES, checklist: ['FRG'] });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json().error).toMatchObject({
      code: 'PACKING_CHECKLIST_INCOMPLETE',
      message: 'Tick every item of the checklist before packing: LPH, instructions.',
    });

    const checklist = ['LPH', 'FRG', 'instructions'];
    const noPhoto = await as(ctx.app, staff).post(url, { boxes: HEAVY_BOXES, checklist });
    expect(noPhoto.statusCode).toBe(400);
    expect(noPhoto.json().error.code).toBe('PACKING_PHOTOS_REQUIRED');

    const [packageId] = request.packageIds;
    const photo = multipartBody({}, [{ name: 'contents.jpg', content: SAMPLE.jpg(400) }]);
    const uploaded = await as(ctx.app, staff).post(
      `/api/staff/packages/${packageId}/photos`,
      photo.payload,
      { headers: photo.headers },
    );
    expect(uploaded.statusCode).toBe(201);
    const packed = await as(ctx.app, staff).post(url, { boxes: HEAVY_BOXES, checklist });
    expect(packed.statusCode).toBe(200);
    expect(packed.json().packages[0].packingPhotoCount).toBe(1);
  });

  test('heavier than paid: boxes, AWB, packed, the event, an unpaid charge, all audited', async () => {
    const { customer, request } = await paidRequest();
    const response = await as(ctx.app, staff).post(`/api/staff/ship-requests/${request.id}/pack`, {
      boxes: HEAVY_BOXES,
    });
    expect(response.statusCode).toBe(200);
    const details = response.json();
    expect(details).toMatchObject({
      status: 'packed',
      finalWeightKg: 8,
      billedWeightKg: 8,
      boxes: [
        { boxNumber: 1, actualKg: 4, volumetricKg: 4.5, billedKg: 4 },
        { boxNumber: 2, actualKg: 4, volumetricKg: 4.5, billedKg: 4 },
      ],
      // A customer's request: loose boxes, no EDI booking's pallets.
      palletCount: null,
      weightDifference: { kind: 'higher', paidKg: 2, billedKg: 8, isPaid: false },
    });
    // The spec's four box weights with units: 30 x 30 x 30 cm is 1,647.6 in³ / 166 = 9.93 lb
    // DIM weight, 27,000 cm³ / 6000 = 4.5 kg volumetric weight.
    expect(details.boxes[0]).toMatchObject({
      actualWeight: { amount: 4, unit: 'Kg' },
      billedWeight: { amount: 4, unit: 'Kg' },
      dimWeight: { amount: 9.93, unit: 'Lb' },
      volWeight: { amount: 4.5, unit: 'Kg' },
    });
    expect(isValidAirWaybill(details.airWaybillNumber)).toBe(true);
    expect(details.boxes[1].labelUrl).toBe(
      `/api/staff/ship-requests/${request.id}/boxes/2/label.pdf`,
    );
    expect(details.weightDifference.amount.amount).toBeGreaterThan(0);

    const [charge] = await ctx.db
      .select()
      .from(schema.shipRequestCharges)
      .where(eq(schema.shipRequestCharges.shipRequestId, request.id));
    expect(charge).toMatchObject({
      kind: 'weight_difference',
      currency: request.currency,
      paidAt: null,
      reason: { code: 'WEIGHT_DIFFERENCE', paidKg: 2, billedKg: 8 },
    });
    // Billed as an unpaid shipping-additional invoice the charge points at (decision 049).
    const [invoice] = await listInvoicesOfShipRequest(ctx.db, request.id, ['shipping_additional']);
    expect(invoice).toMatchObject({
      id: charge?.invoiceId,
      number: expect.stringMatching(/^SA-\d{4}-\d{6}$/),
      userId: customer.user.id,
      currency: request.currency,
      freightMinor: charge?.amountMinor,
      billedMinor: charge?.amountMinor,
      outstandingMinor: charge?.amountMinor,
      doneBy: staff.user.id,
      reason: { code: 'WEIGHT_DIFFERENCE', paidKg: 2, billedKg: 8 },
    });
    const shown = await findInvoiceForViewer(
      ctx.db,
      customer.user,
      invoice?.id ?? '',
      'en-US',
      new Date(),
    );
    expect(shown).toMatchObject({
      paymentStatus: 'unpaid',
      reason: 'Packed at 8 kg billed weight; 2 kg was paid',
      lines: [{ kind: 'charge', code: 'WEIGHT_DIFFERENCE', params: { paidKg: 2, billedKg: 8 } }],
    });
    const [shipment] = await ctx.db
      .select()
      .from(schema.trackedShipments)
      .where(eq(schema.trackedShipments.shipRequestId, request.id));
    expect(shipment?.airWaybillNumber).toBe(details.airWaybillNumber);
    const events = await ctx.db
      .select({ status: schema.trackingEvents.status, source: schema.trackingEvents.source })
      .from(schema.trackingEvents)
      .where(eq(schema.trackingEvents.shipmentId, shipment?.id ?? ''));
    expect(events).toContainEqual({ status: 'package_prepared', source: 'staff' });
    expect(await auditActions(request.id)).toContain('ship-request.pack');

    // The customer sees what they owe; another customer and a visitor do not.
    const chargesUrl = `/api/shipping/requests/${request.id}/additional-charges`;
    const seen = await as(ctx.app, customer).get(chargesUrl);
    expect(seen.statusCode).toBe(200);
    expect(seen.json()).toEqual([
      expect.objectContaining({
        kind: 'weight_difference',
        amount: details.weightDifference.amount,
        reason: { paidKg: 2, billedKg: 8 },
        isPaid: false,
        invoiceId: invoice?.id,
      }),
    ]);
    const stranger = await buildCustomer(ctx.db);
    expect((await as(ctx.app, stranger).get(chargesUrl)).statusCode).toBe(403);
    expect((await as(ctx.app, null).get(chargesUrl)).statusCode).toBe(401);
  });

  test('lighter than paid: shown as lower, no charge; packing twice is refused', async () => {
    const { request } = await paidRequest();
    const url = `/api/staff/ship-requests/${request.id}/pack`;
    const light = [
      {
        weight: { amount: 1, unit: 'Lb' },
        dimensions: { length: 8, width: 6, depth: 4, unit: 'In' },
      },
    ];
    const response = await as(ctx.app, admin).post(url, { boxes: light });
    expect(response.statusCode).toBe(200);
    expect(response.json().weightDifference).toMatchObject({
      kind: 'lower',
      paidKg: 2,
      billedKg: 0.454,
      amount: null,
    });
    const charges = await ctx.db
      .select()
      .from(schema.shipRequestCharges)
      .where(eq(schema.shipRequestCharges.shipRequestId, request.id));
    expect(charges).toEqual([]);
    const again = await as(ctx.app, admin).post(url, { boxes: light });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('SHIP_REQUEST_NOT_MOVABLE');
  });

  test('a customer, a clerk of another warehouse and a visitor are refused; no box is stored', async () => {
    const { customer, request } = await paidRequest();
    const url = `/api/staff/ship-requests/${request.id}/pack`;
    for (const caller of [customer, londonClerk]) {
      expect((await as(ctx.app, caller).post(url, { boxes: HEAVY_BOXES })).statusCode).toBe(403);
    }
    expect((await as(ctx.app, null).post(url, { boxes: HEAVY_BOXES })).statusCode).toBe(401);
    const boxes = await ctx.db
      .select()
      .from(schema.shipRequestBoxes)
      .where(eq(schema.shipRequestBoxes.shipRequestId, request.id));
    expect(boxes).toEqual([]);
  });

  test('a box without dimensions or an empty list is refused with the field named', async () => {
    const { request } = await paidRequest();
    const url = `/api/staff/ship-requests/${request.id}/pack`;
    const empty = await as(ctx.app, staff).post(url, { boxes: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toHaveProperty('boxes');
    const noSides = await as(ctx.app, staff).post(url, {
      boxes: [{ weight: { amount: 1, unit: 'Kg' } }],
    });
    expect(noSides.statusCode).toBe(400);
  });
});

describe('GET /api/staff/ship-requests/{id}/boxes/{boxNumber}/label.pdf', () => {
  test('one A6 PDF page per box whose barcode reads back as the AWB', async () => {
    const { request } = await paidRequest();
    const packed = (
      await as(ctx.app, staff).post(`/api/staff/ship-requests/${request.id}/pack`, {
        boxes: HEAVY_BOXES,
      })
    ).json();
    const response = await as(ctx.app, staff).get(packed.boxes[1].labelUrl);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    const [page, ...others] = await readPdf(response.rawPayload);
    expect(others).toEqual([]);
    expect(page?.barcodes.map((barcode) => barcode.text)).toEqual([
      packed.airWaybillNumber.replace('-', ''),
    ]);
    for (const text of [
      packed.airWaybillNumber,
      '2 of 2',
      '4.00 kg',
      '9.93 lb',
      request.orderNumber,
      'KWI',
    ]) {
      expect(page?.text).toContain(text);
    }
    // A customer's request has no pallets to print.
    expect(page?.text).not.toContain('PALLETS');
    // US-DE flies from its own airport (PHL), not the first of the country's (EWR); Salmiya has
    // no airport, so Kuwait's main one.
    expect(page?.text).toMatch(/PHL\s*>\s*KWI/);
  });

  test("the destination is the consignee's city's airport when it has one (the demo's Jeddah)", async () => {
    const index = DEMO_SHIPMENTS.findIndex(
      (shipment) => shipment.isPacked && shipment.route.destination.airportCode === 'JED',
    );
    const { airWaybillNumber } = demoShipmentNumbers(index);
    const [row] = await ctx.db
      .select({ id: schema.shipRequests.id })
      .from(schema.shipRequests)
      .where(eq(schema.shipRequests.airWaybillNumber, airWaybillNumber ?? ''));
    const response = await as(ctx.app, staff).get(
      `/api/staff/ship-requests/${row?.id}/boxes/1/label.pdf`,
    );
    expect(response.statusCode).toBe(200);
    const [page] = await readPdf(response.rawPayload);
    expect(page?.barcodes.map((barcode) => barcode.text)).toEqual([
      airWaybillNumber?.replace('-', ''),
    ]);
    // Jeddah's JED, not Saudi Arabia's main RUH nor its first by code, DMM.
    expect(page?.text).toMatch(/LHR\s*>\s*JED/);
  });

  test('an unpacked request or a missing box answers 409 / 404; others are refused', async () => {
    const { customer, request } = await paidRequest();
    const label = (box: number) => `/api/staff/ship-requests/${request.id}/boxes/${box}/label.pdf`;
    const unpacked = await as(ctx.app, staff).get(label(1));
    expect(unpacked.statusCode).toBe(409);
    expect(unpacked.json().error.code).toBe('SHIP_REQUEST_NOT_PACKED');
    await as(ctx.app, staff).post(`/api/staff/ship-requests/${request.id}/pack`, {
      boxes: HEAVY_BOXES,
    });
    const missing = await as(ctx.app, staff).get(label(3));
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('BOX_NOT_FOUND');
    expect((await as(ctx.app, customer).get(label(1))).statusCode).toBe(403);
    expect((await as(ctx.app, londonClerk).get(label(1))).statusCode).toBe(403);
    expect((await as(ctx.app, null).get(label(1))).statusCode).toBe(401);
  });
});
