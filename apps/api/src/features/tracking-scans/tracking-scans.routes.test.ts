import type { StaffShipment } from '@skyparcel/domain/tracking';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { packShipRequest, scanShipment } from '../../testing/build-moving-shipment';
import { buildPaidShipRequest } from '../../testing/build-paid-ship-request';
import type { BuiltShipRequest } from '../../testing/build-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, buildUser, type TestUser } from '../../testing/build-user';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let request: BuiltShipRequest;
let airWaybillNumber: string;
let clerk: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  const customer = await buildCustomer(ctx.db);
  request = await buildPaidShipRequest(ctx.app, ctx.db, customer);
  airWaybillNumber = (await packShipRequest(ctx.db, request.id)).airWaybillNumber ?? '';
  await scanShipment(ctx.app, airWaybillNumber, ['departed_origin_airport'], {
    note: 'Flight EK 202',
  });
  clerk = await buildUser(ctx.db, { role: 'STAFF', warehouses: ['US-DE'] });
}, 180_000);
afterAll(async () => ctx.close());

function find(caller: TestUser | null, number: string) {
  return as(ctx.app, caller).get(`/api/staff/shipments?number=${encodeURIComponent(number)}`);
}

describe('GET /api/staff/shipments', () => {
  test('a clerk of the warehouse finds it by air waybill or order number, events with ids', async () => {
    for (const number of [airWaybillNumber.replace('-', ''), request.orderNumber.toLowerCase()]) {
      const response = await find(clerk, number);
      expect(response.statusCode).toBe(200);
      const shipment = response.json() as StaffShipment;
      expect(shipment).toMatchObject({
        shipRequestId: request.id,
        orderNumber: request.orderNumber,
        airWaybillNumber,
        status: 'departed',
        warehouseCode: 'US-DE',
      });
      expect(shipment.events.map((event) => [event.status, event.source, event.note])).toEqual([
        ['package_received', 'system', null],
        ['preparing_package', 'system', null],
        ['departed_origin_airport', 'import', 'Flight EK 202'],
      ]);
      expect(shipment.events[2]?.id).toMatch(/^[0-9a-f-]{36}$/);
      expect(shipment.events[2]?.correction).toBeNull();
    }
  });

  test('refuses a clerk of another warehouse (403), a customer (403) and a visitor (401)', async () => {
    const dubai = await buildUser(ctx.db, { role: 'STAFF', warehouses: ['AE-DXB'] });
    expect((await find(dubai, airWaybillNumber)).statusCode).toBe(403);
    const customer = await buildCustomer(ctx.db);
    expect((await find(customer, airWaybillNumber)).statusCode).toBe(403);
    expect((await find(null, airWaybillNumber)).statusCode).toBe(401);
    const admin = await buildUser(ctx.db, { role: 'ADMIN' });
    expect((await find(admin, airWaybillNumber)).statusCode).toBe(200);
  });

  test('answers 404 No tracking records for an unknown number and 400 for a malformed one', async () => {
    const unknown = await find(clerk, '701-12345675');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No tracking records.');
    expect((await find(clerk, 'hello')).statusCode).toBe(400);
    expect((await find(clerk, `${airWaybillNumber},${request.orderNumber}`)).statusCode).toBe(400);
  });
});
