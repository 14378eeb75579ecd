import { spawn } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { schema } from '@skyparcel/db';
import { MAX_DOCUMENTS_PER_PACKAGE, MAX_UPLOAD_BYTES } from '@skyparcel/domain/packages';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createDiskFileStore } from '../../modules/files';
import { resolveUploadsDir } from '../../plugins/env';
import { as, type Caller } from '../../testing/as';
import { buildPackage } from '../../testing/build-package';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, type TestUser, warehouseIdOf } from '../../testing/build-user';
import { multipartBody, SAMPLE } from '../../testing/multipart';
import { sessionFor } from '../../testing/session-for';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
let uploadsDir = '';
let usWarehouseId = '';
let staff: TestUser;
const FAILED = 'File Upload failed, please try to upload your documents again.';

beforeAll(async () => {
  ctx = await buildTestApp();
  uploadsDir = resolveUploadsDir(ctx.config);
  usWarehouseId = await warehouseIdOf(ctx.db, 'US-DE');
  staff = await sessionFor(ctx.db, 'staff@demo.skyparcel.test');
});
afterAll(async () => ctx.close());

async function customerWithPackage(status?: 'preparing') {
  const customer = await buildCustomer(ctx.db);
  const pkg = await buildPackage(ctx.db, { owner: customer, ...(status ? { status } : {}) });
  return { customer, pkg };
}

function upload(caller: Caller, fields: Record<string, string>, name: string, content: Buffer) {
  const body = multipartBody(fields, [{ name, content }]);
  return as(ctx.app, caller).post('/api/Packages/upload-file', body.payload, {
    headers: body.headers,
  });
}

async function filesOf(packageId: string) {
  return ctx.db
    .select()
    .from(schema.packageFiles)
    .where(eq(schema.packageFiles.packageId, packageId));
}

async function storedNames() {
  return (await readdir(uploadsDir).catch(() => [] as string[])).sort();
}

describe('POST /api/Packages/upload-file', () => {
  test('stores a PDF under a server-made name and answers Document uploaded successfully', async () => {
    const { customer, pkg } = await customerWithPackage();
    const content = SAMPLE.pdf(2_000);
    const response = await upload(
      customer,
      { packageId: pkg.id, documentName: 'Invoice' },
      '../../etc/passwd.pdf',
      content,
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      packageId: pkg.id,
      documentName: 'Invoice',
      contentType: 'application/pdf',
      sizeBytes: 2_000,
      message: 'Document uploaded successfully',
    });
    const [row] = await filesOf(pkg.id);
    expect(row?.storedName).toMatch(/^[0-9a-f-]{36}\.pdf$/);
    expect(await readFile(join(uploadsDir, row?.storedName ?? ''))).toEqual(content);

    const download = await as(ctx.app, customer).get(body.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="passwd.pdf"');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('no-store');
    expect(download.rawPayload).toEqual(content);
  });

  test('a renamed executable or HTML is refused by its content, whatever its name; nothing is kept', async () => {
    const { customer, pkg } = await customerWithPackage();
    const before = await storedNames();
    for (const [name, content] of [
      ['invoice.pdf', SAMPLE.exe(3_000_000)],
      ['photo.png', SAMPLE.html()],
      ['scan.jpg', Buffer.from('GIF89a')],
    ] as const) {
      const response = await upload(customer, { packageId: pkg.id }, name, content);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().error).toEqual({
        code: 'UPLOAD_FAILED',
        message: FAILED,
        fields: { file: 'validation.fileType' },
      });
    }
    expect(await filesOf(pkg.id)).toEqual([]);
    expect(await storedNames()).toEqual(before);
  });

  test('5 MB is accepted; 5 MB + 1 byte answers 413 with the spec text and keeps nothing', async () => {
    const { customer, pkg } = await customerWithPackage();
    const exact = await upload(
      customer,
      { packageId: pkg.id },
      'big.pdf',
      SAMPLE.pdf(MAX_UPLOAD_BYTES),
    );
    expect(exact.statusCode).toBe(201);
    const before = await storedNames();
    const over = await upload(
      customer,
      { packageId: pkg.id },
      'bigger.pdf',
      SAMPLE.pdf(MAX_UPLOAD_BYTES + 1),
    );
    expect(over.statusCode).toBe(413);
    expect(over.json().error).toMatchObject({ code: 'UPLOAD_TOO_LARGE', message: FAILED });
    expect(await filesOf(pkg.id)).toHaveLength(1);
    expect(await storedNames()).toEqual(before);
  });

  test(`a package holds at most ${MAX_DOCUMENTS_PER_PACKAGE} documents`, async () => {
    const { customer, pkg } = await customerWithPackage();
    for (let index = 0; index < MAX_DOCUMENTS_PER_PACKAGE; index += 1) {
      expect(
        (await upload(customer, { packageId: pkg.id }, `d${index}.png`, SAMPLE.png())).statusCode,
      ).toBe(201);
    }
    const extra = await upload(customer, { packageId: pkg.id }, 'extra.png', SAMPLE.png());
    expect(extra.statusCode).toBe(400);
    expect(extra.json().error.fields).toEqual({ file: 'validation.tooManyFiles' });
  });

  test('a request without a file, or a package that has left the suite, is refused', async () => {
    const { customer, pkg } = await customerWithPackage('preparing');
    const noFile = await as(ctx.app, customer).post(
      '/api/Packages/upload-file',
      { packageId: pkg.id },
      { headers: { 'content-type': 'application/json' } },
    );
    expect(noFile.json().error.message).toBe(FAILED);
    const shipped = await upload(customer, { packageId: pkg.id }, 'late.pdf', SAMPLE.pdf());
    expect(shipped.statusCode).toBe(409);
  });

  test('an aborted upload leaves no row and no file', async () => {
    const { customer, pkg } = await customerWithPackage();
    const before = await storedNames();
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.app.server.address() as AddressInfo;
    const body = multipartBody({ packageId: pkg.id }, [
      { name: 'cut.pdf', content: SAMPLE.pdf(3_000_000) },
    ]);
    await new Promise<void>((resolve) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/Packages/upload-file',
        headers: {
          authorization: `Bearer ${customer.token}`,
          ...body.headers,
          'content-length': String(body.payload.length),
        },
      });
      req.on('error', () => resolve());
      req.write(body.payload.subarray(0, 1_000_000), () => {
        setTimeout(() => {
          req.destroy();
          resolve();
        }, 200);
      });
    });
    // Give the server time to notice the closed connection and clean up.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await filesOf(pkg.id)).toEqual([]);
    expect(await storedNames()).toEqual(before);
  });

  test('a process killed mid-write leaves only a partial file no row points to, and the sweep removes it', async () => {
    const dir = join(uploadsDir, 'crash');
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/testing/store-upload-slowly.ts', dir],
      {
        cwd: join(__dirname, '../../..'),
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('writing')) {
          resolve();
        }
      });
      child.on('exit', () => reject(new Error('child ended before writing')));
    });
    child.kill('SIGKILL');
    await new Promise((resolve) => child.on('exit', resolve));
    const names = await readdir(dir);
    expect(names.length).toBe(1);
    expect(names[0]).toMatch(/^\.partial-/);
    const [pointing] = await ctx.db
      .select()
      .from(schema.packageFiles)
      .where(eq(schema.packageFiles.storedName, names[0] ?? ''));
    expect(pointing).toBeUndefined();
    expect(await createDiskFileStore(dir).sweepPartials(0)).toBe(1);
    expect(await readdir(dir)).toEqual([]);
  });
});

describe('GET /api/Packages/uploaded-files and DELETE .../delete/{serialNumber}', () => {
  test('lists the caller’s documents with the spec’s filters', async () => {
    const { customer, pkg } = await customerWithPackage();
    await upload(
      customer,
      { packageId: pkg.id, documentName: 'Purchase invoice' },
      'a.pdf',
      SAMPLE.pdf(),
    );
    await upload(
      customer,
      { packageId: pkg.id, documentName: 'DGR declaration' },
      'b.pdf',
      SAMPLE.pdf(),
    );
    const list = async (query: string) =>
      as(ctx.app, customer).get(`/api/Packages/uploaded-files?${query}`);
    expect((await list('')).json().total).toBe(2);
    expect(
      (await list('documentName=invoice'))
        .json()
        .items.map((d: { documentName: string }) => d.documentName),
    ).toEqual(['Purchase invoice']);
    expect((await list(`awbPrefixAwbNumber=PK${pkg.number}`)).json().total).toBe(2);
    expect((await list('keyword=dgr')).json().total).toBe(1);
    const missing = await list('awbPrefixAwbNumber=PK999999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Documents with id could not be found');
  });

  test('lists one package’s documents by its id: empty before the first, 403 for another’s', async () => {
    const { customer, pkg } = await customerWithPackage();
    const other = await customerWithPackage();
    await upload(other.customer, { packageId: other.pkg.id }, 'theirs.pdf', SAMPLE.pdf());
    const list = (packageId: string) =>
      as(ctx.app, customer).get(`/api/Packages/uploaded-files?packageId=${packageId}`);

    const empty = await list(pkg.id);
    expect(empty.statusCode).toBe(200);
    expect(empty.json()).toMatchObject({ items: [], total: 0 });

    await upload(
      customer,
      { packageId: pkg.id, documentName: 'Invoice' },
      'invoice.png',
      SAMPLE.png(),
    );
    await upload(customer, { packageId: pkg.id }, 'receipt.pdf', SAMPLE.pdf());
    const mine = (await list(pkg.id)).json();
    expect(mine.total).toBe(2);
    expect(mine.items.map((d: { documentName: string }) => d.documentName)).toEqual([
      'receipt',
      'Invoice',
    ]);
    expect(mine.items[0]).toMatchObject({ packageId: pkg.id, fileName: 'receipt.pdf' });

    const foreign = await list(other.pkg.id);
    expect(foreign.statusCode).toBe(403);
    expect(foreign.json().error.message).toBe('Package with id is not associated with this user.');
    expect((await list('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });

  test('deletes a document: File deleted successfully; again: Documents with id … could not be found', async () => {
    const { customer, pkg } = await customerWithPackage();
    const { serialNumber } = (
      await upload(customer, { packageId: pkg.id }, 'a.pdf', SAMPLE.pdf())
    ).json();
    const [row] = await filesOf(pkg.id);
    const remove = () =>
      as(ctx.app, customer).delete(`/api/Packages/uploaded-files/delete/${serialNumber}`);
    const first = await remove();
    expect(first.json()).toEqual({ message: 'File deleted successfully' });
    expect(await storedNames()).not.toContain(row?.storedName);
    const second = await remove();
    expect(second.statusCode).toBe(404);
    expect(second.json().error.message).toBe(`Documents with id could not be found`);
  });

  test('a document of a package that has left the suite cannot be deleted: Delete failed, …', async () => {
    const { customer, pkg } = await customerWithPackage();
    const { serialNumber } = (
      await upload(customer, { packageId: pkg.id }, 'a.pdf', SAMPLE.pdf())
    ).json();
    await ctx.db
      .update(schema.packages)
      .set({ status: 'preparing' })
      .where(eq(schema.packages.id, pkg.id));
    const response = await as(ctx.app, customer).delete(
      `/api/Packages/uploaded-files/delete/${serialNumber}`,
    );
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe(
      'Delete failed, please try to upload your documents again.',
    );
  });

  test('a return with the customer’s own label works once the label is uploaded', async () => {
    const { customer, pkg } = await customerWithPackage();
    const label = (
      await upload(
        customer,
        { packageId: pkg.id, documentName: 'Return label' },
        'label.pdf',
        SAMPLE.pdf(),
      )
    ).json();
    const response = await as(ctx.app, customer).put(
      `/api/warehouses/${usWarehouseId}/packages/${pkg.id}/return-package`,
      { comment: 'Faulty', useOwnLabel: true, labelSerialNumber: label.serialNumber },
    );
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      status: 'return_requested',
      returnComment: 'Faulty',
      returnUsesOwnLabel: true,
      returnLabel: {
        serialNumber: label.serialNumber,
        fileName: 'label.pdf',
        url: `/api/Packages/uploaded-files/${label.serialNumber}/file`,
      },
    });

    // Staff see the comment and download the label to print it.
    const staffView = (await as(ctx.app, staff).get(`/api/staff/packages/${pkg.id}`)).json();
    expect(staffView).toMatchObject({ returnComment: 'Faulty', returnUsesOwnLabel: true });
    const labelRow = (await filesOf(pkg.id)).find((f) => f.serialNumber === label.serialNumber);
    expect(staffView.returnLabel.url).toBe(`/api/staff/packages/${pkg.id}/files/${labelRow?.id}`);
    const download = await as(ctx.app, staff).get(staffView.returnLabel.url);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe('attachment; filename="label.pdf"');
    expect(download.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    // Staff process the return; the label cannot be deleted from under it.
    const returned = await as(ctx.app, staff).put(`/api/staff/packages/${pkg.id}/status`, {
      status: 'returned',
    });
    expect(returned.json()).toMatchObject({
      status: 'returned',
      returnLabel: { fileName: 'label.pdf' },
    });
    const removal = await as(ctx.app, customer).delete(
      `/api/Packages/uploaded-files/delete/${label.serialNumber}`,
    );
    expect(removal.statusCode).toBe(409);
  });

  test('a label uploaded to another package of the same customer is refused: Please upload label', async () => {
    const { customer, pkg } = await customerWithPackage();
    const other = await buildPackage(ctx.db, { owner: customer });
    const label = (
      await upload(
        customer,
        { packageId: other.id, documentName: 'Return label' },
        'label.pdf',
        SAMPLE.pdf(),
      )
    ).json();
    const response = await as(ctx.app, customer).put(
      `/api/warehouses/${usWarehouseId}/packages/${pkg.id}/return-package`,
      { comment: 'Faulty', useOwnLabel: true, labelSerialNumber: label.serialNumber },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'RETURN_LABEL_REQUIRED',
      message: 'Please upload label',
    });
  });
});

describe('photos', () => {
  test('staff attach several photos; the owner views them, served as attachments', async () => {
    const { customer, pkg } = await customerWithPackage();
    const body = multipartBody({}, [
      { name: 'front.jpg', content: SAMPLE.jpg(500) },
      { name: 'label.png', content: SAMPLE.png(700) },
    ]);
    const response = await as(ctx.app, staff).post(
      `/api/staff/packages/${pkg.id}/photos`,
      body.payload,
      { headers: { ...body.headers } },
    );
    expect(response.statusCode).toBe(201);
    expect(response.json().photos).toHaveLength(2);
    const details = (
      await as(ctx.app, customer).get(`/api/warehouses/${usWarehouseId}/packages/${pkg.id}`)
    ).json();
    expect(details.photos).toHaveLength(2);
    const photo = await as(ctx.app, customer).get(details.photos[1].url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['content-disposition']).toMatch(/^attachment;/);
    expect(photo.rawPayload.length).toBe(700);
  });

  test('a PDF is not a photo', async () => {
    const { pkg } = await customerWithPackage();
    const body = multipartBody({}, [{ name: 'photo.jpg', content: SAMPLE.pdf() }]);
    const response = await as(ctx.app, staff).post(
      `/api/staff/packages/${pkg.id}/photos`,
      body.payload,
      { headers: { ...body.headers } },
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fields).toEqual({ file: 'validation.fileType' });
  });
});
