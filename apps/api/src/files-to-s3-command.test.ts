import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { runFilesToS3 } from './files-to-s3-command';
import { ConfigError } from './plugins/env';
import { SAMPLE } from './testing/multipart';
import { startS3Server, type TestS3Server } from './testing/s3-server';

// `npm run files:to-s3` (decision 070): the disk's files to the same keys, idempotent and resumable.
let s3: TestS3Server;
let uploadsDir = '';
const files: Record<string, Buffer> = {
  [`${crypto.randomUUID()}.pdf`]: SAMPLE.pdf(300_000),
  [`${crypto.randomUUID()}.jpg`]: SAMPLE.jpg(2_000),
  [`identity/${crypto.randomUUID()}.png`]: SAMPLE.png(5_000),
  [`business/${crypto.randomUUID()}.pdf`]: SAMPLE.pdf(4_000),
  [`edi/${crypto.randomUUID()}.csv`]: Buffer.from('awb,weight\n'),
};

beforeAll(async () => {
  s3 = await startS3Server();
  uploadsDir = mkdtempSync(join(tmpdir(), 'skyparcel-to-s3-'));
  for (const [key, bytes] of Object.entries(files)) {
    mkdirSync(join(uploadsDir, key, '..'), { recursive: true });
    writeFileSync(join(uploadsDir, key), bytes);
  }
  // A crash's leftover and a stranger's file: neither is one of ours.
  writeFileSync(join(uploadsDir, 'identity', '.partial-1234'), 'half');
  writeFileSync(join(uploadsDir, 'notes.txt'), 'hello');
});
afterAll(async () => {
  await s3.close();
  rmSync(uploadsDir, { recursive: true, force: true });
});

async function run(bucket: string) {
  const lines: string[] = [];
  const code = await runFilesToS3({ UPLOADS_DIR: uploadsDir, ...s3.env(bucket) }, (line) =>
    lines.push(line),
  );
  return { code, summary: lines.find((line) => / files: /.test(line)) ?? lines.join('\n') };
}

test('copies every stored file to its key once, skips them on a rerun, and rewrites only what differs', async () => {
  const bucket = await s3.createBucket();
  expect(await run(bucket)).toEqual({
    code: 0,
    summary: '5 files: 5 copied, 0 already there, 0 failed; 2 other names left alone.',
  });
  expect(await s3.keys(bucket)).toEqual(Object.keys(files).sort());
  for (const [key, bytes] of Object.entries(files)) {
    expect((await s3.bytesOf(bucket, key)).equals(bytes), key).toBe(true);
  }
  expect((await run(bucket)).summary).toBe(
    '5 files: 0 copied, 5 already there, 0 failed; 2 other names left alone.',
  );

  // An interrupted run left one object out and another half-right (same size, other bytes).
  const [changed = '', missing = ''] = Object.keys(files).sort();
  const original = files[changed] ?? Buffer.alloc(0);
  await s3.client.send(
    new PutObjectCommand({ Bucket: bucket, Key: changed, Body: Buffer.alloc(original.length) }),
  );
  await s3.client.send(new DeleteObjectCommand({ Bucket: bucket, Key: missing }));
  expect((await run(bucket)).summary).toBe(
    '5 files: 2 copied, 3 already there, 0 failed; 2 other names left alone.',
  );
  expect((await s3.bytesOf(bucket, changed)).equals(original)).toBe(true);
  expect(await s3.keys(bucket)).toEqual(Object.keys(files).sort());
});

test('a bucket that cannot be written fails each file and exits 1; files on disk need FILE_STORAGE=s3', async () => {
  const { code, summary } = await run('no-such-bucket');
  expect(code).toBe(1);
  expect(summary).toBe('5 files: 0 copied, 0 already there, 5 failed; 2 other names left alone.');
  await expect(runFilesToS3({ UPLOADS_DIR: uploadsDir }, () => undefined)).rejects.toThrow(
    ConfigError,
  );
});
