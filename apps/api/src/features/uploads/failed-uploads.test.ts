import { readdir } from 'node:fs/promises';
import { schema } from '@skyparcel/db';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, test, vi } from 'vitest';
import { resolveUploadsDir } from '../../plugins/env';
import { as, type Caller } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, type TestUser } from '../../testing/build-user';
import { type MultipartFileInput, multipartBody, SAMPLE } from '../../testing/multipart';
import { sessionFor } from '../../testing/session-for';

/**
 * Issue 10: a failed upload leaves no file behind, neither the `.partial-` temp file nor the
 * renamed one. Each failure path lists the test app's own uploads folder before and after.
 * (Too large mid-stream, wrong type and a client abort are in uploads.routes.test.ts.)
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let uploadsDir = '';
let staff: TestUser;

beforeAll(async () => {
  ctx = await buildTestApp();
  uploadsDir = resolveUploadsDir(ctx.config);
  staff = await sessionFor(ctx.db, 'staff@demo.skyparcel.test');
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(async () => ctx.close());

async function customerWithPackage() {
  const customer = await buildCustomer(ctx.db);
  const pkg = await buildPackage(ctx.db, { owner: customer });
  return { customer, pkg };
}

/** Every name in the uploads folder, temp files included. */
async function folder() {
  return (await readdir(uploadsDir).catch(() => [] as string[])).sort();
}

function post(
  url: string,
  caller: Caller,
  fields: Record<string, string>,
  files: MultipartFileInput[],
) {
  const body = multipartBody(fields, files);
  return as(ctx.app, caller).post(url, body.payload, { headers: body.headers });
}

async function rowsOf(packageId: string) {
  return ctx.db
    .select()
    .from(schema.packageFiles)
    .where(eq(schema.packageFiles.packageId, packageId));
}

describe('a failed upload leaves no file behind (issue 10)', () => {
  test("another customer's package: 403 before a byte is stored", async () => {
    const owner = await customerWithPackage();
    const intruder = await buildCustomer(ctx.db);
    const before = await folder();
    const response = await post(
      '/api/Packages/upload-file',
      intruder,
      { packageId: owner.pkg.id },
      [{ name: 'scan.pdf', content: SAMPLE.pdf(200_000) }],
    );
    expect(response.statusCode).toBe(403);
    expect(await folder()).toEqual(before);
    expect(await rowsOf(owner.pkg.id)).toEqual([]);
  });

  test('an unknown package: 404, nothing stored', async () => {
    const { customer } = await customerWithPackage();
    const before = await folder();
    const response = await post(
      '/api/Packages/upload-file',
      customer,
      { packageId: '00000000-0000-4000-8000-000000000000' },
      [{ name: 'scan.pdf', content: SAMPLE.pdf(200_000) }],
    );
    expect(response.statusCode).toBe(404);
    expect(await folder()).toEqual(before);
  });

  test('the database insert fails after the rename: the renamed file is removed', async () => {
    const { customer, pkg } = await customerWithPackage();
    const before = await folder();
    vi.spyOn(ctx.app.db, 'transaction').mockRejectedValueOnce(new Error('database went away'));
    const response = await post('/api/Packages/upload-file', customer, { packageId: pkg.id }, [
      { name: 'scan.pdf', content: SAMPLE.pdf(200_000) },
    ]);
    expect(response.statusCode).toBeGreaterThanOrEqual(500);
    expect(await folder()).toEqual(before);
    expect(await rowsOf(pkg.id)).toEqual([]);
  });

  test('a NUL in the document name answers 400 (not 500) and keeps nothing', async () => {
    const { customer, pkg } = await customerWithPackage();
    const before = await folder();
    const response = await post(
      '/api/Packages/upload-file',
      customer,
      { packageId: pkg.id, documentName: 'Invoice\u0000' },
      [{ name: 'scan.pdf', content: SAMPLE.pdf() }],
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ documentName: 'validation.nulCharacter' });
    expect(await folder()).toEqual(before);
  });

  test('a NUL in the file name is dropped from the name kept, not a 500', async () => {
    const { customer, pkg } = await customerWithPackage();
    const response = await post(
      '/api/Packages/upload-file',
      customer,
      { packageId: pkg.id, documentName: 'Invoice' },
      [{ name: 'scan\u0000.pdf', content: SAMPLE.pdf() }],
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().fileName).toBe('scan.pdf');
  });

  test('staff photos are all or nothing: a bad second photo removes the first one too', async () => {
    const { pkg } = await customerWithPackage();
    const before = await folder();
    const response = await post(`/api/staff/packages/${pkg.id}/photos`, staff, {}, [
      { name: 'front.png', content: SAMPLE.png(50_000) },
      { name: 'back.png', content: SAMPLE.exe(50_000) },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ file: 'validation.fileType' });
    expect(await rowsOf(pkg.id)).toEqual([]);
    expect(await folder()).toEqual(before);
  });

  test('a photo for a package outside the clerk’s reach stores nothing', async () => {
    const before = await folder();
    const response = await post(
      '/api/staff/packages/00000000-0000-4000-8000-000000000000/photos',
      staff,
      {},
      [{ name: 'front.png', content: SAMPLE.png(50_000) }],
    );
    expect(response.statusCode).toBe(404);
    expect(await folder()).toEqual(before);
  });
});
