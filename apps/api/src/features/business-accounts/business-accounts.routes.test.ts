import { schema } from '@skyparcel/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import {
  assertCompanyMayBook,
  businessDocumentsFolder,
  DEMO_APPLICANT,
  seedDemoBusinessApplication,
  seedDemoCompany,
  sendTradeLicenseReminders,
} from '../../modules/companies';
import { DEMO_ACCOUNTS, DEMO_COMPANY } from '../../modules/users';
import { as, type Caller } from '../../testing/as';
import { buildCompany } from '../../testing/build-company';
import { buildShipRequest } from '../../testing/build-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, buildUser, type TestUser } from '../../testing/build-user';
import { multipartBody, SAMPLE } from '../../testing/multipart';
import { sessionFor } from '../../testing/session-for';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let operator: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  operator = await buildUser(ctx.db, { role: 'ADMIN' });
});
afterAll(async () => ctx.close());

const APPLY = '/api/business-account';
const QUEUE = '/api/admin/business-applications';

const OFFICE = {
  firstName: 'Omar',
  lastName: 'Saleh',
  street: 'Block 3, Street 12, Building 7',
  city: 'Salmiya',
  stateOrProvince: 'Hawalli',
  zip: '22001',
  countryCode: 'KW',
  phoneCountryCode: '+965',
  phoneNumber: '5551 2345',
};

function form(overrides: Record<string, unknown> = {}) {
  return {
    companyName: 'Gulf Traders LLC',
    businessType: 'trading',
    taxRegistrationNumber: '300123456700003',
    exportImportCode: 'KW-EXP-2231',
    tradeLicenseNumber: 'CN-1188223',
    tradeLicenseExpiresOn: '2099-06-30',
    shipping: OFFICE,
    airportCode: 'kwi',
    ...overrides,
  };
}

function apply(
  caller: Caller,
  body: object,
  file = { name: 'license.pdf', content: SAMPLE.pdf() },
) {
  const multipart = multipartBody({ application: JSON.stringify(body) }, [
    { field: 'document', ...file },
  ]);
  return as(ctx.app, caller).post(APPLY, multipart.payload, { headers: multipart.headers });
}

async function lastMailTo(email: string) {
  const [mail] = (await as(ctx.app, null).get(`/api/dev/mailbox?to=${email}&limit=1`)).json();
  return mail as { subject: string; text: string } | undefined;
}

async function auditActions(userId: string) {
  const rows = await ctx.db
    .select({ action: schema.auditLog.action })
    .from(schema.auditLog)
    .where(eq(schema.auditLog.targetUserId, userId));
  return rows.map((row) => row.action);
}

describe('who may call', () => {
  test('a visitor gets 401 everywhere; a customer 403 on the operators’ calls; staff may not apply', async () => {
    const customer = await buildCustomer(ctx.db);
    const staff = await buildUser(ctx.db, { role: 'STAFF' });
    const id = crypto.randomUUID();
    for (const [method, url] of [
      ['GET', APPLY],
      ['POST', APPLY],
      ['GET', `${APPLY}/document`],
      ['GET', QUEUE],
      ['GET', `${QUEUE}/${id}`],
      ['GET', `${QUEUE}/${id}/document`],
      ['POST', `${QUEUE}/${id}/review`],
    ] as const) {
      expect((await as(ctx.app, null).request(method, url)).statusCode, url).toBe(401);
      if (url.startsWith(QUEUE)) {
        expect((await as(ctx.app, customer).request(method, url)).statusCode, url).toBe(403);
        expect((await as(ctx.app, staff).request(method, url)).statusCode, url).toBe(403);
      }
    }
    expect((await apply(staff, form())).statusCode).toBe(403);
    const company = await buildCompany(ctx.db);
    expect((await apply(company.admin, form())).statusCode).toBe(403);
  });
});

describe('POST /business-account', () => {
  test('stores the application with the airport’s city and the document, once', async () => {
    const customer = await buildCustomer(ctx.db);
    const sent = await apply(customer, form());
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      status: 'pending',
      companyName: 'Gulf Traders LLC',
      taxRegistrationNumber: '300123456700003',
      exportImportCode: 'KW-EXP-2231',
      airportCode: 'KWI',
      primaryCity: 'Kuwait City',
      customerId: null,
      shipping: { city: 'Salmiya', phoneNumber: '55512345' },
      // Billing left out: the shipping details bill too.
      billing: { city: 'Salmiya' },
      document: { fileName: 'license.pdf', contentType: 'application/pdf' },
    });

    const mine = await as(ctx.app, customer).get(APPLY);
    expect(mine.json().application.id).toBe(sent.json().id);
    const document = await as(ctx.app, customer).get(`${APPLY}/document`);
    expect(document.statusCode).toBe(200);
    expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(await auditActions(customer.user.id)).toContain('business-application.submit');

    const again = await apply(customer, form());
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      'Your business account application is already waiting for review.',
    );
  });

  test('answers every wrong field with its own text, the file by its content', async () => {
    const customer = await buildCustomer(ctx.db);
    const wrong = await apply(
      customer,
      form({
        companyName: '',
        businessType: 'bank',
        taxRegistrationNumber: '1',
        exportImportCode: '',
        tradeLicenseNumber: '',
        tradeLicenseExpiresOn: '2026-02-30',
        shipping: { ...OFFICE, city: '', phoneNumber: '12' },
        airportCode: 'K',
      }),
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      companyName: 'validation.business.companyName',
      businessType: 'validation.business.businessType',
      taxRegistrationNumber: 'validation.business.taxRegistrationNumber',
      exportImportCode: 'validation.business.exportImportCode',
      tradeLicenseNumber: 'validation.business.tradeLicenseNumber',
      tradeLicenseExpiresOn: 'validation.business.tradeLicenseExpiry',
      'shipping.city': 'validation.contact.city',
      'shipping.phoneNumber': 'validation.contact.phone',
      airportCode: 'validation.business.airport',
    });

    const expired = await apply(customer, form({ tradeLicenseExpiresOn: '2020-01-31' }));
    expect(expired.json().error.fields).toEqual({
      tradeLicenseExpiresOn: 'validation.business.tradeLicenseExpired',
    });
    const unknownAirport = await apply(customer, form({ airportCode: 'QQQ' }));
    expect(unknownAirport.json().error.fields).toEqual({
      airportCode: 'validation.business.airport',
    });

    const noFile = multipartBody({ application: JSON.stringify(form()) });
    const missing = await as(ctx.app, customer).post(APPLY, noFile.payload, {
      headers: noFile.headers,
    });
    expect(missing.json().error.fields).toEqual({ document: 'validation.business.document' });

    const program = await apply(customer, form(), { name: 'license.pdf', content: SAMPLE.exe() });
    expect(program.statusCode).toBe(400);
    expect(program.json().error).toMatchObject({
      code: 'UPLOAD_FAILED',
      message: 'File Upload failed, please try to upload your documents again.',
    });
    const tooLarge = await apply(customer, form(), {
      name: 'license.png',
      content: SAMPLE.png(5 * 1024 * 1024 + 1),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect((await as(ctx.app, customer).get(APPLY)).json().application).toBeNull();
  });
});

describe('a Business sign-up (the Sign Up modal’s third step)', () => {
  test('GET /user says the application is due until one is sent; never for Personal', async () => {
    const business = await buildCustomer(ctx.db, { signupAccountType: 'Business' });
    const personal = await buildCustomer(ctx.db);
    const isDue = async (caller: Caller) =>
      (await as(ctx.app, caller).get('/api/user')).json().businessApplicationDue;
    expect(await isDue(business)).toBe(true);
    expect(await isDue(personal)).toBe(false);

    expect((await apply(business, form())).statusCode).toBe(201);
    expect(await isDue(business)).toBe(false);
  });
});

describe('the operators’ review', () => {
  test('approval issues a Customer ID from the sequence and makes the applicant SHIPPER ADMIN', async () => {
    const first = await buildCustomer(ctx.db, { preferredLocale: 'fr' });
    const second = await buildCustomer(ctx.db);
    const firstId = (await apply(first, form())).json().id;
    const secondId = (await apply(second, form({ companyName: 'Second Co' }))).json().id;

    const queue = (await as(ctx.app, operator).get(QUEUE)).json() as { id: string }[];
    expect(queue.map((item) => item.id)).toEqual(expect.arrayContaining([firstId, secondId]));
    const detail = await as(ctx.app, operator).get(`${QUEUE}/${firstId}`);
    expect(detail.json()).toMatchObject({
      applicant: { email: first.user.email },
      document: { url: `/api/admin/business-applications/${firstId}/document` },
    });
    const document = await as(ctx.app, operator).get(`${QUEUE}/${firstId}/document`);
    expect(document.headers['content-type']).toBe('application/pdf');

    const approved = await as(ctx.app, operator).post(`${QUEUE}/${firstId}/review`, {
      decision: 'approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    const customerId = approved.json().customerId as string;
    expect(customerId).toMatch(/^SKEC\d{4,}$/);
    expect(approved.json().status).toBe('approved');

    // The role changed, so the applicant's open session ended (ADR 021, issue 27).
    expect((await as(ctx.app, first).get('/api/user')).statusCode).toBe(401);
    const signedInAgain = await sessionFor(ctx.db, first.user.email);
    const me = (await as(ctx.app, signedInAgain).get('/api/user')).json();
    expect(me).toMatchObject({ role: 'SHIPPER ADMIN', agentCodeIsNull: false });
    const mail = await lastMailTo(first.user.email);
    expect(mail?.subject).toBe('Votre compte professionnel est approuvé');
    expect(mail?.text).toContain(customerId);
    expect(await auditActions(first.user.id)).toContain('business-application.approve');

    const secondApproval = await as(ctx.app, operator).post(`${QUEUE}/${secondId}/review`, {
      decision: 'approved',
    });
    const next = secondApproval.json().customerId as string;
    expect(Number(next.slice(4))).toBeGreaterThan(Number(customerId.slice(4)));

    const twice = await as(ctx.app, operator).post(`${QUEUE}/${firstId}/review`, {
      decision: 'rejected',
      reason: 'late',
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().error.code).toBe('BUSINESS_APPLICATION_DECIDED');
  });

  test('a rejection needs a reason, e-mails it, and lets the applicant apply again', async () => {
    const customer = await buildCustomer(ctx.db);
    const id = (await apply(customer, form())).json().id;
    const bare = await as(ctx.app, operator).post(`${QUEUE}/${id}/review`, {
      decision: 'rejected',
    });
    expect(bare.json().error.fields).toEqual({ reason: 'validation.business.rejectionReason' });

    const rejected = await as(ctx.app, operator).post(`${QUEUE}/${id}/review`, {
      decision: 'rejected',
      reason: 'The license scan is unreadable',
    });
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The license scan is unreadable',
    });
    expect((await lastMailTo(customer.user.email))?.text).toContain(
      'The license scan is unreadable',
    );
    expect((await as(ctx.app, customer).get('/api/user')).json().agentCodeIsNull).toBe(true);
    expect((await apply(customer, form())).statusCode).toBe(201);

    const unknown = await as(ctx.app, operator).post(`${QUEUE}/${crypto.randomUUID()}/review`, {
      decision: 'approved',
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('Business account application could not be found');
  });
});

describe('the trade license', () => {
  test('an expired license blocks the company’s new ship requests with the catalogue text', async () => {
    const company = await buildCompany(ctx.db, { tradeLicenseExpiresOn: '2021-03-31' });
    const member = await buildCustomer(ctx.db, { companyId: company.id });
    await expect(buildShipRequest(ctx.app, ctx.db, member)).rejects.toThrow(
      "Your company's trade license has expired.",
    );
    // The same rule for the EDI bookings, by the company's id.
    await expect(assertCompanyMayBook(ctx.db, company.id)).rejects.toMatchObject({
      code: 'TRADE_LICENSE_EXPIRED',
      params: { date: '2021-03-31' },
    });
    const valid = await buildCompany(ctx.db);
    await expect(assertCompanyMayBook(ctx.db, valid.id)).resolves.toBeUndefined();
    const colleague = await buildCustomer(ctx.db, { companyId: valid.id });
    await expect(buildShipRequest(ctx.app, ctx.db, colleague)).resolves.toMatchObject({
      orderNumber: expect.any(String),
    });
  });

  test('the daily pass e-mails the admins 30 days before, once per license', async () => {
    const now = new Date('2098-12-01T06:00:00Z');
    const clock = () => now;
    const soon = await buildCompany(ctx.db, { tradeLicenseExpiresOn: '2098-12-20' });
    const later = await buildCompany(ctx.db, { tradeLicenseExpiresOn: '2099-02-01' });
    const deps = { db: ctx.db, clock, mailer: ctx.app.mailer };

    expect(await sendTradeLicenseReminders(deps)).toBe(1);
    expect((await lastMailTo(soon.admin.user.email))?.text).toContain('2098-12-20');
    expect(await lastMailTo(later.admin.user.email)).toBeUndefined();
    expect(await sendTradeLicenseReminders(deps)).toBe(0);

    // A renewed license that again nears its end is reminded anew.
    await ctx.db
      .update(schema.companies)
      .set({ tradeLicenseExpiresOn: '2098-12-28' })
      .where(and(eq(schema.companies.id, soon.id)));
    expect(await sendTradeLicenseReminders(deps)).toBe(1);
  });
});

describe('trade license renewal (a company’s SHIPPER ADMIN, then the operators)', () => {
  const LICENSE = '/api/business-account/trade-license';
  const RENEWALS = `${LICENSE}/renewals`;
  const RENEWAL_QUEUE = '/api/admin/trade-license-renewals';
  const inDays = (days: number) =>
    new Date(Date.now() + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

  function renew(
    caller: Caller,
    body: object,
    file = { name: 'renewed.pdf', content: SAMPLE.pdf() },
  ) {
    const multipart = multipartBody({ renewal: JSON.stringify(body) }, [
      { field: 'document', ...file },
    ]);
    return as(ctx.app, caller).post(RENEWALS, multipart.payload, { headers: multipart.headers });
  }

  async function licenseOf(companyId: string) {
    const [row] = await ctx.db
      .select({
        number: schema.companies.tradeLicenseNumber,
        expiresOn: schema.companies.tradeLicenseExpiresOn,
      })
      .from(schema.companies)
      .where(eq(schema.companies.id, companyId));
    return row;
  }

  test('only the company’s SHIPPER ADMIN renews; another company finds nothing; the queue is the operators’', async () => {
    const company = await buildCompany(ctx.db, { tradeLicenseExpiresOn: inDays(10) });
    const other = await buildCompany(ctx.db, { tradeLicenseExpiresOn: inDays(10) });
    const individual = await buildCustomer(ctx.db);
    const renewed = { tradeLicenseNumber: 'CN-2200001', tradeLicenseExpiresOn: inDays(400) };

    expect((await as(ctx.app, null).get(LICENSE)).statusCode).toBe(401);
    expect((await renew(null, renewed)).statusCode).toBe(401);
    expect((await as(ctx.app, null).get(RENEWAL_QUEUE)).statusCode).toBe(401);
    for (const caller of [company.shipper, individual, operator]) {
      expect((await as(ctx.app, caller).get(LICENSE)).statusCode).toBe(403);
      expect((await renew(caller, renewed)).statusCode).toBe(403);
    }
    for (const caller of [company.admin, company.shipper, individual]) {
      expect((await as(ctx.app, caller).get(RENEWAL_QUEUE)).statusCode).toBe(403);
    }

    const sent = await renew(company.admin, renewed);
    expect(sent.statusCode, sent.body).toBe(201);
    const { id } = sent.json();
    const own = await as(ctx.app, company.admin).get(`${RENEWALS}/${id}/document`);
    expect(own.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Another company's admin, and the company's own SHIPPER, do not reach the document.
    const foreign = await as(ctx.app, other.admin).get(`${RENEWALS}/${id}/document`);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().error.message).toBe('Trade license renewal could not be found');
    expect((await as(ctx.app, company.shipper).get(`${RENEWALS}/${id}/document`)).statusCode).toBe(
      403,
    );
    expect((await as(ctx.app, other.admin).get(LICENSE)).json().renewal).toBeNull();
  });

  test('an expired license is renewed once, approval puts it on file, lifts the block and the reminder can come again', async () => {
    const company = await buildCompany(ctx.db, { tradeLicenseExpiresOn: '2021-03-31' });
    const before = (await as(ctx.app, company.admin).get(LICENSE)).json();
    expect(before).toMatchObject({
      tradeLicenseExpiresOn: '2021-03-31',
      isRenewable: true,
      renewal: null,
    });

    const wrong = await renew(company.admin, {
      tradeLicenseNumber: '#',
      tradeLicenseExpiresOn: '2021-13-01',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({
      tradeLicenseNumber: 'validation.business.tradeLicenseNumber',
      tradeLicenseExpiresOn: 'validation.business.tradeLicenseExpiry',
    });
    const stale = await renew(company.admin, {
      tradeLicenseNumber: 'CN-2200002',
      tradeLicenseExpiresOn: '2022-01-01',
    });
    expect(stale.json().error.fields).toEqual({
      tradeLicenseExpiresOn: 'validation.business.tradeLicenseExpired',
    });
    const notADocument = await renew(
      company.admin,
      { tradeLicenseNumber: 'CN-2200002', tradeLicenseExpiresOn: '2098-12-20' },
      { name: 'renewed.pdf', content: Buffer.from('just text') },
    );
    expect(notADocument.statusCode).toBe(400);

    const renewed = { tradeLicenseNumber: 'cn-2200002', tradeLicenseExpiresOn: '2098-12-20' };
    const sent = await renew(company.admin, renewed);
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toMatchObject({
      status: 'pending',
      tradeLicenseNumber: 'CN-2200002',
      currentExpiresOn: '2021-03-31',
    });
    const again = await renew(company.admin, renewed);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      "Your company's renewed trade license is already waiting for review.",
    );

    const queue = (await as(ctx.app, operator).get(RENEWAL_QUEUE)).json();
    const row = queue.find((candidate: { id: string }) => candidate.id === sent.json().id);
    expect(row).toMatchObject({ companyName: expect.stringContaining('Test Trading') });
    const document = await as(ctx.app, operator).get(row.document.url);
    expect(document.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const approved = await as(ctx.app, operator).post(`${RENEWAL_QUEUE}/${row.id}/review`, {
      decision: 'approved',
    });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json()).toMatchObject({ status: 'approved', currentExpiresOn: '2098-12-20' });
    expect(await licenseOf(company.id)).toEqual({ number: 'CN-2200002', expiresOn: '2098-12-20' });
    await expect(assertCompanyMayBook(ctx.db, company.id)).resolves.toBeUndefined();
    expect(await auditActions(company.admin.user.id)).toEqual(
      expect.arrayContaining(['trade-license-renewal.submit', 'trade-license-renewal.approve']),
    );
    expect((await lastMailTo(company.admin.user.email))?.subject).toBe(
      'Your renewed trade license is approved',
    );
    const decided = await as(ctx.app, operator).post(`${RENEWAL_QUEUE}/${row.id}/review`, {
      decision: 'rejected',
      reason: 'Too late',
    });
    expect(decided.statusCode).toBe(409);

    // The reminder is claimed per expiry date: the new date is reminded 30 days before it.
    await sendTradeLicenseReminders({
      db: ctx.db,
      clock: () => new Date('2098-12-01T06:00:00Z'),
      mailer: ctx.app.mailer,
    });
    expect((await lastMailTo(company.admin.user.email))?.text).toContain('2098-12-20');
  });

  test('a license far from expiry is not renewed; a rejection keeps the old license with the reason', async () => {
    const valid = await buildCompany(ctx.db);
    const far = await renew(valid.admin, {
      tradeLicenseNumber: 'CN-2200003',
      tradeLicenseExpiresOn: '2100-01-01',
    });
    expect(far.statusCode).toBe(409);
    expect(far.json().error.message).toBe(
      'The trade license can be renewed from 30 days before it expires.',
    );
    expect((await as(ctx.app, valid.admin).get(LICENSE)).json().isRenewable).toBe(false);

    const soon = await buildCompany(ctx.db, { tradeLicenseExpiresOn: inDays(20) });
    const old = await licenseOf(soon.id);
    const renewed = { tradeLicenseNumber: 'CN-2200004', tradeLicenseExpiresOn: inDays(380) };
    const { id } = (await renew(soon.admin, renewed)).json();
    const noReason = await as(ctx.app, operator).post(`${RENEWAL_QUEUE}/${id}/review`, {
      decision: 'rejected',
    });
    expect(noReason.json().error.fields).toEqual({
      reason: 'validation.business.rejectionReason',
    });
    const rejected = await as(ctx.app, operator).post(`${RENEWAL_QUEUE}/${id}/review`, {
      decision: 'rejected',
      reason: 'The document is unreadable',
    });
    expect(rejected.statusCode).toBe(200);
    expect(await licenseOf(soon.id)).toEqual(old);
    expect((await as(ctx.app, soon.admin).get(LICENSE)).json()).toMatchObject({
      isRenewable: true,
      renewal: { status: 'rejected', rejectionReason: 'The document is unreadable' },
    });
    expect((await lastMailTo(soon.admin.user.email))?.text).toContain('The document is unreadable');
    expect(await auditActions(soon.admin.user.id)).toContain('trade-license-renewal.reject');
    expect((await renew(soon.admin, renewed)).statusCode).toBe(201);
  });
});

describe('the demo', () => {
  test('Demo Trading LLC got its Customer ID through an approved application; a second application waits, seeded once', async () => {
    const omar = DEMO_ACCOUNTS.find((account) => account.role === 'SHIPPER ADMIN')?.email ?? '';
    const [approved] = await ctx.db
      .select({
        status: schema.businessApplications.status,
        customerId: schema.companies.customerId,
      })
      .from(schema.businessApplications)
      .innerJoin(schema.users, eq(schema.users.id, schema.businessApplications.applicantUserId))
      .innerJoin(schema.companies, eq(schema.companies.id, schema.businessApplications.companyId))
      .where(eq(schema.users.email, omar));
    expect(approved).toEqual({ status: 'approved', customerId: DEMO_COMPANY.customerId });

    const deps = {
      db: ctx.db,
      clock: () => new Date(),
      store: businessDocumentsFolder(ctx.app.fileStore),
    };
    await seedDemoCompany(deps);
    await seedDemoBusinessApplication(deps);
    await seedDemoBusinessApplication(deps);
    const companies = await ctx.db
      .select()
      .from(schema.companies)
      .where(eq(schema.companies.name, DEMO_COMPANY.name));
    expect(companies).toHaveLength(1);
    const queue = (await as(ctx.app, operator).get(QUEUE)).json() as {
      applicant: { email: string };
      companyName: string;
    }[];
    const waiting = queue.filter((item) => item.applicant.email === DEMO_APPLICANT.email);
    expect(waiting.map((item) => item.companyName)).toEqual(['Karim Imports FZE']);
  });
});
