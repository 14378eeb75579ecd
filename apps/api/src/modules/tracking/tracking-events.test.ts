import { schema } from '@skyparcel/db';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { systemClock } from '../../lib/clock';
import { buildPaidShipRequest, packForTest } from '../../testing/build-paid-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import {
  buildCustomer,
  buildUser,
  type TestCustomer,
  type TestUser,
} from '../../testing/build-user';
import { packageStatusesOf, shipRequestRow } from '../../testing/ship-request-reads';
import {
  correctTrackingEvent,
  findShipmentOfRequest,
  listShipmentEvents,
  recordTrackingEvent,
  type TrackingDeps,
} from './index';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let deps: TrackingDeps;
let clerk: TestUser;
let londonClerk: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  deps = {
    db: ctx.db,
    clock: systemClock,
    mailer: ctx.app.mailer,
    publicUrl: ctx.config.publicUrl,
  };
  clerk = await buildUser(ctx.db, { role: 'STAFF', warehouses: ['US-DE'] });
  londonClerk = await buildUser(ctx.db, { role: 'STAFF', warehouses: ['GB-LON'] });
  admin = await buildUser(ctx.db, { role: 'ADMIN' });
});
afterAll(async () => ctx.close());

/** Minutes from now: scans follow the payment's own event, dated now. */
const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);

async function mailsAbout(to: string, orderNumber: string) {
  return ctx.db
    .select()
    .from(schema.mailOutbox)
    .where(and(eq(schema.mailOutbox.to, to), like(schema.mailOutbox.subject, `%${orderNumber}%`)));
}

async function notificationsOf(customer: TestCustomer) {
  return ctx.db
    .select()
    .from(schema.notifications)
    .where(
      and(
        eq(schema.notifications.userId, customer.user.id),
        eq(schema.notifications.kind, 'shipment_status'),
      ),
    );
}

const codeOf = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { code?: string }) => error.code,
  );

async function packedShipment(customer: TestCustomer, packages = 1) {
  const request = await buildPaidShipRequest(ctx.app, ctx.db, customer, { packages });
  const airWaybillNumber = await packForTest(ctx.db, request.id, clerk);
  const shipment = await findShipmentOfRequest(ctx.db, request.id);
  if (!shipment) {
    throw new Error('no shipment');
  }
  return { request, airWaybillNumber, shipment };
}

const scan = {
  location: 'New York, United States',
  airportCode: 'JFK',
  source: 'staff' as const,
};

describe('opening a shipment', () => {
  test('payment opens it under the order number with the receipt and preparing events; packing adds the AWB', async () => {
    const customer = await buildCustomer(ctx.db);
    const request = await buildPaidShipRequest(ctx.app, ctx.db, customer, { packages: 2 });
    const opened = await findShipmentOfRequest(ctx.db, request.id);
    expect(opened).toMatchObject({
      orderNumber: request.orderNumber,
      airWaybillNumber: null,
      pieces: 2,
    });
    const events = await listShipmentEvents(ctx.db, opened?.id ?? '');
    expect(events.map((event) => [event.status, event.source])).toEqual([
      ['package_received', 'system'],
      ['preparing_package', 'system'],
    ]);
    // The receipt is the earliest of its packages', at the warehouse; then the payment.
    const received = await ctx.db
      .select({ receivedAt: schema.packages.receivedAt })
      .from(schema.packages)
      .where(inArray(schema.packages.id, request.packageIds));
    const firstReceipt = Math.min(...received.map((row) => row.receivedAt.getTime()));
    expect(events[0]?.occurredAt.getTime()).toBe(firstReceipt);
    expect(events[0]?.location).toBe(events[1]?.location);
    expect(events[1]?.occurredAt.getTime()).toBeGreaterThan(firstReceipt);

    const airWaybillNumber = await packForTest(ctx.db, request.id, clerk);
    expect(airWaybillNumber).toMatch(/^701-\d{8}$/);
    expect(await findShipmentOfRequest(ctx.db, request.id)).toMatchObject({
      id: opened?.id,
      airWaybillNumber,
      pieces: 1,
      weightGrams: 2_500,
    });
    expect(await shipRequestRow(ctx.db, request.id)).toMatchObject({
      status: 'packed',
      airWaybillNumber,
      finalWeightGrams: 2_500,
      billedWeightGrams: 2_500,
    });
  });
});

describe('recording events', () => {
  test('a departure scan moves the request to departed and its packages to shipped, and tells the customer', async () => {
    const customer = await buildCustomer(ctx.db);
    const { request, airWaybillNumber, shipment } = await packedShipment(customer, 2);
    const occurredAt = later(60);
    const recorded = await recordTrackingEvent(deps, {
      shipmentId: shipment.id,
      status: 'departed_origin_airport',
      occurredAt,
      ...scan,
      note: 'Loaded on flight WF101',
      recordedBy: clerk.user.id,
    });
    expect(recorded.created).toBe(true);
    expect(recorded.event).toMatchObject({ source: 'staff', recordedBy: clerk.user.id });
    expect(await shipRequestRow(ctx.db, request.id)).toMatchObject({
      status: 'departed',
      departedAt: occurredAt,
    });
    expect(await packageStatusesOf(ctx.db, request)).toEqual(['shipped', 'shipped']);

    const [mail] = await mailsAbout(customer.user.email, request.orderNumber);
    expect(mail?.text).toContain('Departed from origin airport');
    expect(mail?.text).toContain(airWaybillNumber);
    expect(mail?.text).toContain(`/delivery-status?order=${request.orderNumber}`);
    expect(await notificationsOf(customer)).toHaveLength(1);
    const audit = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.actorUserId, clerk.user.id),
          eq(schema.auditLog.action, 'tracking.record-event'),
        ),
      );
    expect(audit.some((row) => row.details.eventId === recorded.event.id)).toBe(true);
  });

  test('the same scan twice is one event, one e-mail; it is found by air waybill too', async () => {
    const customer = await buildCustomer(ctx.db);
    const { request, airWaybillNumber, shipment } = await packedShipment(customer);
    const event = { status: 'departed_origin_airport' as const, occurredAt: later(30), ...scan };
    const first = await recordTrackingEvent(deps, { shipmentId: shipment.id, ...event });
    const again = await recordTrackingEvent(deps, { airWaybillNumber, ...event, source: 'import' });
    expect(again).toMatchObject({ created: false, event: { id: first.event.id } });
    expect(await listShipmentEvents(ctx.db, shipment.id)).toHaveLength(3);
    expect(await mailsAbout(customer.user.email, request.orderNumber)).toHaveLength(1);
  });

  test('refuses a status that goes backwards or an event dated before the latest', async () => {
    const customer = await buildCustomer(ctx.db);
    const { shipment } = await packedShipment(customer);
    await recordTrackingEvent(deps, {
      shipmentId: shipment.id,
      status: 'arrived_transit_airport',
      occurredAt: later(120),
      ...scan,
    });
    expect(
      await codeOf(
        recordTrackingEvent(deps, {
          shipmentId: shipment.id,
          status: 'departed_origin_airport',
          occurredAt: later(180),
          ...scan,
        }),
      ),
    ).toBe('TRACKING_STATUS_NOT_ALLOWED');
    expect(
      await codeOf(
        recordTrackingEvent(deps, {
          shipmentId: shipment.id,
          status: 'departed_transit_airport',
          occurredAt: later(60),
          ...scan,
        }),
      ),
    ).toBe('TRACKING_EVENT_BEFORE_LATEST');
    expect(await listShipmentEvents(ctx.db, shipment.id)).toHaveLength(3);
  });

  test('a request not packed yet cannot depart, and nothing is recorded', async () => {
    const customer = await buildCustomer(ctx.db);
    const request = await buildPaidShipRequest(ctx.app, ctx.db, customer);
    const shipment = await findShipmentOfRequest(ctx.db, request.id);
    const attempt = recordTrackingEvent(deps, {
      shipmentId: shipment?.id ?? '',
      status: 'departed_origin_airport',
      occurredAt: later(10),
      ...scan,
    });
    expect(await codeOf(attempt)).toBe('SHIP_REQUEST_NOT_PACKED');
    expect(await listShipmentEvents(ctx.db, shipment?.id ?? '')).toHaveLength(2);
    expect((await shipRequestRow(ctx.db, request.id))?.status).toBe('paid');
  });

  test('an unknown air waybill answers TRACKING_SHIPMENT_NOT_FOUND', async () => {
    const attempt = recordTrackingEvent(deps, {
      airWaybillNumber: '701-99999995',
      status: 'delivered',
      occurredAt: later(1),
      ...scan,
    });
    expect(await codeOf(attempt)).toBe('TRACKING_SHIPMENT_NOT_FOUND');
  });

  test('through an exception to delivery: the request and packages are delivered at the scan time', async () => {
    const customer = await buildCustomer(ctx.db);
    const { request, shipment } = await packedShipment(customer);
    const steps = [
      'departed_origin_airport',
      'arrived_destination_airport',
      'out_for_delivery',
      'undelivered',
      'out_for_delivery',
      'delivered',
    ] as const;
    const times = steps.map((_, index) => later(60 * (index + 1)));
    for (const [index, status] of steps.entries()) {
      const occurredAt = times[index] ?? later(0);
      await recordTrackingEvent(deps, { shipmentId: shipment.id, status, occurredAt, ...scan });
    }
    expect(await shipRequestRow(ctx.db, request.id)).toMatchObject({
      status: 'delivered',
      departedAt: times[0],
      deliveredAt: times.at(-1),
    });
    expect(await packageStatusesOf(ctx.db, request)).toEqual(['delivered']);
    const events = await listShipmentEvents(ctx.db, shipment.id);
    expect(events.map((event) => event.status)).toEqual([
      'package_received',
      'preparing_package',
      ...steps,
    ]);
  });

  test('status e-mails turned off: the notification still comes, and the delivered e-mail always', async () => {
    const customer = await buildCustomer(ctx.db, { shipmentStatusEmails: false });
    const { request, shipment } = await packedShipment(customer);
    await recordTrackingEvent(deps, {
      shipmentId: shipment.id,
      status: 'departed_origin_airport',
      occurredAt: later(10),
      ...scan,
    });
    await recordTrackingEvent(deps, {
      shipmentId: shipment.id,
      status: 'delivered',
      occurredAt: later(20),
      ...scan,
    });
    const mails = await mailsAbout(customer.user.email, request.orderNumber);
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Your shipment ${request.orderNumber}: Delivered`,
    ]);
    expect(await notificationsOf(customer)).toHaveLength(2);
  });

  test('the e-mail is in the customer’s language', async () => {
    const customer = await buildCustomer(ctx.db, { preferredLocale: 'fr' });
    const { request, shipment } = await packedShipment(customer);
    await recordTrackingEvent(deps, {
      shipmentId: shipment.id,
      status: 'departed_origin_airport',
      occurredAt: later(10),
      ...scan,
    });
    const [mail] = await mailsAbout(customer.user.email, request.orderNumber);
    expect(mail?.subject).toBe(
      `Votre envoi ${request.orderNumber} : Parti de l'aéroport d'origine`,
    );
  });
});

describe('correcting an event', () => {
  test('adds a correction with its reason, read in place of the scan, audited with before and after', async () => {
    const customer = await buildCustomer(ctx.db);
    const { shipment } = await packedShipment(customer);
    const { event } = await recordTrackingEvent(deps, {
      shipmentId: shipment.id,
      status: 'departed_origin_airport',
      occurredAt: later(10),
      ...scan,
    });
    const corrected = await correctTrackingEvent(
      deps,
      { id: clerk.user.id, role: 'STAFF' },
      event.id,
      {
        status: 'departed_origin_airport',
        occurredAt: later(15),
        location: 'Newark, United States',
        airportCode: 'EWR',
      },
      'Scanned at the wrong gate',
    );
    expect(corrected).toMatchObject({
      location: 'Newark, United States',
      correction: { reason: 'Scanned at the wrong gate' },
    });
    const events = await listShipmentEvents(ctx.db, shipment.id);
    expect(events.at(-1)).toMatchObject({
      id: event.id,
      airportCode: 'EWR',
      correction: { correctedBy: clerk.user.id },
    });
    const [stored] = await ctx.db
      .select()
      .from(schema.trackingEvents)
      .where(eq(schema.trackingEvents.id, event.id));
    expect(stored?.airportCode).toBe('JFK');
    const audit = await ctx.db
      .select()
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.action, 'tracking.correct-event'),
          eq(schema.auditLog.targetUserId, customer.user.id),
        ),
      );
    expect(audit[0]?.details).toMatchObject({
      reason: 'Scanned at the wrong gate',
      before: { airportCode: 'JFK' },
      after: { airportCode: 'EWR' },
    });
  });

  test('refuses a correction that breaks the order or adds a delivery; another warehouse’s clerk 403', async () => {
    const customer = await buildCustomer(ctx.db);
    const { shipment } = await packedShipment(customer);
    const { event } = await recordTrackingEvent(deps, {
      shipmentId: shipment.id,
      status: 'departed_origin_airport',
      occurredAt: later(10),
      ...scan,
    });
    const { event: arrival } = await recordTrackingEvent(deps, {
      shipmentId: shipment.id,
      status: 'arrived_transit_airport',
      occurredAt: later(20),
      ...scan,
    });
    const correct = (
      caller: TestUser,
      eventId: string,
      status: 'delivered' | 'departed_transit_airport',
    ) =>
      codeOf(
        correctTrackingEvent(
          deps,
          { id: caller.user.id, role: caller.user.role },
          eventId,
          { status, occurredAt: later(10), location: 'x' },
          'why',
        ),
      );
    // departed transit, then arrived transit: backwards.
    expect(await correct(clerk, event.id, 'departed_transit_airport')).toBe(
      'TRACKING_STATUS_NOT_ALLOWED',
    );
    // A delivery the request never had: a new event is the way, not a correction.
    expect(await correct(admin, arrival.id, 'delivered')).toBe('TRACKING_CORRECTION_CHANGES_STATE');
    expect(await correct(londonClerk, event.id, 'departed_transit_airport')).toBe(
      'RESOURCE_FORBIDDEN',
    );
    expect(
      await codeOf(
        correctTrackingEvent(
          deps,
          { id: admin.user.id, role: 'ADMIN' },
          '00000000-0000-4000-8000-000000000000',
          { status: 'delivered', occurredAt: later(1), location: 'x' },
          'why',
        ),
      ),
    ).toBe('TRACKING_EVENT_NOT_FOUND');
  });
});
