import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CreateBucketCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  type S3Client,
} from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client, type S3Settings } from '../modules/files/s3-file-store';

/** s3rver checks signatures against these fixed keys. */
const KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const REGION = 'us-east-1';

export type TestS3Server = {
  endpoint: string;
  /** A client with the server's keys, for checks beside the portal's own. */
  client: S3Client;
  /** A new empty bucket (a random name unless given): each test app keeps to its own. */
  createBucket(name?: string): Promise<string>;
  /** The portal's settings for `bucket` on this server (FILE_STORAGE=s3 and the S3_* values). */
  env(bucket: string): Record<string, string>;
  settings(bucket: string): S3Settings;
  /** Every key in `bucket`, sorted. */
  keys(bucket: string): Promise<string[]>;
  bytesOf(bucket: string, key: string): Promise<Buffer>;
  close(): Promise<void>;
};

/**
 * An S3-compatible server for tests (decision 070): s3rver, in this process, on a free port of
 * 127.0.0.1, its objects in a temporary folder removed by `close`. Starts in some 20 ms. Child
 * processes (the scale tests' API servers) reach it through `env(bucket)`.
 */
export async function startS3Server(): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'skyparcel-s3rver-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const settings = (bucket: string): S3Settings => ({
    endpoint,
    bucket,
    region: REGION,
    forcePathStyle: true,
    ...KEYS,
  });
  const client = createS3Client(settings('unused'));

  return {
    endpoint,
    client,
    settings,
    async createBucket(name = `test-${crypto.randomUUID().slice(0, 8)}`) {
      await client.send(new CreateBucketCommand({ Bucket: name }));
      return name;
    },
    env: (bucket) => ({
      FILE_STORAGE: 's3',
      S3_ENDPOINT: endpoint,
      S3_BUCKET: bucket,
      S3_REGION: REGION,
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ACCESS_KEY_ID: KEYS.accessKeyId,
      AWS_SECRET_ACCESS_KEY: KEYS.secretAccessKey,
    }),
    async keys(bucket) {
      const keys: string[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, ContinuationToken: token }),
        );
        keys.push(...(page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : [])));
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return keys.sort();
    },
    async bytesOf(bucket, key) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return Buffer.from((await object.Body?.transformToByteArray()) ?? []);
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
