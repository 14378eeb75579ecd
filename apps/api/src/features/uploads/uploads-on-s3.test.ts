import { createHash } from 'node:crypto';
import { DeleteObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { as, type Caller } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, type TestUser } from '../../testing/build-user';
import { type MultipartFileInput, multipartBody, SAMPLE } from '../../testing/multipart';
import { startS3Server, type TestS3Server } from '../../testing/s3-server';
import { sessionFor } from '../../testing/session-for';

/**
 * The portal with FILE_STORAGE=s3 against s3rver (decision 070): package photos and documents
 * and identity scans go to the bucket and come back whole through the portal's authorised
 * downloads, with the same headers as from disk; a request that fails keeps no object.
 */
let s3: TestS3Server;
let bucket = '';
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let staff: TestUser;

beforeAll(async () => {
  s3 = await startS3Server();
  bucket = await s3.createBucket();
  ctx = await buildTestApp(s3.env(bucket));
  staff = await sessionFor(ctx.db, 'staff@demo.skyparcel.test');
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => {
  await ctx.close();
  await s3.close();
});

function post(
  url: string,
  caller: Caller,
  fields: Record<string, string>,
  files: MultipartFileInput[],
) {
  const body = multipartBody(fields, files);
  return as(ctx.app, caller).post(url, body.payload, { headers: body.headers });
}

const digest = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** The download's bytes and headers, and the object's bytes, against what was sent. */
async function expectWhole(
  caller: Caller,
  url: string,
  key: string,
  content: Buffer,
  type: string,
) {
  expect(digest(await s3.bytesOf(bucket, key))).toBe(digest(content));
  const download = await as(ctx.app, caller).get(url);
  expect(download.statusCode).toBe(200);
  expect(download.headers).toMatchObject({
    'content-type': type,
    'content-length': String(content.length),
    'x-content-type-options': 'nosniff',
    'cache-control': 'no-store',
    'content-security-policy': "default-src 'none'; sandbox",
  });
  expect(download.headers['content-disposition']).toMatch(/^attachment; filename="/);
  expect(digest(download.rawPayload)).toBe(digest(content));
}

describe('files on S3', () => {
  test('a package document and a staff photo are stored in the bucket and downloaded whole', async () => {
    const customer = await buildCustomer(ctx.db);
    const pkg = await buildPackage(ctx.db, { owner: customer });
    const document = SAMPLE.pdf(1_500_000);
    const uploaded = await post('/api/Packages/upload-file', customer, { packageId: pkg.id }, [
      { name: 'invoice.pdf', content: document },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const keys = await s3.keys(bucket);
    expect(keys).toHaveLength(1);
    await expectWhole(customer, uploaded.json().url, keys[0] ?? '', document, 'application/pdf');

    const photo = SAMPLE.jpg(800_000);
    const photos = await post(`/api/staff/packages/${pkg.id}/photos`, staff, {}, [
      { name: 'front.jpg', content: photo },
    ]);
    expect(photos.statusCode, photos.body).toBe(201);
    const photoKey = (await s3.keys(bucket)).find((key) => !keys.includes(key)) ?? '';
    expect(photoKey).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    await expectWhole(staff, photos.json().photos[0].url, photoKey, photo, 'image/jpeg');
    // The customer's own URL for the photo, under the warehouse and package.
    const suite = await as(ctx.app, customer).get(
      `/api/warehouses/${pkg.warehouseId}/packages/${pkg.id}/photos/${photos.json().photos[0].id}`,
    );
    expect(digest(suite.rawPayload)).toBe(digest(photo));
  });

  test('an identity scan goes to identity/ in the bucket, comes back whole, and its delete removes the object', async () => {
    const customer = await buildCustomer(ctx.db, {
      identity: 'missing',
      dateOfBirth: '1990-04-12',
    });
    const saved = await as(ctx.app, customer).put('/api/UserProfile/set-user-identification', {
      documentType: 'passport',
      issuingCountryCode: 'NO',
      number: 'ab 123456',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const scan = SAMPLE.png(600_000);
    const uploaded = await post('/api/UserProfile/upload-file', customer, {}, [
      { name: 'passport.png', content: scan },
    ]);
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const key = (await s3.keys(bucket)).find((name) => name.startsWith('identity/')) ?? '';
    expect(key).toMatch(/^identity\/[0-9a-f-]{36}\.png$/);
    await expectWhole(customer, uploaded.json().url, key, scan, 'image/png');

    const deleted = await as(ctx.app, customer).delete('/api/UserProfile/delete-file', {
      id: uploaded.json().id,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await s3.keys(bucket)).not.toContain(key);
  });

  test('a request that fails after the object was written leaves no object behind', async () => {
    const customer = await buildCustomer(ctx.db, {
      identity: 'missing',
      dateOfBirth: '1990-04-12',
    });
    const pkg = await buildPackage(ctx.db, { owner: customer });
    const before = await s3.keys(bucket);
    const sent = vi.spyOn(S3Client.prototype, 'send');
    vi.spyOn(ctx.app.db, 'transaction').mockRejectedValue(new Error('database went away'));
    const document = await post('/api/Packages/upload-file', customer, { packageId: pkg.id }, [
      { name: 'scan.pdf', content: SAMPLE.pdf(200_000) },
    ]);
    expect(document.statusCode).toBe(500);
    const scan = await post('/api/UserProfile/upload-file', customer, {}, [
      { name: 'passport.pdf', content: SAMPLE.pdf(200_000) },
    ]);
    expect(scan.statusCode).toBe(500);
    expect(ctx.app.db.transaction).toHaveBeenCalledTimes(2);
    // Each object was written, then deleted once its row could not be.
    const calls = sent.mock.calls.map(([command]) => [
      command instanceof PutObjectCommand
        ? 'put'
        : command instanceof DeleteObjectCommand
          ? 'delete'
          : '?',
      (command as { input: { Key?: string } }).input.Key ?? '',
    ]);
    expect(calls.map(([name]) => name)).toEqual(['put', 'delete', 'put', 'delete']);
    expect(calls[1]?.[1]).toBe(calls[0]?.[1]);
    expect(calls[3]?.[1]).toMatch(/^identity\//);
    expect(calls[3]?.[1]).toBe(calls[2]?.[1]);
    vi.restoreAllMocks();

    // Refused by content, or all-or-nothing: nothing reaches the bucket either.
    const wrongType = await post('/api/Packages/upload-file', customer, { packageId: pkg.id }, [
      { name: 'invoice.pdf', content: SAMPLE.exe(50_000) },
    ]);
    expect(wrongType.statusCode).toBe(400);
    const photos = await post(`/api/staff/packages/${pkg.id}/photos`, staff, {}, [
      { name: 'front.png', content: SAMPLE.png(50_000) },
      { name: 'back.png', content: SAMPLE.exe(50_000) },
    ]);
    expect(photos.statusCode).toBe(400);
    expect(await s3.keys(bucket)).toEqual(before);
  });

  test('readiness checks the bucket', async () => {
    const ready = await as(ctx.app, null).get('/api/health/ready');
    expect(ready.json()).toMatchObject({ storage: 'up' });
  });
});
