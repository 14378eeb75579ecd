import { randomUUID } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { AppError } from '@skyparcel/domain/errors';
import {
  MAX_UPLOAD_BYTES,
  sniffUploadType,
  UPLOAD_SNIFF_BYTES,
  UPLOAD_TYPES,
  type UploadType,
} from '@skyparcel/domain/packages';

const TEMP_PREFIX = '.partial-';

export type StoredFile = {
  storedName: string;
  contentType: string;
  sizeBytes: number;
  type: UploadType;
};

/**
 * Writes an upload under `dir` the safe way (issue 4): the type is decided by the first bytes,
 * never the name, and the write stops at once for anything else; the size is capped at 5 MB;
 * bytes go to a temporary file that is flushed to disk and only then renamed to a server-made
 * name. A crash or an aborted request leaves at most a `.partial-` file that no row points to
 * (rows are inserted after the rename) and that `sweepPartialFiles` removes.
 */
export async function storeUpload(
  dir: string,
  source: Readable & { truncated?: boolean },
  accepted: readonly UploadType[],
): Promise<StoredFile> {
  await mkdir(dir, { recursive: true });
  const tempPath = join(dir, `${TEMP_PREFIX}${randomUUID()}`);
  let head = Buffer.alloc(0);
  let type: UploadType | undefined;
  let sizeBytes = 0;

  const check = (final: boolean) => {
    if (type || (!final && head.length < UPLOAD_SNIFF_BYTES)) {
      return undefined;
    }
    type = sniffUploadType(head);
    return type && accepted.includes(type)
      ? undefined
      : new AppError('UPLOAD_FAILED', { fields: { file: 'validation.fileType' } });
  };
  const inspect = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      sizeBytes += chunk.length;
      if (sizeBytes > MAX_UPLOAD_BYTES) {
        callback(tooLarge());
        return;
      }
      if (!type) {
        head = Buffer.concat([head, chunk]).subarray(0, UPLOAD_SNIFF_BYTES);
      }
      callback(check(false) ?? null, chunk);
    },
    flush(callback) {
      callback(check(true) ?? null);
    },
  });

  try {
    // `flush` fsyncs before close, so the rename below never publishes bytes still in a cache.
    await pipeline(
      source,
      inspect,
      createWriteStream(tempPath, { flags: 'wx', mode: 0o600, flush: true }),
    );
    if (source.truncated) {
      throw tooLarge();
    }
  } catch (error) {
    await rm(tempPath, { force: true });
    throw isFileTooLarge(error) ? tooLarge() : error;
  }
  if (!type) {
    await rm(tempPath, { force: true });
    throw new AppError('UPLOAD_FAILED', { fields: { file: 'validation.fileType' } });
  }
  const storedName = `${randomUUID()}.${UPLOAD_TYPES[type].extension}`;
  try {
    await rename(tempPath, join(dir, storedName));
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  return { storedName, contentType: UPLOAD_TYPES[type].contentType, sizeBytes, type };
}

/**
 * Keeps bytes already read and checked elsewhere (an EDI booking file, sniffed and capped by
 * its own rules) under a server-made name, as `storeUpload` does: a temporary file flushed to
 * disk, then renamed, readable by the server's user only.
 */
export async function storeFileBytes(
  dir: string,
  bytes: Uint8Array,
  extension: 'csv' | 'xlsx',
): Promise<string> {
  await mkdir(dir, { recursive: true });
  const tempPath = join(dir, `${TEMP_PREFIX}${randomUUID()}`);
  const storedName = `${randomUUID()}.${extension}`;
  try {
    await writeFile(tempPath, bytes, { flag: 'wx', mode: 0o600, flush: true });
    await rename(tempPath, join(dir, storedName));
  } catch (error) {
    await rm(tempPath, { force: true });
    throw error;
  }
  return storedName;
}

function tooLarge() {
  return new AppError('UPLOAD_TOO_LARGE', { fields: { file: 'validation.fileTooLarge' } });
}

/** @fastify/multipart's own limit error (FST_REQ_FILE_TOO_LARGE) means the same as ours. */
function isFileTooLarge(error: unknown): boolean {
  return (
    (error instanceof AppError && error.code === 'UPLOAD_TOO_LARGE') ||
    (typeof error === 'object' &&
      error !== null &&
      'code' in error &&
      error.code === 'FST_REQ_FILE_TOO_LARGE')
  );
}

/** The path of a stored file; names are ours (uuid + extension), so no path can escape `dir`. */
export function storedFilePath(dir: string, storedName: string): string {
  if (!/^[0-9a-f-]{36}\.(jpg|png|pdf|csv|xlsx)$/.test(storedName)) {
    throw new Error(`not a stored file name: ${storedName}`);
  }
  return join(dir, storedName);
}

export async function removeStoredFile(dir: string, storedName: string) {
  await rm(storedFilePath(dir, storedName), { force: true });
}

/** Removes `.partial-` files left by a crash (older than `olderThanMs`, so live uploads stay). */
export async function sweepPartialFiles(dir: string, olderThanMs = 60 * 60 * 1000) {
  const names = await readdir(dir).catch(() => [] as string[]);
  let removed = 0;
  for (const name of names.filter((candidate) => candidate.startsWith(TEMP_PREFIX))) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info && Date.now() - info.mtimeMs >= olderThanMs) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}

export function openStoredFile(dir: string, storedName: string) {
  return createReadStream(storedFilePath(dir, storedName));
}
