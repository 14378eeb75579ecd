import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { schema } from '@skyparcel/db';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { DEMO_ACCOUNTS } from '../../modules/users';
import { resolveUploadsDir } from '../../plugins/env';
import { as, type Caller } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { buildTestApp } from '../../testing/build-test-app';
import {
  buildCustomer,
  buildUser,
  type TestCustomer,
  type TestUser,
} from '../../testing/build-user';
import { multipartBody, SAMPLE } from '../../testing/multipart';
import { sessionFor } from '../../testing/session-for';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let clerk: TestUser;
let dir = '';

beforeAll(async () => {
  ctx = await buildTestApp();
  clerk = await buildUser(ctx.db, { role: 'STAFF', warehouses: ['US-DE'] });
  dir = join(resolveUploadsDir(ctx.config), 'identity');
});
afterAll(async () => ctx.close());

const GET = '/api/UserProfile/get-user-identification';
const SET = '/api/UserProfile/set-user-identification';
const UPLOAD = '/api/UserProfile/upload-file';
const FILES = '/api/UserProfile/get-files';
const DELETE = '/api/UserProfile/delete-file';
const CHECK_ID = 'Update failed, please check your ID input again.';
const UPLOAD_FAILED = 'Update failed, please try to upload your documents again.';
const DELETE_FAILED = 'Delete failed, please try to upload your documents again.';

/** A customer who has not given an ID yet, with a date of birth (customs need it with the ID). */
async function newcomer(): Promise<TestCustomer> {
  const customer = await buildCustomer(ctx.db, { identity: 'missing', dateOfBirth: '1990-04-12' });
  return customer;
}

function upload(caller: Caller, name: string, content: Buffer) {
  const body = multipartBody({}, [{ name, content }]);
  return as(ctx.app, caller).post(UPLOAD, body.payload, { headers: body.headers });
}

async function passportOf(customer: TestCustomer) {
  const saved = await as(ctx.app, customer).put(SET, {
    documentType: 'passport',
    issuingCountryCode: 'NO',
    number: 'ab 123456',
  });
  expect(saved.statusCode, saved.body).toBe(200);
  const uploaded = await upload(customer, 'passport.png', SAMPLE.png());
  expect(uploaded.statusCode, uploaded.body).toBe(201);
  return uploaded.json() as { id: string; url: string };
}

function review(caller: Caller, userId: string, body: object) {
  return as(ctx.app, caller).post(`/api/staff/identities/${userId}/review`, body);
}

describe('visitors and the wrong roles', () => {
  test('every call answers 401 to a visitor; the staff calls 403 to a customer', async () => {
    for (const [method, url] of [
      ['GET', GET],
      ['PUT', SET],
      ['POST', UPLOAD],
      ['GET', FILES],
      ['DELETE', DELETE],
      ['GET', `/api/UserProfile/files/${crypto.randomUUID()}`],
      ['GET', '/api/staff/identities'],
    ] as const) {
      const response = await as(ctx.app, null).request(method, url);
      expect(response.statusCode, url).toBe(401);
    }
    const sara = await newcomer();
    for (const [method, url] of [
      ['GET', '/api/staff/identities'],
      ['GET', `/api/staff/identities/${sara.user.id}`],
      ['POST', `/api/staff/identities/${sara.user.id}/review`],
    ] as const) {
      const response = await as(ctx.app, sara).request(method, url, { decision: 'verified' });
      expect(response.statusCode, url).toBe(403);
    }
  });
});

describe('PUT /api/UserProfile/set-user-identification', () => {
  test('keeps a passport or national ID by its country’s format, normalised, then pending', async () => {
    const sara = await newcomer();
    expect((await as(ctx.app, sara).get(GET)).json()).toEqual({
      documentType: null,
      issuingCountryCode: null,
      number: null,
      status: 'missing',
      rejectionReason: null,
      reviewedAt: null,
    });
    const saved = await as(ctx.app, sara).put(SET, {
      documentType: 'national_id',
      issuingCountryCode: 'ae',
      number: '784 1990 1234567 1',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({
      documentType: 'national_id',
      issuingCountryCode: 'AE',
      number: '784-1990-1234567-1',
      status: 'pending',
      message: 'Your ID was saved. We will check it against your documents.',
    });
    const kuwait = await as(ctx.app, sara).put(SET, {
      documentType: 'national_id',
      issuingCountryCode: 'KW',
      number: '289010112345',
    });
    expect(kuwait.json().number).toBe('289010112345');
    // The audit row keeps the last four characters only.
    const audit = await ctx.db
      .select({ details: schema.auditLog.details })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.targetUserId, sara.user.id),
          eq(schema.auditLog.action, 'identity.set-identification'),
        ),
      );
    expect(JSON.stringify(audit)).not.toContain('289010112345');
    expect(JSON.stringify(audit)).toContain('…2345');
  });

  test('answers ‘Update failed, please check your ID input again.’ for a number of the wrong format', async () => {
    const sara = await newcomer();
    for (const [body, field] of [
      [
        { documentType: 'national_id', issuingCountryCode: 'SA', number: '3012345678' },
        'validation.idNumber.nationalId',
      ],
      [
        { documentType: 'national_id', issuingCountryCode: 'KW', number: '12345' },
        'validation.idNumber.nationalId',
      ],
      [
        { documentType: 'national_id', issuingCountryCode: 'NO', number: '01019012345' },
        'validation.idNumber.nationalIdCountry',
      ],
      [
        { documentType: 'passport', issuingCountryCode: 'US', number: '12345' },
        'validation.idNumber.passport',
      ],
    ] as const) {
      const response = await as(ctx.app, sara).put(SET, body);
      expect(response.statusCode).toBe(400);
      expect(response.json().error).toEqual({
        code: 'ID_INPUT_INVALID',
        message: CHECK_ID,
        fields: { number: field },
      });
    }
    expect((await as(ctx.app, sara).get(GET)).json().status).toBe('missing');
  });

  test('asks for the account information first when the date of birth is missing', async () => {
    const sara = await buildCustomer(ctx.db, { identity: 'missing' });
    const response = await as(ctx.app, sara).put(SET, {
      documentType: 'passport',
      issuingCountryCode: 'NO',
      number: 'AB123456',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toEqual({
      code: 'IDENTITY_INCOMPLETE',
      message:
        'Update failed, please try to upload your documents and check your account information and ID input again.',
      fields: { dateOfBirth: 'validation.required' },
    });
  });
});

describe('ID documents', () => {
  test('uploads a scan checked by its content, lists it, serves it to the owner and staff only', async () => {
    const sara = await newcomer();
    const uploaded = await upload(sara, 'passport.pdf', SAMPLE.pdf());
    expect(uploaded.statusCode).toBe(201);
    const document = uploaded.json();
    expect(document).toMatchObject({
      fileName: 'passport.pdf',
      contentType: 'application/pdf',
      message: 'Document uploaded successfully',
      url: `/api/UserProfile/files/${document.id}`,
    });
    expect((await as(ctx.app, sara).get(GET)).json().status).toBe('pending');
    const list = await as(ctx.app, sara).get(FILES);
    expect(list.json()).toEqual([
      {
        id: document.id,
        fileName: 'passport.pdf',
        contentType: 'application/pdf',
        sizeBytes: 64,
        uploadedAt: expect.any(String),
        url: document.url,
      },
    ]);

    const own = await as(ctx.app, sara).get(document.url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-disposition']).toBe('attachment; filename="passport.pdf"');
    // An identity scan is kept by no cache, the browser's included (issue 27).
    expect(own.headers['cache-control']).toBe('no-store');
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.rawPayload.subarray(0, 8).toString()).toBe('%PDF-1.7');

    // Another customer: not found, with the same answer as an id that does not exist.
    const omar = await newcomer();
    const theirs = await as(ctx.app, omar).get(document.url);
    expect(theirs.statusCode).toBe(404);
    expect((await as(ctx.app, omar).get(FILES)).json()).toEqual([]);
    const staffUrl = `/api/staff/identities/${sara.user.id}/files/${document.id}`;
    expect((await as(ctx.app, omar).get(staffUrl)).statusCode).toBe(403);
    expect((await as(ctx.app, null).get(document.url)).statusCode).toBe(401);
    // Staff reach it by the staff URL only; the owner's URL checks the owner.
    expect((await as(ctx.app, clerk).get(staffUrl)).statusCode).toBe(200);
    // Every read of an identity document is audited with who read it (issue 27).
    const reads = await ctx.db
      .select({ actor: schema.auditLog.actorUserId, details: schema.auditLog.details })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.targetUserId, sara.user.id),
          eq(schema.auditLog.action, 'identity.read-document'),
        ),
      );
    expect(reads).toEqual([{ actor: clerk.user.id, details: { documentId: document.id } }]);
    // A STAFF account assigned to no warehouse reads no one's identity.
    const nowhere = await buildUser(ctx.db, { role: 'STAFF' });
    for (const url of [
      staffUrl,
      `/api/staff/identities/${sara.user.id}`,
      '/api/staff/identities',
    ]) {
      expect((await as(ctx.app, nowhere).get(url)).statusCode, url).toBe(403);
    }
    expect((await as(ctx.app, clerk).get(document.url)).statusCode).toBe(404);
    const wrongOwner = `/api/staff/identities/${omar.user.id}/files/${document.id}`;
    expect((await as(ctx.app, clerk).get(wrongOwner)).statusCode).toBe(404);
    // Stored under a server-made name, apart from package files.
    expect(readdirSync(dir).filter((name) => name.endsWith('.pdf'))).toHaveLength(1);
  });

  test('refuses another type, a file over 5 MB and a sixth document with the spec’s text', async () => {
    const sara = await newcomer();
    const exe = await upload(sara, 'passport.pdf', SAMPLE.exe());
    expect(exe.statusCode).toBe(400);
    expect(exe.json().error).toEqual({
      code: 'ID_DOCUMENT_UPLOAD_FAILED',
      message: UPLOAD_FAILED,
      fields: { file: 'validation.fileType' },
    });
    const large = await upload(sara, 'passport.jpg', SAMPLE.jpg(5 * 1024 * 1024 + 1));
    expect(large.json().error).toMatchObject({
      code: 'ID_DOCUMENT_UPLOAD_FAILED',
      fields: { file: 'validation.fileTooLarge' },
    });
    for (let index = 0; index < 5; index += 1) {
      expect((await upload(sara, `page-${index}.jpg`, SAMPLE.jpg())).statusCode).toBe(201);
    }
    const sixth = await upload(sara, 'page-6.jpg', SAMPLE.jpg());
    expect(sixth.json().error).toEqual({
      code: 'ID_DOCUMENT_UPLOAD_FAILED',
      message: UPLOAD_FAILED,
      fields: { file: 'validation.tooManyIdFiles' },
    });
    expect((await as(ctx.app, sara).get(FILES)).json()).toHaveLength(5);
  });

  test('deletes the caller’s own document and its file; another’s answers the spec’s text', async () => {
    const sara = await newcomer();
    const document = (await upload(sara, 'id.png', SAMPLE.png())).json();
    const omar = await newcomer();
    const theirs = await as(ctx.app, omar).delete(DELETE, { id: document.id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json().error).toEqual({ code: 'ID_DOCUMENT_NOT_FOUND', message: DELETE_FAILED });
    const badId = await as(ctx.app, sara).delete(DELETE, { id: 'nope' });
    expect(badId.json().error).toMatchObject({
      code: 'DOCUMENT_DELETE_FAILED',
      message: DELETE_FAILED,
    });

    const [row] = await ctx.db
      .select()
      .from(schema.identityDocuments)
      .where(eq(schema.identityDocuments.id, document.id));
    const deleted = await as(ctx.app, sara).delete(DELETE, { id: document.id });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ message: 'File deleted successfully' });
    expect((await as(ctx.app, sara).get(FILES)).json()).toEqual([]);
    expect(existsSync(join(dir, row?.storedName ?? ''))).toBe(false);
  });
});

describe('verification by staff', () => {
  test('staff see the pending ones, reject with a reason, then verify; the customer is told each time', async () => {
    const sara = await newcomer();
    const document = await passportOf(sara);

    const queue = await as(ctx.app, clerk).get('/api/staff/identities');
    expect(queue.statusCode).toBe(200);
    expect(queue.json().items).toContainEqual(
      expect.objectContaining({
        userId: sara.user.id,
        status: 'pending',
        documentType: 'passport',
        documentCount: 1,
      }),
    );
    const opened = await as(ctx.app, clerk).get(`/api/staff/identities/${sara.user.id}`);
    expect(opened.json()).toMatchObject({
      number: 'AB123456',
      dateOfBirth: '1990-04-12',
      documents: [
        { id: document.id, url: `/api/staff/identities/${sara.user.id}/files/${document.id}` },
      ],
    });

    const noReason = await review(clerk, sara.user.id, { decision: 'rejected' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().error.fields).toEqual({ reason: 'validation.rejectionReason' });
    const rejected = await review(clerk, sara.user.id, {
      decision: 'rejected',
      reason: 'The scan is blurred',
    });
    expect(rejected.statusCode).toBe(200);
    expect((await as(ctx.app, sara).get(GET)).json()).toMatchObject({
      status: 'rejected',
      rejectionReason: 'The scan is blurred',
    });
    const notices = (await as(ctx.app, sara).get('/api/user/notifications')).json();
    expect(notices[0]).toMatchObject({
      kind: 'identity_rejected',
      message: 'Your identity could not be verified: The scan is blurred',
    });
    // Decided already: a second verdict waits for a new upload or ID.
    expect((await review(clerk, sara.user.id, { decision: 'verified' })).statusCode).toBe(409);

    expect((await upload(sara, 'sharper.png', SAMPLE.png())).statusCode).toBe(201);
    expect((await as(ctx.app, sara).get(GET)).json().status).toBe('pending');
    const verified = await review(clerk, sara.user.id, { decision: 'verified' });
    expect(verified.json()).toMatchObject({ status: 'verified', rejectionReason: null });
    const mails = await ctx.db
      .select({ subject: schema.mailOutbox.subject })
      .from(schema.mailOutbox)
      .where(eq(schema.mailOutbox.to, sara.user.email))
      .orderBy(asc(schema.mailOutbox.createdAt));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'We could not verify your identity',
      'Your identity has been verified',
    ]);
    const audit = await ctx.db
      .select({ actor: schema.auditLog.actorUserId, details: schema.auditLog.details })
      .from(schema.auditLog)
      .where(
        and(
          eq(schema.auditLog.targetUserId, sara.user.id),
          eq(schema.auditLog.action, 'identity.review'),
        ),
      )
      // The rows' order on disk is not the order they were written in.
      .orderBy(asc(schema.auditLog.createdAt));
    expect(audit.map((entry) => [entry.actor, entry.details.decision])).toEqual([
      [clerk.user.id, 'rejected'],
      [clerk.user.id, 'verified'],
    ]);

    // A verified identity keeps its documents; a new ID sends it back to staff.
    const locked = await as(ctx.app, sara).delete(DELETE, { id: document.id });
    expect(locked.statusCode).toBe(409);
    expect(locked.json().error.code).toBe('ID_DOCUMENT_LOCKED');
    await as(ctx.app, sara).put(SET, {
      documentType: 'passport',
      issuingCountryCode: 'NO',
      number: 'CD654321',
    });
    expect((await as(ctx.app, sara).get(GET)).json().status).toBe('pending');
  });

  test('an identity without a number or a document cannot be decided', async () => {
    const sara = await newcomer();
    await upload(sara, 'passport.png', SAMPLE.png());
    const response = await review(clerk, sara.user.id, { decision: 'verified' });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.code).toBe('IDENTITY_NOT_PENDING');
    const nobody = await review(clerk, crypto.randomUUID(), { decision: 'verified' });
    expect(nobody.statusCode).toBe(404);
  });
});

describe('GET /api/staff/identities, a page at a time', () => {
  test('pages the queue in its order with page, pageSize and total; a page too large is refused', async () => {
    // Three customers rejected long ago, before anyone else in this file: the newest first.
    const rejected = [];
    for (const day of [1, 2, 3]) {
      const customer = await newcomer();
      await ctx.db.insert(schema.userIdentities).values({
        userId: customer.user.id,
        documentType: 'passport',
        issuingCountryCode: 'NO',
        number: `AB12345${day}`,
        status: 'rejected',
        rejectionReason: 'Blurred',
        updatedAt: new Date(Date.UTC(2001, 0, day)),
      });
      rejected.push(customer.user.id);
    }
    const pageOf = (page: number) =>
      as(ctx.app, clerk).get(`/api/staff/identities?status=rejected&pageSize=2&page=${page}`);

    const first = await pageOf(1);
    expect(first.statusCode, first.body).toBe(200);
    const { total } = first.json();
    expect(total).toBeGreaterThanOrEqual(3);
    expect(first.json()).toMatchObject({ page: 1, pageSize: 2 });
    expect(first.json().items).toHaveLength(2);
    // The oldest rows are on the last page, the oldest of all last.
    const lastPage = Math.ceil(total / 2);
    const tail = [
      ...(await pageOf(lastPage - 1)).json().items,
      ...(await pageOf(lastPage)).json().items,
    ].map((row: { userId: string }) => row.userId);
    expect(tail.slice(-3)).toEqual([...rejected].reverse());
    expect((await pageOf(lastPage + 1)).json().items).toEqual([]);

    const tooLarge = await as(ctx.app, clerk).get('/api/staff/identities?pageSize=101');
    expect(tooLarge.statusCode).toBe(400);
    expect(Object.keys(tooLarge.json().error.fields)).toEqual(['pageSize']);
  });
});

describe('customs need a verified identity', () => {
  const contacts = new Map<string, string>();

  async function contactIn(owner: TestCustomer, countryCode: string) {
    const known = contacts.get(`${owner.user.id}:${countryCode}`);
    if (known) {
      return known;
    }
    const contact = await as(ctx.app, owner).post('/api/user/contacts', {
      firstName: 'Omar',
      lastName: 'Saleh',
      street: 'Block 3, Street 12',
      city: 'Salmiya',
      stateOrProvince: 'Hawalli',
      countryCode,
      phoneCountryCode: countryCode === 'KW' ? '+965' : '+971',
      phoneNumber: countryCode === 'KW' ? '5551 2345' : '50 123 4567',
      addressType: 'work',
      shipperConsigneeAddressType: 'consignee',
    });
    expect(contact.statusCode, contact.body).toBe(201);
    contacts.set(`${owner.user.id}:${countryCode}`, contact.json().id);
    return contact.json().id as string;
  }

  async function shipTo(owner: TestCustomer, countryCode: string, destinationCode: string) {
    const contactId = await contactIn(owner, countryCode);
    const pkg = await buildPackage(ctx.db, { owner, status: 'ready_to_send' });
    const quote = await as(ctx.app, owner).post(
      '/api/shipping/warehouses/US-DE/shipping-discount',
      {
        packageIds: [pkg.id],
        destinationCode,
      },
    );
    return as(ctx.app, owner).post('/api/shipping', {
      packageIds: [pkg.id],
      contactId,
      valuesConfirmed: true,
      quotedTotal: quote.json().total,
    });
  }

  test('a ship request to Kuwait is refused until staff verified the identity; Dubai ships', async () => {
    const sara = await newcomer();
    const refused = await shipTo(sara, 'KW', 'KW');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toEqual({
      code: 'IDENTITY_NOT_VERIFIED',
      message:
        'Customs at this destination clear parcels only against a verified identity. Add your passport or national ID and a scan of it in your profile; you can ship here once we have verified it.',
    });
    expect((await shipTo(sara, 'AE', 'AE')).statusCode).toBe(201);

    await passportOf(sara);
    expect((await shipTo(sara, 'KW', 'KW')).statusCode).toBe(403);
    await review(clerk, sara.user.id, { decision: 'verified' });
    expect((await shipTo(sara, 'KW', 'KW')).statusCode).toBe(201);
  });

  test('moving an unpaid request to a Kuwait address waits for the identity too', async () => {
    const sara = await newcomer();
    const toDubai = await shipTo(sara, 'AE', 'AE');
    expect(toDubai.statusCode, toDubai.body).toBe(201);
    const { id } = toDubai.json().shipRequest as { id: string };
    const moved = await as(ctx.app, sara).put('/api/deliveries', {
      id,
      contactId: await contactIn(sara, 'KW'),
      options: [],
      justCredit: false,
      // Customs are asked before the price: any total the customer saw gets the same answer.
      quotedTotal: { amount: 1, currency: 'USD' },
    });
    expect(moved.statusCode, moved.body).toBe(403);
    expect(moved.json().error.code).toBe('IDENTITY_NOT_VERIFIED');
  });

  test('the demo customer was verified by the seed, through the verification', async () => {
    const demo = DEMO_ACCOUNTS.find((account) => account.role === 'CUSTOMER');
    const caller = await sessionFor(ctx.db, demo?.email ?? '');
    expect((await as(ctx.app, caller).get(GET)).json()).toMatchObject({
      documentType: 'passport',
      status: 'verified',
    });
    expect((await as(ctx.app, caller).get(FILES)).json()).toHaveLength(1);
  });
});
