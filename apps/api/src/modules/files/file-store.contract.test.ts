import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { MAX_UPLOAD_BYTES } from '@skyparcel/domain/packages';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SAMPLE } from '../../testing/multipart';
import { startS3Server, type TestS3Server } from '../../testing/s3-server';
import { createDiskFileStore } from './disk-file-store';
import type { FileStore } from './file-store';
import { createS3Client, createS3FileStore } from './s3-file-store';

// The contract every driver keeps (decision 070), run against the disk and against s3rver.
let s3: TestS3Server;
const folders: string[] = [];
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(async () => {
  await s3.close();
  for (const folder of folders) {
    rmSync(folder, { recursive: true, force: true });
  }
});

const drivers: [string, () => Promise<FileStore>][] = [
  [
    'disk',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'skyparcel-store-'));
      folders.push(dir);
      return createDiskFileStore(dir);
    },
  ],
  [
    's3',
    async () => {
      const bucket = await s3.createBucket();
      return createS3FileStore(createS3Client(s3.settings(bucket)), bucket);
    },
  ],
];

/** A digest stands for the bytes: toEqual walks a 5 MB buffer one element at a time. */
async function digestOf(stream: Readable): Promise<string> {
  return digest(Buffer.concat(await stream.toArray()));
}

function digest(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A source that sends `head`, then fails as a dropped connection does. */
function failingSource(head: Buffer): Readable {
  let sent = false;
  return new Readable({
    read() {
      if (sent) {
        this.destroy(new Error('connection reset'));
        return;
      }
      sent = true;
      this.push(head);
    },
  });
}

describe.each(drivers)('the %s driver', (_kind, makeStore) => {
  let store: FileStore;
  beforeAll(async () => {
    store = await makeStore();
  });
  afterAll(async () => store.close());

  test('keeps an accepted upload under a server-made name and gives back the same bytes', async () => {
    const content = SAMPLE.png(70_000);
    const stored = await store.storeUpload(Readable.from([content]), ['jpg', 'png']);
    expect(stored).toMatchObject({ contentType: 'image/png', sizeBytes: 70_000, type: 'png' });
    expect(stored.storedName).toMatch(/^[0-9a-f-]{36}\.png$/);
    const opened = await store.open(stored.storedName);
    expect(opened.sizeBytes).toBe(70_000);
    expect(opened.contentType).toBe('image/png');
    expect(await digestOf(opened.stream)).toBe(digest(content));
    expect(await store.list()).toContainEqual({ storedName: stored.storedName, sizeBytes: 70_000 });
  });

  test('a refused type, a byte past 5 MB, a cut-short part or a broken stream keeps nothing', async () => {
    const before = await store.list();
    const refusals: [Readable & { truncated?: boolean }, string][] = [
      [Readable.from([SAMPLE.html()]), 'UPLOAD_FAILED'],
      [Readable.from([SAMPLE.pdf(10_000)]), 'UPLOAD_FAILED'],
      [Readable.from([SAMPLE.png(MAX_UPLOAD_BYTES + 1)]), 'UPLOAD_TOO_LARGE'],
      [Object.assign(Readable.from([SAMPLE.png(1_000)]), { truncated: true }), 'UPLOAD_TOO_LARGE'],
    ];
    for (const [source, code] of refusals) {
      await expect(store.storeUpload(source, ['png'])).rejects.toMatchObject({ code });
    }
    await expect(store.storeUpload(failingSource(SAMPLE.png(1_000)), ['png'])).rejects.toThrow(
      'connection reset',
    );
    expect(await store.list()).toEqual(before);
  });

  test('exactly 5 MB is kept whole', async () => {
    const content = SAMPLE.pdf(MAX_UPLOAD_BYTES);
    content.writeUInt32BE(0xdeadbeef, MAX_UPLOAD_BYTES - 4);
    const stored = await store.storeUpload(Readable.from([content]), ['pdf']);
    expect(await digestOf((await store.open(stored.storedName)).stream)).toBe(digest(content));
    await store.remove(stored.storedName);
  });

  test('bytes checked elsewhere are kept as CSV or XLSX', async () => {
    const name = await store.storeBytes(Buffer.from('a,b\n1,2\n'), 'csv');
    expect(name).toMatch(/^[0-9a-f-]{36}\.csv$/);
    const opened = await store.open(name);
    expect(opened.contentType).toBe('text/csv; charset=utf-8');
    expect(await digestOf(opened.stream)).toBe(digest(Buffer.from('a,b\n1,2\n')));
  });

  test('a removed file is gone, removing it again is no error, and opening it rejects', async () => {
    const stored = await store.storeUpload(Readable.from([SAMPLE.pdf()]), ['pdf']);
    await store.remove(stored.storedName);
    await store.remove(stored.storedName);
    expect((await store.list()).map((file) => file.storedName)).not.toContain(stored.storedName);
    await expect(store.open(stored.storedName)).rejects.toThrow();
  });

  test('folders keep their files apart, and no name reaches outside its folder', async () => {
    const identity = store.folder('identity');
    const scan = await identity.storeUpload(Readable.from([SAMPLE.jpg(500)]), ['jpg']);
    expect((await identity.list()).map((file) => file.storedName)).toEqual([scan.storedName]);
    expect((await store.list()).map((file) => file.storedName)).not.toContain(scan.storedName);
    await expect(store.open(scan.storedName)).rejects.toThrow();
    await expect(identity.open(`../${scan.storedName}`)).rejects.toThrow('not a stored file name');
    await expect(identity.remove('passwd')).rejects.toThrow('not a stored file name');
    expect(() => store.folder('../etc')).toThrow('not a folder name');
  });

  test('is ready while it can keep files; sweeping removes no complete file', async () => {
    await expect(store.checkReady()).resolves.toBeUndefined();
    const before = await store.list();
    expect(await store.sweepPartials(0)).toBe(0);
    expect(await store.list()).toEqual(before);
  });
});

test('disk: a partial file a crash left, in any folder, is swept once old enough', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'skyparcel-store-'));
  folders.push(dir);
  const store = createDiskFileStore(dir);
  await store.folder('identity').checkReady();
  writeFileSync(join(dir, 'identity', '.partial-left-by-a-crash'), 'x');
  expect(await store.sweepPartials()).toBe(0);
  expect(await store.sweepPartials(0)).toBe(1);
});

test('s3: a bucket that does not exist is not ready', async () => {
  const store = createS3FileStore(createS3Client(s3.settings('no-such-bucket')), 'no-such-bucket');
  await expect(store.checkReady()).rejects.toThrow();
  await store.close();
});
