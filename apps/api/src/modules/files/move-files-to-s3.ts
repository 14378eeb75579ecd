import type { Dirent } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { HeadObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { assertFolderName, assertStoredName, contentTypeOf } from './file-store';
import { objectChecksums, putObject } from './s3-file-store';

export type MoveReport = {
  /** Files found under the uploads folder (partial uploads and foreign names left out). */
  found: number;
  copied: number;
  /** Already in the bucket with the same size and checksum: a rerun after an interruption. */
  skipped: number;
  failed: { key: string; error: string }[];
  /** Names under the folder that are not ours (`.partial-` leftovers, stray files): not moved. */
  ignored: string[];
};

type MoveDeps = {
  uploadsDir: string;
  client: S3Client;
  bucket: string;
  /** Files in flight at once. */
  concurrency?: number;
  /** A line every `progressEvery` files, so a long run shows it is moving. */
  progress?: (done: number) => void;
  progressEvery?: number;
};

/**
 * `npm run files:to-s3` (decision 070): copies every stored file under UPLOADS_DIR to the same
 * key in the bucket (`identity/<name>` for `uploads/identity/<name>`), as the S3 driver would
 * have written it. Idempotent and resumable: an object already there with the same size and
 * checksum is skipped, a different or missing one is (re)written. The disk copies stay; the
 * operator removes the folder once the portal runs on S3.
 */
export async function moveFilesToS3(deps: MoveDeps): Promise<MoveReport> {
  const report: MoveReport = { found: 0, copied: 0, skipped: 0, failed: [], ignored: [] };
  const files = storedFilesUnder(deps.uploadsDir, '', report.ignored);
  const progressEvery = deps.progressEvery ?? 1_000;
  let done = 0;

  const worker = async () => {
    for (let next = await files.next(); !next.done; next = await files.next()) {
      const key = next.value;
      report.found += 1;
      try {
        const outcome = await copyOne(deps, key);
        report[outcome] += 1;
      } catch (error) {
        report.failed.push({ key, error: error instanceof Error ? error.message : String(error) });
      }
      done += 1;
      if (done % progressEvery === 0) {
        deps.progress?.(done);
      }
    }
  };
  // The workers share one generator: each asks for the next file when it is free.
  await Promise.all(Array.from({ length: deps.concurrency ?? 8 }, worker));
  report.ignored.sort();
  return report;
}

async function copyOne(deps: MoveDeps, key: string): Promise<'copied' | 'skipped'> {
  const bytes = await readFile(join(deps.uploadsDir, key));
  const { md5, sha256 } = objectChecksums(bytes);
  const existing = await deps.client
    .send(new HeadObjectCommand({ Bucket: deps.bucket, Key: key }))
    .catch((error: unknown) => {
      if (isNotFound(error)) {
        return undefined;
      }
      throw error;
    });
  if (existing && existing.ContentLength === bytes.length) {
    // Ours carry a SHA-256; an object put by another tool has at least its single-part ETag (MD5).
    const md5Hex = Buffer.from(md5, 'base64').toString('hex');
    if (existing.Metadata?.sha256 === sha256 || existing.ETag === `"${md5Hex}"`) {
      return 'skipped';
    }
  }
  await putObject(deps.client, { bucket: deps.bucket, key }, bytes, contentTypeOf(key));
  return 'copied';
}

function isNotFound(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    '$metadata' in error &&
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404
  );
}

/** Keys (`identity/<name>`) of our files under `dir`, one folder at a time, never all at once. */
async function* storedFilesUnder(
  root: string,
  prefix: string,
  ignored: string[],
): AsyncGenerator<string> {
  let entries: Dirent[];
  try {
    entries = await readdir(join(root, prefix), { withFileTypes: true });
  } catch {
    return;
  }
  entries.sort((a, b) => a.name.localeCompare(b.name));
  for (const entry of entries) {
    const key = `${prefix}${entry.name}`;
    if (entry.isDirectory() && isName(assertFolderName, entry.name)) {
      yield* storedFilesUnder(root, `${key}/`, ignored);
    } else if (entry.isFile() && isName(assertStoredName, entry.name)) {
      yield key;
    } else {
      ignored.push(key);
    }
  }
}

function isName(assert: (name: string) => string, name: string): boolean {
  try {
    assert(name);
    return true;
  } catch {
    return false;
  }
}
