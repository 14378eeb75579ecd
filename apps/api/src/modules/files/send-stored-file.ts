import type { FastifyReply } from 'fastify';
import type { PackageFileRow } from './document.repository';
import type { FileStore } from './file-store';

/** What a download needs of a stored file's row (a package's file, an ID document). */
export type StoredFileRow = Pick<PackageFileRow, 'originalName' | 'storedName' | 'contentType'>;

/** A name safe inside a header: the original's letters, digits and simple punctuation only. */
function safeFileName(row: StoredFileRow): string {
  const extension = row.storedName.split('.').pop() ?? 'bin';
  const base = row.originalName
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w.-]+/g, '_')
    .slice(0, 80);
  return `${base || 'file'}.${extension}`;
}

/**
 * Streams a stored file as a download, never as a page (issue 4): attachment disposition,
 * the type we sniffed at upload (only JPEG, PNG or PDF), nosniff, and a sandboxing CSP in
 * case a browser renders it anyway. An <img> still shows photos whatever the disposition.
 * The bytes pass through the portal from disk or S3 alike (decision 070): no link to the bucket
 * ever leaves it, so each download is authorised here, and the length is the stored object's.
 */
export async function sendStoredFile(reply: FastifyReply, store: FileStore, row: StoredFileRow) {
  const file = await store.open(row.storedName);
  return (
    reply
      .header('Content-Type', row.contentType)
      .header('Content-Length', String(file.sizeBytes))
      .header('Content-Disposition', `attachment; filename="${safeFileName(row)}"`)
      .header('X-Content-Type-Options', 'nosniff')
      .header('Content-Security-Policy', "default-src 'none'; sandbox")
      // Identity scans, licences and package documents: kept by no cache, shared or private (issue 27).
      .header('Cache-Control', 'no-store')
      .send(file.stream)
  );
}
