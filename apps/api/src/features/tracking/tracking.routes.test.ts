import { DEMO_TRACKING_NUMBERS } from '@skyparcel/db/seed';
import { TRACKING_STATUSES } from '@skyparcel/domain/tracking';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { buildTestApp } from '../../testing/build-test-app';

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
    expect(timeline[0]?.status).toBe('package_received');
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

  test('every one of the 17 statuses can be tracked', async () => {
    expect(TRACKING_STATUSES).toHaveLength(17);
    const rows = await ctx.db.query.trackedShipments.findMany({
      columns: { airWaybillNumber: true },
    });
    const seen = new Set<string>();
    for (let start = 0; start < rows.length; start += 10) {
      const numbers = rows.slice(start, start + 10).map((row) => row.airWaybillNumber);
      const body = (await track(numbers.join(','))).json();
      for (const result of body.results) {
        seen.add(result.status);
      }
    }
    expect([...seen].sort()).toEqual([...TRACKING_STATUSES].sort());
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
      message: 'No tracking records',
    });
  });
});
