import { schema } from '@skyparcel/db';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { as } from '../../testing/as';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, buildUser, type TestUser } from '../../testing/build-user';
import { startSmtpSink } from '../../testing/smtp-sink';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let smtp: Awaited<ReturnType<typeof startSmtpSink>>;
let admin: TestUser;

beforeAll(async () => {
  // A real SMTP server: the List-Unsubscribe headers must survive the outbox and the worker.
  smtp = await startSmtpSink();
  ctx = await buildTestApp({ SMTP_URL: smtp.url });
  admin = await buildUser(ctx.db, { role: 'ADMIN' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const OFFERS = '/api/admin/offers';
const sendPath = (id: string) => `${OFFERS}/${id}/send`;
const empty = { subject: '', body: '' };

/** An offer written in English and Arabic; Norwegian and French readers get the English. */
function offerBody(subject: string) {
  return {
    texts: {
      'en-US': {
        subject,
        body: 'Ship for less this week.\n\n<b>50%</b> off the second kilo & more.',
      },
      no: empty,
      fr: empty,
      'ar-AE': { subject: `عرض ${subject}`, body: 'اشحن بتكلفة أقل هذا الأسبوع.' },
    },
  };
}

async function createOffer(subject: string): Promise<string> {
  const made = await as(ctx.app, admin).post(OFFERS, offerBody(subject));
  expect(made.statusCode, made.body).toBe(201);
  return made.json().id;
}

function mailsTo(emails: string[]) {
  return ctx.db.select().from(schema.mailOutbox).where(inArray(schema.mailOutbox.to, emails));
}

async function recipientsOf(campaignId: string) {
  const rows = await ctx.db
    .select({ userId: schema.offerCampaignRecipients.userId })
    .from(schema.offerCampaignRecipients)
    .where(eq(schema.offerCampaignRecipients.campaignId, campaignId));
  return rows.map((row) => row.userId);
}

describe('POST /api/admin/offers/{id}/send', () => {
  test('[ADMIN] sends it once to the active customers who opted in, each in their language, with RFC 8058 headers', async () => {
    const sara = await buildCustomer(ctx.db, { receiveOffersAndPromotions: true });
    const nadia = await buildCustomer(ctx.db, {
      receiveOffersAndPromotions: true,
      preferredLocale: 'ar-AE',
      firstName: 'Nadia',
    });
    const lars = await buildCustomer(ctx.db, {
      receiveOffersAndPromotions: true,
      preferredLocale: 'no',
    });
    const business = await buildUser(ctx.db, { role: 'SHIPPER', receiveOffersAndPromotions: true });
    const optedOut = await buildCustomer(ctx.db);
    const inactive = await buildCustomer(ctx.db, {
      receiveOffersAndPromotions: true,
      isActive: false,
    });
    const unconfirmed = await buildCustomer(ctx.db, {
      receiveOffersAndPromotions: true,
      emailConfirmedAt: null,
    });
    const staff = await buildUser(ctx.db, { role: 'STAFF', receiveOffersAndPromotions: true });
    const everyone = [sara, nadia, lars, business, optedOut, inactive, unconfirmed, staff];
    const emails = everyone.map((person) => person.user.email);

    const listed = await as(ctx.app, admin).get(OFFERS);
    const optedInBefore: number = listed.json().optedInCount;
    expect(optedInBefore).toBeGreaterThanOrEqual(4);
    const campaignId = await createOffer('Winter sale');
    expect((await as(ctx.app, admin).get(OFFERS)).json().campaigns[0]).toMatchObject({
      id: campaignId,
      sentAt: null,
      recipientCount: null,
    });

    const sent = await as(ctx.app, admin).post(sendPath(campaignId));
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ id: campaignId, sentBy: admin.user.id });
    expect(sent.json().recipientCount).toBe(optedInBefore);
    expect((await recipientsOf(campaignId)).length).toBe(optedInBefore);

    const mails = await mailsTo(emails);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [sara, nadia, lars, business].map((person) => person.user.email).sort(),
    );
    const mailOf = (person: TestUser) => mails.find((mail) => mail.to === person.user.email);
    expect(mailOf(sara)?.subject).toBe('Winter sale');
    expect(mailOf(sara)?.text).toContain('Hello Sara,');
    expect(mailOf(sara)?.text).toContain('<b>50%</b> off the second kilo & more.');
    // The operator's text is escaped in the HTML: a tag in it is shown, never run.
    expect(mailOf(sara)?.html).toContain('&lt;b&gt;50%&lt;/b&gt; off the second kilo &amp; more.');
    expect(mailOf(sara)?.text).toContain('Stop the latest offers e-mails: ');
    expect(mailOf(nadia)?.subject).toBe('عرض Winter sale');
    expect(mailOf(nadia)?.html).toContain('dir="rtl"');
    expect(mailOf(nadia)?.text).toContain('مرحبًا Nadia،');
    // No Norwegian text was written: the English one, framed in Norwegian.
    expect(mailOf(lars)?.subject).toBe('Winter sale');
    expect(mailOf(lars)?.text).toContain('Hei Sara,');
    expect(mailOf(sara)?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(
        /^<http.+\/api\/UserProfile\/unsubscribe\/one-click\?key=.+>$/,
      ),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    const delivered = await smtp.waitForMail();
    await expect
      .poll(() => delivered.find((mail) => mail.to.includes(sara.user.email))?.raw ?? '')
      .toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');

    // A second click, and two at once for a new offer: each offer goes out once.
    const again = await as(ctx.app, admin).post(sendPath(campaignId));
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'OFFER_CAMPAIGN_ALREADY_SENT',
      message: 'This offer has already been sent. It is sent only once.',
    });
    expect(await mailsTo(emails)).toHaveLength(4);
    const secondId = await createOffer('Spring sale');
    const both = await Promise.all([
      as(ctx.app, admin).post(sendPath(secondId)),
      as(ctx.app, admin).post(sendPath(secondId)),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([200, 409]);
    expect(await mailsTo([sara.user.email])).toHaveLength(2);

    const audit = await ctx.db
      .select({ action: schema.auditLog.action, details: schema.auditLog.details })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.actorUserId, admin.user.id),
          eq(schema.auditLog.action, 'offer-campaign.send'),
        ),
      );
    expect(audit).toContainEqual({
      action: 'offer-campaign.send',
      details: { campaignId, recipientCount: optedInBefore },
    });
  });

  test('the e-mail’s link and a mail client’s one-click POST unsubscribe without signing in; a forged link is refused', async () => {
    const sara = await buildCustomer(ctx.db, { receiveOffersAndPromotions: true });
    const omar = await buildCustomer(ctx.db, { receiveOffersAndPromotions: true });
    const first = await createOffer('Autumn sale');
    expect((await as(ctx.app, admin).post(sendPath(first))).statusCode).toBe(200);
    const [saraMail] = await mailsTo([sara.user.email]);
    const [omarMail] = await mailsTo([omar.user.email]);

    // Sara follows the footer's link: the page posts its key.
    const link = /Stop the latest offers e-mails: (\S+)/.exec(saraMail?.text ?? '')?.[1] ?? '';
    const token = new URL(link).searchParams.get('key') ?? '';
    const [userId, kind, signature] = token.split('.');
    expect([userId, kind]).toEqual([sara.user.id, 'offers']);
    const forged = await as(ctx.app, null).post('/api/UserProfile/unsubscribe', {
      token: `${omar.user.id}.offers.${signature}`,
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().error.code).toBe('UNSUBSCRIBE_LINK_INVALID');
    const followed = await as(ctx.app, null).post('/api/UserProfile/unsubscribe', { token });
    expect(followed.statusCode).toBe(200);

    // Omar's mail client uses the List-Unsubscribe header (RFC 8058).
    const oneClick = /^<(.+)>$/.exec(omarMail?.headers['List-Unsubscribe'] ?? '')?.[1] ?? '';
    const { pathname, search } = new URL(oneClick);
    const forgedClick = await ctx.app.inject({
      method: 'POST',
      url: `${pathname}${search.replace(/.{4}$/, 'AAAA')}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forgedClick.statusCode).toBe(400);
    const clicked = await ctx.app.inject({
      method: 'POST',
      url: `${pathname}${search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json().kind).toBe('offers');

    for (const person of [sara, omar]) {
      const prefs = await as(ctx.app, person).get('/api/UserProfile/get-cummunication-preferences');
      expect(prefs.json().receiveOffersAndPromotionsFlag).toBe(false);
    }
    const next = await createOffer('Last chance');
    expect((await as(ctx.app, admin).post(sendPath(next))).statusCode).toBe(200);
    expect(await mailsTo([sara.user.email, omar.user.email])).toHaveLength(2);
  });

  test('refuses anyone but an ADMIN, an offer without English, and an unknown offer', async () => {
    const customer = await buildCustomer(ctx.db);
    const staff = await buildUser(ctx.db, { role: 'STAFF' });
    const campaignId = await createOffer('Members only');
    for (const [caller, status] of [
      [null, 401],
      [customer, 403],
      [staff, 403],
    ] as const) {
      expect((await as(ctx.app, caller).get(OFFERS)).statusCode).toBe(status);
      expect((await as(ctx.app, caller).post(OFFERS, offerBody('x'))).statusCode).toBe(status);
      expect((await as(ctx.app, caller).post(sendPath(campaignId))).statusCode).toBe(status);
    }
    expect(await recipientsOf(campaignId)).toEqual([]);

    const refused = await as(ctx.app, admin).post(OFFERS, {
      texts: {
        'en-US': empty,
        no: { subject: 'Tilbud', body: '' },
        fr: empty,
        'ar-AE': { subject: 'one\nline', body: 'x' },
      },
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fields).toEqual({
      'texts.en-US.subject': 'validation.required',
      'texts.en-US.body': 'validation.required',
      'texts.no.body': 'validation.required',
      'texts.ar-AE.subject': 'validation.invalid',
    });

    const unknown = await as(ctx.app, admin).post(sendPath('00000000-0000-4000-8000-000000000000'));
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.code).toBe('OFFER_CAMPAIGN_NOT_FOUND');
  });
});
