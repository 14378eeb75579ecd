import { Transform } from 'node:stream';
import { AppError } from '@skyparcel/domain/errors';
import {
  MAX_UPLOAD_BYTES,
  sniffUploadType,
  UPLOAD_SNIFF_BYTES,
  UPLOAD_TYPES,
  type UploadType,
} from '@skyparcel/domain/packages';

/**
 * The checks every driver runs on an upload's bytes as they pass (issue 4): the type is decided
 * by the first bytes, never the name, and the stream fails at once for anything else or for a
 * byte past 5 MB. Put `transform` between the request and the driver's sink, then call `checked`.
 */
export function checkUpload(accepted: readonly UploadType[]) {
  let head = Buffer.alloc(0);
  let type: UploadType | undefined;
  let sizeBytes = 0;

  const check = (final: boolean) => {
    if (type || (!final && head.length < UPLOAD_SNIFF_BYTES)) {
      return undefined;
    }
    type = sniffUploadType(head);
    return type && accepted.includes(type) ? undefined : wrongType();
  };
  const transform = new Transform({
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

  /** After the stream ended: the type and size, or the error a cut-short upload deserves. */
  const checked = (source: { truncated?: boolean }) => {
    // @fastify/multipart marks a part cut at its fileSize limit instead of failing the stream.
    if (source.truncated) {
      throw tooLarge();
    }
    if (!type) {
      throw wrongType();
    }
    return { type, sizeBytes, contentType: UPLOAD_TYPES[type].contentType };
  };
  return { transform, checked };
}

/** The name a checked upload is kept under: ours, never the sender's. */
export function uploadStoredName(type: UploadType): string {
  return `${crypto.randomUUID()}.${UPLOAD_TYPES[type].extension}`;
}

/** @fastify/multipart's own limit error (FST_REQ_FILE_TOO_LARGE) means the same as ours. */
export function asUploadError(error: unknown): unknown {
  const isTooLarge =
    (error instanceof AppError && error.code === 'UPLOAD_TOO_LARGE') ||
    (typeof error === 'object' &&
      error !== null &&
      'code' in error &&
      error.code === 'FST_REQ_FILE_TOO_LARGE');
  return isTooLarge ? tooLarge() : error;
}

function tooLarge() {
  return new AppError('UPLOAD_TOO_LARGE', { fields: { file: 'validation.fileTooLarge' } });
}

function wrongType() {
  return new AppError('UPLOAD_FAILED', { fields: { file: 'validation.fileType' } });
}
