import { schema } from '@skyparcel/db';
import { and, desc, eq, inArray, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { systemClock } from '../../lib/clock';
import { findShipmentOfRequest, recordTrackingEvent } from '../../modules/tracking';
import { as } from '../../testing/as';
import { buildPaidShipRequest, packForTest } from '../../testing/build-paid-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, buildUser } from '../../testing/build-user';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

const GET = '/api/UserProfile/get-cummunication-preferences';
const SET = '/api/UserProfile/set-cummunication-preferences';
const UNSUBSCRIBE = '/api/UserProfile/unsubscribe';

async function auditOf(userId: string, action: string) {
  return ctx.db
    .select({ actor: schema.auditLog.actorUserId, details: schema.auditLog.details })
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.targetUserId, userId), eq(schema.auditLog.action, action)));
}

/** The token of a link the app signed, as the e-mail would carry it. */
function tokenOf(url: string) {
  return new URL(url).searchParams.get('key') ?? '';
}

function linksOfApp() {
  const links = ctx.app.mailer.unsubscribeLinks;
  if (!links) {
    throw new Error('the test app signs no unsubscribe links');
  }
  return links;
}

describe('GET and PUT /api/UserProfile/…-cummunication-preferences', () => {
  test('reads and sets the caller’s own e-mails, audited; a visitor gets 401', async () => {
    const sara = await buildCustomer(ctx.db);
    const omar = await buildCustomer(ctx.db);
    expect((await as(ctx.app, sara).get(GET)).json()).toEqual({
      receiveOffersAndPromotionsFlag: false,
      shipmentStatusEmails: true,
      invoicePaymentEmails: true,
    });

    const set = await as(ctx.app, sara).put(SET, {
      receiveOffersAndPromotionsFlag: true,
      shipmentStatusEmails: false,
      invoicePaymentEmails: true,
    });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({
      receiveOffersAndPromotionsFlag: true,
      shipmentStatusEmails: false,
      invoicePaymentEmails: true,
    });
    expect((await as(ctx.app, sara).get(GET)).json()).toEqual(set.json());
    // Another customer's preferences stay as they were.
    expect((await as(ctx.app, omar).get(GET)).json()).toEqual({
      receiveOffersAndPromotionsFlag: false,
      shipmentStatusEmails: true,
      invoicePaymentEmails: true,
    });
    expect(await auditOf(sara.user.id, 'user.set-communication-preferences')).toEqual([
      {
        actor: sara.user.id,
        details: {
          before: {
            receiveOffersAndPromotionsFlag: false,
            shipmentStatusEmails: true,
            invoicePaymentEmails: true,
          },
          after: {
            receiveOffersAndPromotionsFlag: true,
            shipmentStatusEmails: false,
            invoicePaymentEmails: true,
          },
        },
      },
    ]);

    for (const response of [
      await as(ctx.app, null).get(GET),
      await as(ctx.app, null).put(SET, {}),
    ]) {
      expect(response.statusCode).toBe(401);
      expect(response.json().error.code).toBe('UNAUTHENTICATED');
    }
  });

  test('answers 400 with fields when a flag is missing or not a boolean', async () => {
    const sara = await buildCustomer(ctx.db);
    const response = await as(ctx.app, sara).put(SET, { receiveOffersAndPromotionsFlag: 'yes' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('VALIDATION_FAILED');
    expect(Object.keys(response.json().error.fields).sort()).toEqual([
      'invoicePaymentEmails',
      'receiveOffersAndPromotionsFlag',
      'shipmentStatusEmails',
    ]);
  });
});

describe('POST /api/UserProfile/unsubscribe', () => {
  test('a signed link turns off its kind for its user only, without signing in, twice harmlessly', async () => {
    const sara = await buildCustomer(ctx.db, { receiveOffersAndPromotions: true });
    const token = tokenOf(linksOfApp().urlFor(sara.user.id, 'offers'));

    const first = await as(ctx.app, null).post(UNSUBSCRIBE, { token });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      kind: 'offers',
      message: 'You will no longer receive the latest offers e-mails.',
    });
    expect((await as(ctx.app, sara).get(GET)).json()).toEqual({
      receiveOffersAndPromotionsFlag: false,
      shipmentStatusEmails: true,
      invoicePaymentEmails: true,
    });
    const again = await as(ctx.app, null).post(
      UNSUBSCRIBE,
      { token },
      { headers: { 'accept-language': 'fr' } },
    );
    expect(again.json().message).toBe('Vous ne recevrez plus les e-mails des dernières offres.');
    expect(await auditOf(sara.user.id, 'user.unsubscribe')).toHaveLength(2);
  });

  test('refuses a token not signed by the portal, another kind’s or another user’s signature', async () => {
    const sara = await buildCustomer(ctx.db, { receiveOffersAndPromotions: true });
    const omar = await buildCustomer(ctx.db);
    const [userId, , signature] = tokenOf(linksOfApp().urlFor(sara.user.id, 'offers')).split('.');
    const [, , omarSignature] = tokenOf(linksOfApp().urlFor(omar.user.id, 'offers')).split('.');
    for (const token of [
      `${userId}.status.${signature}`,
      `${userId}.offers.${omarSignature}`,
      `${omar.user.id}.offers.${signature}`,
      `${userId}.offers.${signature}x`,
      `${userId}.offers`,
      'nonsense',
    ]) {
      const response = await as(ctx.app, null).post(UNSUBSCRIBE, { token });
      expect(response.statusCode, token).toBe(400);
      expect(response.json().error).toMatchObject({
        code: 'UNSUBSCRIBE_LINK_INVALID',
        message:
          'This unsubscribe link is not valid. Please change your e-mail preferences in your profile.',
      });
    }
    expect((await as(ctx.app, sara).get(GET)).json().receiveOffersAndPromotionsFlag).toBe(true);
    const empty = await as(ctx.app, null).post(UNSUBSCRIBE, { token: '' });
    expect(empty.json().error.code).toBe('VALIDATION_FAILED');
  });

  test('a status e-mail carries the link, which stops the next status e-mails (delivered still comes)', async () => {
    const customer = await buildCustomer(ctx.db);
    const clerk = await buildUser(ctx.db, { role: 'STAFF', warehouses: ['US-DE'] });
    const request = await buildPaidShipRequest(ctx.app, ctx.db, customer, { packages: 1 });
    await packForTest(ctx.db, request.id, clerk);
    const shipment = await findShipmentOfRequest(ctx.db, request.id);
    if (!shipment) {
      throw new Error('no shipment');
    }
    const deps = {
      db: ctx.db,
      clock: systemClock,
      mailer: ctx.app.mailer,
      publicUrl: ctx.config.publicUrl,
    };
    const scan = { location: 'Wilmington', source: 'staff' as const, recordedBy: clerk.user.id };
    const later = (minutes: number) => new Date(Date.now() + minutes * 60_000);
    const mails = () =>
      ctx.db
        .select()
        .from(schema.mailOutbox)
        .where(
          and(
            eq(schema.mailOutbox.to, customer.user.email),
            like(schema.mailOutbox.subject, `%${request.orderNumber}%`),
          ),
        )
        .orderBy(schema.mailOutbox.createdAt);

    await recordTrackingEvent(deps, {
      shipmentId: shipment.id,
      status: 'departed_origin_airport',
      occurredAt: later(10),
      ...scan,
    });
    const [departed] = await mails();
    const link = /Stop these shipment status e-mails: (\S+)/.exec(departed?.text ?? '')?.[1] ?? '';
    expect(link).toMatch(`${ctx.config.publicUrl}/unsubscribe?key=`);
    expect(departed?.html).toContain('Stop these shipment status e-mails</a>');

    const response = await as(ctx.app, null).post(UNSUBSCRIBE, { token: tokenOf(link) });
    expect(response.json().kind).toBe('status');
    await recordTrackingEvent(deps, {
      shipmentId: shipment.id,
      status: 'arrived_destination_airport',
      occurredAt: later(20),
      ...scan,
    });
    await recordTrackingEvent(deps, {
      shipmentId: shipment.id,
      status: 'delivered',
      occurredAt: later(30),
      ...scan,
    });
    const sent = await mails();
    expect(sent.map((mail) => mail.subject)).toEqual([
      `Your shipment ${request.orderNumber}: Departed from origin airport`,
      `Your shipment ${request.orderNumber}: Delivered`,
    ]);
    // The delivered e-mail goes whatever the preference says, so it offers no way to stop it.
    expect(sent[1]?.text).not.toContain('/unsubscribe');
  });
});

describe('each kind of e-mail follows its own choice (issue 14, notification kinds)', () => {
  const KINDS = [
    'receiveOffersAndPromotionsFlag',
    'shipmentStatusEmails',
    'invoicePaymentEmails',
  ] as const;

  test('each kind is set on its own: turning one off leaves the others', async () => {
    const sara = await buildCustomer(ctx.db);
    for (const kind of KINDS) {
      const body = { ...Object.fromEntries(KINDS.map((other) => [other, true])), [kind]: false };
      const set = await as(ctx.app, sara).put(SET, body);
      expect(set.statusCode, kind).toBe(200);
      expect((await as(ctx.app, sara).get(GET)).json(), kind).toEqual(body);
    }
  });

  test('payment receipts: the automatic one carries its link, which stops the next; one asked for still goes', async () => {
    const sara = await buildCustomer(ctx.db);
    const receipts = () =>
      ctx.db
        .select()
        .from(schema.mailOutbox)
        .where(
          and(
            eq(schema.mailOutbox.to, sara.user.email),
            like(schema.mailOutbox.subject, 'Payment receipt %'),
          ),
        )
        .orderBy(schema.mailOutbox.createdAt);

    await buildPaidShipRequest(ctx.app, ctx.db, sara);
    const [first] = await receipts();
    const link = /Stop these payment receipt e-mails: (\S+)/.exec(first?.text ?? '')?.[1] ?? '';
    expect(link).toMatch(`${ctx.config.publicUrl}/unsubscribe?key=`);
    const stopped = await as(ctx.app, null).post(UNSUBSCRIBE, { token: tokenOf(link) });
    expect(stopped.json()).toEqual({
      kind: 'payments',
      message:
        'You will no longer receive payment receipt e-mails (a receipt you ask for still comes).',
    });
    expect((await as(ctx.app, sara).get(GET)).json()).toEqual({
      receiveOffersAndPromotionsFlag: false,
      shipmentStatusEmails: true,
      invoicePaymentEmails: false,
    });

    // The next payment sends none; asking for its receipt sends it, without a link.
    await buildPaidShipRequest(ctx.app, ctx.db, sara);
    expect(await receipts()).toHaveLength(1);
    const [latest] = await ctx.db
      .select({ id: schema.payments.id })
      .from(schema.payments)
      .where(eq(schema.payments.userId, sara.user.id))
      .orderBy(desc(schema.payments.createdAt))
      .limit(1);
    const asked = await as(ctx.app, sara).post(`/api/payment/${latest?.id}/receipt`, {
      emailTo: sara.user.email,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const all = await receipts();
    expect(all).toHaveLength(2);
    expect(all[1]?.text).not.toContain('Stop these payment receipt e-mails');
  });

  test('security e-mails are no kind: an e-mail change is told with every kind turned off', async () => {
    const sara = await buildCustomer(ctx.db, {
      receiveOffersAndPromotions: false,
      shipmentStatusEmails: false,
      invoicePaymentEmails: false,
    });
    const newEmail = `new-${sara.user.email}`;
    const changed = await as(ctx.app, sara).put('/api/UserProfile/set-account-info', {
      firstName: 'Sara',
      lastName: 'Nasser',
      dateOfBirth: { day: 12, month: 4, year: 1990 },
      email: newEmail,
      confirmEmail: newEmail,
      languageCode: 'en-US',
      registeredCountryCode: 'KW',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const mails = await ctx.db
      .select({ to: schema.mailOutbox.to })
      .from(schema.mailOutbox)
      .where(inArray(schema.mailOutbox.to, [sara.user.email, newEmail]));
    expect(mails.map((mail) => mail.to).sort()).toEqual([newEmail, sara.user.email].sort());
  });
});
