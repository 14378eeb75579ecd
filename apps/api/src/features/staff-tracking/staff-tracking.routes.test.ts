import { schema } from '@skyparcel/db';
import { isValidAirWaybill } from '@skyparcel/domain/tracking';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { findShipmentOfRequest, listShipmentEvents } from '../../modules/tracking';
import { as } from '../../testing/as';
import { buildPaidShipRequest, packForTest } from '../../testing/build-paid-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import {
  buildCustomer,
  buildUser,
  type TestCustomer,
  type TestUser,
} from '../../testing/build-user';
import { readPdf } from '../../testing/read-pdf';
import { xlsxBomb } from '../../testing/xlsx-bomb';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let clerk: TestUser;
let londonClerk: TestUser;
let admin: TestUser;
let customer: TestCustomer;

beforeAll(async () => {
  ctx = await buildTestApp();
  clerk = await buildUser(ctx.db, { role: 'STAFF', warehouses: ['US-DE'] });
  londonClerk = await buildUser(ctx.db, { role: 'STAFF', warehouses: ['GB-LON'] });
  admin = await buildUser(ctx.db, { role: 'ADMIN' });
  customer = await buildCustomer(ctx.db);
});
afterAll(async () => ctx.close());

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

async function packed() {
  const request = await buildPaidShipRequest(ctx.app, ctx.db, customer);
  const airWaybillNumber = await packForTest(ctx.db, request.id, clerk);
  return { ...request, airWaybillNumber };
}

async function requestStatus(id: string) {
  const [row] = await ctx.db
    .select({ status: schema.shipRequests.status })
    .from(schema.shipRequests)
    .where(eq(schema.shipRequests.id, id));
  return row?.status;
}

async function eventCount(requestId: string) {
  const shipment = await findShipmentOfRequest(ctx.db, requestId);
  return (await listShipmentEvents(ctx.db, shipment?.id ?? '')).length;
}

const departure = () => ({
  status: 'departed_origin_airport',
  occurredAt: later(30),
  location: 'New York, United States',
  airportCode: 'jfk',
  note: 'Flight WF101',
});

describe('POST /api/staff/shipments/:shipRequestId/events', () => {
  test('a clerk of the request’s warehouse records a scan: 201, the request departs; the same scan again 200', async () => {
    const request = await packed();
    const body = departure();
    const first = await as(ctx.app, clerk).post(`/api/staff/shipments/${request.id}/events`, body);
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({
      created: true,
      event: {
        status: 'departed_origin_airport',
        airportCode: 'JFK',
        source: 'staff',
        correction: null,
      },
    });
    expect(await requestStatus(request.id)).toBe('departed');

    const again = await as(ctx.app, clerk).post(`/api/staff/shipments/${request.id}/events`, body);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ created: false, event: { id: first.json().event.id } });
  });

  test('answers 409 TRACKING_STATUS_NOT_ALLOWED for a status going backwards, with the catalogue text', async () => {
    const request = await packed();
    const url = `/api/staff/shipments/${request.id}/events`;
    await as(ctx.app, clerk).post(url, { ...departure(), status: 'arrived_transit_airport' });
    const response = await as(ctx.app, clerk).post(url, { ...departure(), occurredAt: later(60) });
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({
      code: 'TRACKING_STATUS_NOT_ALLOWED',
      message: expect.stringContaining('statuses only move forward'),
    });
  });

  test('answers 409 SHIP_REQUEST_NOT_PACKED for a departure before packing', async () => {
    const request = await buildPaidShipRequest(ctx.app, ctx.db, customer);
    const response = await as(ctx.app, clerk).post(
      `/api/staff/shipments/${request.id}/events`,
      departure(),
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      `Ship request ${request.orderNumber} is not packed yet, so it cannot leave the warehouse.`,
    );
  });

  test('answers 400 with the fields for an unknown status and an empty place', async () => {
    const request = await packed();
    const response = await as(ctx.app, clerk).post(`/api/staff/shipments/${request.id}/events`, {
      ...departure(),
      status: 'teleported',
      location: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toMatchObject({ location: 'validation.required' });
    expect(Object.keys(response.json().error.fields)).toContain('status');
  });

  test('authorisation: customer 403, clerk of another warehouse 403, visitor 401, admin 201, unknown 404', async () => {
    const request = await packed();
    const url = `/api/staff/shipments/${request.id}/events`;
    expect((await as(ctx.app, customer).post(url, departure())).statusCode).toBe(403);
    const elsewhere = await as(ctx.app, londonClerk).post(url, departure());
    expect(elsewhere.statusCode).toBe(403);
    expect(elsewhere.json().error.code).toBe('RESOURCE_FORBIDDEN');
    expect((await as(ctx.app, null).post(url, departure())).statusCode).toBe(401);
    // Payment's receipt and preparing events only.
    expect(await eventCount(request.id)).toBe(2);
    expect((await as(ctx.app, admin).post(url, departure())).statusCode).toBe(201);
    const unknown = await as(ctx.app, admin).post(
      '/api/staff/shipments/00000000-0000-4000-8000-000000000000/events',
      departure(),
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/staff/tracking-events/:eventId/corrections', () => {
  async function scanned() {
    const request = await packed();
    const response = await as(ctx.app, clerk).post(
      `/api/staff/shipments/${request.id}/events`,
      departure(),
    );
    return { request, eventId: response.json().event.id as string };
  }

  test('201 with the reason: the event reads corrected; without a reason 400', async () => {
    const { eventId } = await scanned();
    const url = `/api/staff/tracking-events/${eventId}/corrections`;
    const correction = { ...departure(), location: 'Newark, United States', airportCode: 'EWR' };
    const missing = await as(ctx.app, clerk).post(url, correction);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toMatchObject({ reason: 'validation.required' });

    const response = await as(ctx.app, clerk).post(url, {
      ...correction,
      reason: 'Wrong airport typed',
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      id: eventId,
      airportCode: 'EWR',
      correction: { reason: 'Wrong airport typed' },
    });
  });

  test('authorisation: customer 403, clerk of another warehouse 403, visitor 401', async () => {
    const { eventId } = await scanned();
    const url = `/api/staff/tracking-events/${eventId}/corrections`;
    const body = { ...departure(), reason: 'x' };
    expect((await as(ctx.app, customer).post(url, body)).statusCode).toBe(403);
    expect((await as(ctx.app, londonClerk).post(url, body)).statusCode).toBe(403);
    expect((await as(ctx.app, null).post(url, body)).statusCode).toBe(401);
  });
});

describe('CAWBs: POST /api/staff/master-waybills and PUT …/shipments', () => {
  const flight = {
    flightNumber: 'wf101',
    departureDate: '2026-12-01',
    originAirportCode: 'JFK',
    destinationAirportCode: 'KWI',
  };

  test('creates a CAWB with a number from the range, then carries packed shipments on the flight’s route', async () => {
    const created = await as(ctx.app, clerk).post('/api/staff/master-waybills', flight);
    expect(created.statusCode, created.body).toBe(201);
    const cawb = created.json();
    expect(cawb).toMatchObject({
      flightNumber: 'WF101',
      originAirportCode: 'JFK',
      orderNumbers: [],
    });
    expect(isValidAirWaybill(cawb.number)).toBe(true);

    const first = await packed();
    const second = await packed();
    const url = `/api/staff/master-waybills/${cawb.id}/shipments`;
    const assigned = await as(ctx.app, clerk).put(url, { shipRequestIds: [second.id, first.id] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().orderNumbers).toEqual([first.orderNumber, second.orderNumber]);
    expect(await findShipmentOfRequest(ctx.db, first.id)).toMatchObject({
      origin: 'JFK',
      destination: 'KWI',
    });

    const narrowed = await as(ctx.app, clerk).put(url, { shipRequestIds: [first.id] });
    expect(narrowed.json().orderNumbers).toEqual([first.orderNumber]);
    const [row] = await ctx.db
      .select({ masterWaybillId: schema.shipRequests.masterWaybillId })
      .from(schema.shipRequests)
      .where(eq(schema.shipRequests.id, second.id));
    expect(row?.masterWaybillId).toBeNull();
  });

  test('refuses an unpacked request 409, another origin 409, an unknown CAWB 404, an unknown airport 404', async () => {
    const cawb = (await as(ctx.app, clerk).post('/api/staff/master-waybills', flight)).json();
    const unpacked = await buildPaidShipRequest(ctx.app, ctx.db, customer);
    const url = `/api/staff/master-waybills/${cawb.id}/shipments`;
    const notPacked = await as(ctx.app, clerk).put(url, { shipRequestIds: [unpacked.id] });
    expect(notPacked.json().error.code).toBe('SHIP_REQUEST_NOT_PACKED');

    const london = (
      await as(ctx.app, admin).post('/api/staff/master-waybills', {
        ...flight,
        originAirportCode: 'LHR',
      })
    ).json();
    const request = await packed();
    const mixed = await as(ctx.app, admin).put(
      `/api/staff/master-waybills/${london.id}/shipments`,
      {
        shipRequestIds: [request.id],
      },
    );
    expect(mixed.statusCode).toBe(409);
    expect(mixed.json().error.code).toBe('MASTER_WAYBILL_MIXED_ORIGINS');

    const unknown = await as(ctx.app, clerk).put(
      '/api/staff/master-waybills/00000000-0000-4000-8000-000000000000/shipments',
      { shipRequestIds: [] },
    );
    expect(unknown.statusCode).toBe(404);
    const badAirport = await as(ctx.app, clerk).post('/api/staff/master-waybills', {
      ...flight,
      originAirportCode: 'KWI',
    });
    expect(badAirport.statusCode).toBe(404);
    expect(badAirport.json().error.fields).toEqual({ originAirportCode: 'validation.invalid' });
  });

  test('a clerk opens CAWBs only from an airport of their warehouse’s country; one assigned nowhere, none (issue 27)', async () => {
    const fromLondon = await as(ctx.app, clerk).post('/api/staff/master-waybills', {
      ...flight,
      originAirportCode: 'LHR',
    });
    expect(fromLondon.statusCode).toBe(403);
    expect(fromLondon.json().error.code).toBe('RESOURCE_FORBIDDEN');
    expect(
      (
        await as(ctx.app, londonClerk).post('/api/staff/master-waybills', {
          ...flight,
          originAirportCode: 'LHR',
        })
      ).statusCode,
    ).toBe(201);
    const nowhere = await buildUser(ctx.db, { role: 'STAFF' });
    expect((await as(ctx.app, nowhere).post('/api/staff/master-waybills', flight)).statusCode).toBe(
      403,
    );
  });

  test('authorisation: customer 403, visitor 401, a clerk of another warehouse cannot assign 403', async () => {
    expect(
      (await as(ctx.app, customer).post('/api/staff/master-waybills', flight)).statusCode,
    ).toBe(403);
    expect((await as(ctx.app, null).post('/api/staff/master-waybills', flight)).statusCode).toBe(
      401,
    );
    const cawb = (await as(ctx.app, clerk).post('/api/staff/master-waybills', flight)).json();
    const request = await packed();
    const url = `/api/staff/master-waybills/${cawb.id}/shipments`;
    const body = { shipRequestIds: [request.id] };
    expect((await as(ctx.app, londonClerk).put(url, body)).statusCode).toBe(403);
    expect((await as(ctx.app, customer).put(url, body)).statusCode).toBe(403);
    expect((await as(ctx.app, null).put(url, body)).statusCode).toBe(401);
  });
});

describe('POST /api/staff/tracking-imports', () => {
  const csvOf = (rows: string[][]) =>
    [
      'airWaybillNumber,status,occurredAt,location,airportCode,note',
      ...rows.map((row) => row.join(',')),
    ].join('\n');
  const postCsv = (caller: TestUser | TestCustomer | null, text: string) =>
    as(ctx.app, caller).post('/api/staff/tracking-imports', text, {
      headers: { 'content-type': 'text/csv' },
    });

  test('imports a CSV of two shipments in one go; the same file twice imports nothing new', async () => {
    const first = await packed();
    const second = await packed();
    const text = csvOf([
      [first.airWaybillNumber, 'arrived_transit_airport', later(120), 'Dubai', 'DXB', ''],
      [first.airWaybillNumber, 'departed_origin_airport', later(60), 'New York', 'JFK', 'WF101'],
      [
        second.airWaybillNumber.replace('-', ''),
        'DEPARTED_ORIGIN_AIRPORT',
        later(60).slice(0, 19).replace('T', ' '),
        'New York',
        '',
        '',
      ],
    ]);
    const response = await postCsv(clerk, text);
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ rows: 3, imported: 3, duplicates: 0 });
    expect(await requestStatus(first.id)).toBe('departed');
    expect(await requestStatus(second.id)).toBe('departed');
    const shipment = await findShipmentOfRequest(ctx.db, first.id);
    const events = await listShipmentEvents(ctx.db, shipment?.id ?? '');
    expect(events.map((event) => [event.status, event.source])).toEqual([
      ['package_received', 'system'],
      ['preparing_package', 'system'],
      ['departed_origin_airport', 'import'],
      ['arrived_transit_airport', 'import'],
    ]);

    // One e-mail per shipment per file, with its newest status.
    const mails = await ctx.db
      .select({ subject: schema.mailOutbox.subject })
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, customer.user.email));
    const about = (orderNumber: string) =>
      mails.filter((mail) => mail.subject.includes(orderNumber)).map((mail) => mail.subject);
    expect(about(first.orderNumber)).toEqual([
      `Your shipment ${first.orderNumber}: Arrived at transit airport`,
    ]);
    expect(about(second.orderNumber)).toEqual([
      `Your shipment ${second.orderNumber}: Departed from origin airport`,
    ]);

    const again = await postCsv(clerk, text);
    expect(again.json()).toEqual({ rows: 3, imported: 0, duplicates: 3 });
  });

  test('one bad row imports nothing and every problem is reported by row number', async () => {
    const request = await packed();
    const text = csvOf([
      [request.airWaybillNumber, 'departed_origin_airport', later(60), 'New York', 'JFK', ''],
      ['701-12345676', 'delivered', later(70), 'Kuwait', '', ''],
      [request.airWaybillNumber, 'teleported', later(80), 'Kuwait', '', ''],
      [request.airWaybillNumber, 'package_received', later(90), 'Kuwait', '', ''],
      ['701-99999992', 'delivered', 'yesterday', '', '', ''],
      ['701-99999992', 'delivered', later(95), 'Kuwait', '', ''],
    ]);
    const response = await postCsv(clerk, text);
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'TRACKING_IMPORT_INVALID',
      message:
        'The file has 6 problems; nothing was imported. Fix the rows listed and import it again.',
      fields: {
        'row.3.airWaybillNumber': 'validation.invalid',
        'row.4.status': 'validation.invalid',
        'row.5.status': 'operator.trackingImport.statusNotAllowed',
        'row.6.occurredAt': 'validation.invalid',
        'row.6.location': 'validation.required',
        'row.7.airWaybillNumber': 'operator.trackingImport.unknownAirWaybill',
      },
    });
    // Payment's receipt and preparing events only.
    expect(await eventCount(request.id)).toBe(2);
    expect(await requestStatus(request.id)).toBe('packed');
  });

  test('a file that skips to delivery dates the invoice import by its first scan at the destination', async () => {
    const request = await packed();
    const outForDelivery = later(200);
    const text = csvOf([
      [request.airWaybillNumber, 'departed_origin_airport', later(60), 'New York', 'JFK', ''],
      [request.airWaybillNumber, 'out_for_delivery', outForDelivery, 'Salmiya', '', ''],
      [request.airWaybillNumber, 'delivered', later(260), 'Salmiya', '', ''],
    ]);
    expect((await postCsv(clerk, text)).statusCode).toBe(201);
    expect(await importDateOf(request.id)).toEqual(new Date(outForDelivery));
  });

  test('reads an XLSX workbook with date cells', async () => {
    const request = await packed();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Scans');
    sheet.addRow(['airWaybillNumber', 'status', 'occurredAt', 'location']);
    sheet.addRow([
      request.airWaybillNumber,
      'departed_origin_airport',
      new Date(later(60)),
      'New York',
    ]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    const response = await as(ctx.app, clerk).post('/api/staff/tracking-imports', bytes, {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toEqual({ rows: 1, imported: 1, duplicates: 0 });
    expect(await requestStatus(request.id)).toBe('departed');
  });

  test('an XLSX that unpacks past its limits (a decompression bomb) is refused, naming why', async () => {
    const response = await as(ctx.app, clerk).post('/api/staff/tracking-imports', xlsxBomb(), {
      headers: {
        'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({
      file: 'operator.trackingImport.unpackedTooLarge',
    });
  });

  test('a wrong header, an empty file: 400 naming the file', async () => {
    const wrong = await postCsv(clerk, 'awb,status\n701-50000000,delivered');
    expect(wrong.json().error.fields).toEqual({ file: 'operator.trackingImport.columns' });
    const empty = await postCsv(clerk, csvOf([]));
    expect(empty.json().error.fields).toEqual({ file: 'operator.trackingImport.empty' });
  });

  test('authorisation: customer 403, visitor 401, a clerk of another warehouse gets the rows refused', async () => {
    const request = await packed();
    const text = csvOf([
      [request.airWaybillNumber, 'departed_origin_airport', later(60), 'New York', '', ''],
    ]);
    expect((await postCsv(customer, text)).statusCode).toBe(403);
    expect((await postCsv(null, text)).statusCode).toBe(401);
    const elsewhere = await postCsv(londonClerk, text);
    expect(elsewhere.statusCode).toBe(400);
    expect(elsewhere.json().error.fields).toEqual({
      'row.2.airWaybillNumber': 'operator.trackingImport.notYourWarehouse',
    });
  });
});

/** The import date of a request's shipping invoice, as stored. */
async function importDateOf(shipRequestId: string) {
  const [row] = await ctx.db
    .select({ importedAt: schema.invoices.importedAt })
    .from(schema.invoices)
    .where(eq(schema.invoices.shipRequestId, shipRequestId));
  return row?.importedAt;
}

describe('the invoice import date (issue 13)', () => {
  test('the first scan in the destination country sets it once; the page and the PDF show it', async () => {
    const request = await packed();
    const scan = (body: object) =>
      as(ctx.app, clerk).post(`/api/staff/shipments/${request.id}/events`, body);
    const [invoice] = await ctx.db
      .select({ id: schema.invoices.id })
      .from(schema.invoices)
      .where(eq(schema.invoices.shipRequestId, request.id));
    const pdf = () => as(ctx.app, customer).get(`/api/invoices/${invoice?.id}/pdf`);
    // A PDF kept before the arrival, without the date.
    expect((await readPdf((await pdf()).rawPayload))[0]?.text).not.toContain('Import date');

    // Departure is the export: no import date yet.
    expect((await scan(departure())).statusCode).toBe(201);
    expect(await importDateOf(request.id)).toBeNull();

    const arrivedAt = later(300);
    const arrival = await scan({
      status: 'arrived_destination_airport',
      occurredAt: arrivedAt,
      location: 'Kuwait City',
      airportCode: 'KWI',
    });
    expect(arrival.statusCode, arrival.body).toBe(201);
    expect(await importDateOf(request.id)).toEqual(new Date(arrivedAt));

    // Later scans and the same scan again never move it.
    await scan({ status: 'delivered', occurredAt: later(400), location: 'Salmiya' });
    await scan({
      status: 'arrived_destination_airport',
      occurredAt: arrivedAt,
      location: 'Kuwait City',
    });
    expect(await importDateOf(request.id)).toEqual(new Date(arrivedAt));

    const page = await as(ctx.app, customer).get(`/api/Invoices/${invoice?.id}/country`);
    expect(page.json().importedAt).toBe(new Date(arrivedAt).toISOString());
    const text = (await readPdf((await pdf()).rawPayload))[0]?.text ?? '';
    expect(text).toContain('Import date');
    expect(text).toContain(
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
        new Date(arrivedAt),
      ),
    );
  });
});
