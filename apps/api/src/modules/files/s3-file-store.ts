import { createHash, randomUUID } from 'node:crypto';
import { Readable, Writable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { asUploadError, checkUpload, uploadStoredName } from './check-upload';
import {
  assertFolderName,
  assertStoredName,
  contentTypeOf,
  type FileStore,
  type ListedFile,
} from './file-store';

export type S3Settings = {
  /** Unset: AWS S3 itself, in `region`. */
  endpoint?: string | undefined;
  bucket: string;
  region: string;
  /** The bucket in the path (MinIO, s3rver and most S3-compatible servers), not the host name. */
  forcePathStyle: boolean;
  accessKeyId: string;
  secretAccessKey: string;
};

/**
 * Keys an object: the checksums are ours (Content-MD5 and a SHA-256 in the metadata), so the
 * SDK's newer default checksums, which some S3-compatible servers refuse, stay off.
 */
export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: {
      accessKeyId: settings.accessKeyId,
      secretAccessKey: settings.secretAccessKey,
    },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  });
}

/** What `putObject` writes beside the bytes: the move command compares them too. */
export function objectChecksums(bytes: Uint8Array) {
  return {
    md5: createHash('md5').update(bytes).digest('base64'),
    sha256: createHash('sha256').update(bytes).digest('hex'),
  };
}

/** One PutObject: S3 shows an object whole or not at all, so there is no partial to sweep. */
export async function putObject(
  client: S3Client,
  target: { bucket: string; key: string },
  bytes: Uint8Array,
  contentType: string,
) {
  const { md5, sha256 } = objectChecksums(bytes);
  await client.send(
    new PutObjectCommand({
      Bucket: target.bucket,
      Key: target.key,
      Body: bytes,
      ContentLength: bytes.length,
      ContentType: contentType,
      // The server refuses bytes that changed on the way (AWS, R2 and MinIO check it).
      ContentMD5: md5,
      Metadata: { sha256 },
    }),
  );
}

/**
 * Files under one key prefix of an S3-compatible bucket (decision 070), for any number of
 * processes. An upload is read through the same checks as on disk into memory (at most 5 MB)
 * and sent only once it passed them, in one PutObject: nothing is written for a refused upload
 * and no half-written object is ever visible.
 */
export function createS3FileStore(
  client: S3Client,
  bucket: string,
  prefix = '',
  closeClient = true,
): FileStore {
  const keyOf = (storedName: string) => `${prefix}${assertStoredName(storedName)}`;
  const put = (storedName: string, bytes: Uint8Array, contentType: string) =>
    putObject(client, { bucket, key: keyOf(storedName) }, bytes, contentType);

  return {
    kind: 's3',
    folder: (name) =>
      createS3FileStore(client, bucket, `${prefix}${assertFolderName(name)}/`, false),

    async storeUpload(source, accepted) {
      const upload = checkUpload(accepted);
      const chunks: Buffer[] = [];
      let checked: ReturnType<typeof upload.checked>;
      try {
        await pipeline(
          source,
          upload.transform,
          new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
          }),
        );
        checked = upload.checked(source);
      } catch (error) {
        throw asUploadError(error);
      }
      const storedName = uploadStoredName(checked.type);
      await put(storedName, Buffer.concat(chunks), checked.contentType);
      return {
        storedName,
        contentType: checked.contentType,
        sizeBytes: checked.sizeBytes,
        type: checked.type,
      };
    },

    async storeBytes(bytes, extension) {
      const storedName = `${randomUUID()}.${extension}`;
      await put(storedName, bytes, contentTypeOf(storedName));
      return storedName;
    },

    async open(storedName) {
      const object = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: keyOf(storedName) }),
      );
      if (!(object.Body instanceof Readable) || object.ContentLength === undefined) {
        throw new Error(`object ${keyOf(storedName)} came without a readable body or length`);
      }
      return {
        stream: object.Body,
        sizeBytes: object.ContentLength,
        contentType: object.ContentType ?? contentTypeOf(storedName),
      };
    },

    async remove(storedName) {
      // S3 answers a delete of a missing key with success too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(storedName) }));
    },

    async list() {
      const files: ListedFile[] = [];
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket: bucket,
            Prefix: prefix,
            // Sub-folders come back as common prefixes, not as files of this folder.
            Delimiter: '/',
            ContinuationToken: token,
          }),
        );
        for (const object of page.Contents ?? []) {
          if (object.Key) {
            files.push({
              storedName: object.Key.slice(prefix.length),
              sizeBytes: object.Size ?? 0,
            });
          }
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
      return files.sort((a, b) => a.storedName.localeCompare(b.storedName));
    },

    async sweepPartials() {
      return 0;
    },

    async checkReady() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },

    async close() {
      if (closeClient) {
        client.destroy();
      }
    },
  };
}
