import { DEMO_TRACKING_NUMBERS } from '@skyparcel/db/seed';
import { TRACKING_STATUSES } from '@skyparcel/domain/tracking';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { systemClock } from '../../lib/clock';
import { correctTrackingEvent } from '../../modules/tracking';
import { packShipRequest, scanShipment } from '../../testing/build-moving-shipment';
import { buildPaidShipRequest } from '../../testing/build-paid-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, buildUser } from '../../testing/build-user';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const { delivered, outForDelivery, importClearance } = DEMO_TRACKING_NUMBERS;

function track(keyword: string, extra = '') {
  return ctx.app.inject({
    method: 'GET',
    url: `/api/tracking?keyword=${encodeURIComponent(keyword)}${extra}`,
  });
}

describe('GET /api/tracking', () => {
  test('answers each number with its status and full timeline, in the order typed', async () => {
    const response = await track(`${outForDelivery.airWaybillNumber}, ${delivered.orderNumber}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.notFound).toEqual([]);
    expect(
      body.results.map((r: { trackingNumber: string; status: string }) => [
        r.trackingNumber,
        r.status,
      ]),
    ).toEqual([
      [outForDelivery.airWaybillNumber, 'out_for_delivery'],
      [delivered.orderNumber, 'delivered'],
    ]);
    const timeline = body.results[1].events as { status: string; occurredAt: string }[];
    // Payment opens a shipment (decision 042): its timeline starts at the packages' receipt.
    expect(timeline.slice(0, 2).map((event) => event.status)).toEqual([
      'package_received',
      'preparing_package',
    ]);
    expect(timeline.at(-1)?.status).toBe('delivered');
    const times = timeline.map((event) => Date.parse(event.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  test('accepts an air waybill without its hyphen and an order number in lower case', async () => {
    const body = (
      await track(
        `${importClearance.airWaybillNumber.replace('-', '')},${importClearance.orderNumber.toLowerCase()}`,
      )
    ).json();
    expect(body.results.map((r: { status: string }) => r.status)).toEqual([
      'undergoing_import_clearance',
      'undergoing_import_clearance',
    ]);
  });

  test('a valid number that matches nothing is reported as not found', async () => {
    const body = (await track(`701-12345675, ${delivered.airWaybillNumber}`)).json();
    expect(body.notFound).toEqual(['701-12345675']);
    expect(body.results).toHaveLength(1);
  });

  test('the demo shipments stand at every status but package received, each one trackable', async () => {
    expect(TRACKING_STATUSES).toHaveLength(17);
    const rows = await ctx.db.query.trackedShipments.findMany({
      columns: { orderNumber: true },
    });
    const seen = new Set<string>();
    for (let start = 0; start < rows.length; start += 10) {
      const numbers = rows.slice(start, start + 10).map((row) => row.orderNumber);
      const body = (await track(numbers.join(','))).json();
      for (const result of body.results) {
        seen.add(result.status);
      }
    }
    // No ship request's shipment stands at package received: payment opens it one step later.
    expect([...seen].sort()).toEqual(
      TRACKING_STATUSES.filter((status) => status !== 'package_received').sort(),
    );
  });

  test('refuses more than 10 numbers', async () => {
    const eleven = Array.from({ length: 11 }, (_, i) => `XWF${String(10_000_000 + i)}`).join(',');
    const response = await track(eleven);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'TRACKING_TOO_MANY_NUMBERS',
      message: 'Enter up to 10 air waybill or order numbers separated by commas.',
    });
  });

  test('names the numbers that are neither an air waybill nor an order number', async () => {
    const response = await track('701-12345678, hello');
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'TRACKING_INVALID_NUMBER',
      message:
        'Check these numbers: 701-12345678, hello. Use an 11-digit air waybill or an XWF order number.',
    });
  });

  test('an empty keyword is refused with its own message, in the caller language', async () => {
    const response = await track(' , ', '&lang=fr');
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('TRACKING_EMPTY');
    expect(response.json().error.message).not.toBe(
      'Please enter at least one air waybill or order number.',
    );
  });
});

describe('GET /api/tracking/EcomTracking/{airwayBillNumber}/{Culture}', () => {
  test('answers one shipment by air waybill', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/tracking/EcomTracking/${delivered.airWaybillNumber}/en-US`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      airWaybillNumber: delivered.airWaybillNumber,
      status: 'delivered',
    });
  });

  test('answers 404 No tracking records for an unknown one', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/api/tracking/EcomTracking/701-12345675/en-US',
    });
    expect(response.statusCode).toBe(404);
    expect(response.json().error).toEqual({
      code: 'TRACKING_NOT_FOUND',
      message: 'No tracking records.',
    });
  });
});

describe('GET /api/tracking of real shipments (issue 12)', () => {
  test('finds a paid request by order number at once, and by air waybill once packed', async () => {
    const customer = await buildCustomer(ctx.db);
    const request = await buildPaidShipRequest(ctx.app, ctx.db, customer);
    const justPaid = (await track(request.orderNumber)).json();
    expect(justPaid.results[0]).toMatchObject({
      trackingNumber: request.orderNumber,
      orderNumber: request.orderNumber,
      airWaybillNumber: null,
      status: 'preparing_package',
    });

    const packed = await packShipRequest(ctx.db, request.id);
    const awb = packed.airWaybillNumber ?? '';
    await scanShipment(ctx.app, awb, ['departed_origin_airport', 'arrived_destination_airport'], {
      note: 'Pallet 7, customs hold expected',
    });
    const body = (await track(`${awb},${request.orderNumber}`)).json();
    expect(body.notFound).toEqual([]);
    for (const result of body.results) {
      expect(result).toMatchObject({
        airWaybillNumber: awb,
        orderNumber: request.orderNumber,
        status: 'arrived_destination_airport',
      });
      expect(result.events.map((event: { status: string }) => event.status)).toEqual([
        'package_received',
        'preparing_package',
        'departed_origin_airport',
        'arrived_destination_airport',
      ]);
      // The clerk's note is the customer's to read (/delivery-status), not the public's.
      expect(JSON.stringify(result)).not.toContain('Pallet 7');
    }

    const ecom = await ctx.app.inject({
      method: 'GET',
      url: `/api/tracking/EcomTracking/${awb}/ar-AE`,
    });
    expect(ecom.statusCode).toBe(200);
    expect(ecom.json()).toMatchObject({
      airWaybillNumber: awb,
      status: 'arrived_destination_airport',
    });
  });

  test('shows an event as its newest correction reads', async () => {
    const customer = await buildCustomer(ctx.db);
    const admin = await buildUser(ctx.db, { role: 'ADMIN' });
    const request = await buildPaidShipRequest(ctx.app, ctx.db, customer);
    const awb = (await packShipRequest(ctx.db, request.id)).airWaybillNumber ?? '';
    const [recorded] = await scanShipment(ctx.app, awb, ['departed_origin_airport']);
    const event = recorded?.event;
    if (!event) {
      throw new Error('no event recorded');
    }
    for (const location of ['Newark', 'New York']) {
      await correctTrackingEvent(
        { db: ctx.db, clock: systemClock },
        { id: admin.user.id, role: 'ADMIN' },
        event.id,
        { status: event.status, occurredAt: event.occurredAt, location, airportCode: 'JFK' },
        'The scanner was set to the wrong airport',
      );
    }
    const [result] = (await track(awb)).json().results;
    expect(result.events.at(-1)).toMatchObject({
      status: 'departed_origin_airport',
      location: 'New York',
      airportCode: 'JFK',
      occurredAt: event.occurredAt.toISOString(),
    });
    expect(result.events).toHaveLength(3);
  });

  test('reads 10 numbers in one SQL statement, as it reads one', async () => {
    const rows = await ctx.db.query.trackedShipments.findMany({
      columns: { airWaybillNumber: true },
      where: (shipment, { isNotNull }) => isNotNull(shipment.airWaybillNumber),
      limit: 10,
    });
    const numbers = rows.flatMap((row) => (row.airWaybillNumber ? [row.airWaybillNumber] : []));
    expect(numbers).toHaveLength(10);
    // Drizzle keeps the driver (PGlite, or node-postgres's pool) as `$client`; every statement
    // goes through its `query` (as the quote's query-count test counts them).
    const client = Reflect.get(ctx.db, '$client') as { query: (...args: unknown[]) => unknown };
    const query = vi.spyOn(client, 'query');
    try {
      const ten = await track(numbers.join(','));
      expect(ten.json().results).toHaveLength(10);
      const tenStatements = query.mock.calls.length;
      query.mockClear();
      await track(numbers[0] ?? '');
      expect(tenStatements).toBe(1);
      expect(query.mock.calls.length).toBe(1);
    } finally {
      query.mockRestore();
    }
  });
});
