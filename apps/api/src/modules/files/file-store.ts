import type { Readable } from 'node:stream';
import type { UploadType } from '@skyparcel/domain/packages';

/** A checked upload as kept: its server-made name, the sniffed type and the size in bytes. */
export type StoredFile = {
  storedName: string;
  contentType: string;
  sizeBytes: number;
  type: UploadType;
};

/** A stored file opened for a download: its bytes as a stream, their count and the kept type. */
export type OpenedFile = {
  stream: Readable;
  sizeBytes: number;
  contentType: string;
};

/** One file of a folder, as `list` sees it (partial uploads left out). */
export type ListedFile = { storedName: string; sizeBytes: number };

/**
 * Where the portal keeps files (decision 070): the local disk (one machine, `npm start`) or an
 * S3-compatible bucket that every process shares. The same rules hold for both drivers, and the
 * contract test runs against each: an upload is checked by its content before anything is kept,
 * a kept file appears whole or not at all, and a name is always ours (uuid + extension).
 */
export type FileStore = {
  readonly kind: 'disk' | 's3';
  /** The store of one sub-folder (`identity`, `business`, `edi`): a directory, or a key prefix. */
  folder(name: string): FileStore;
  /**
   * Keeps an upload whose first bytes are of an `accepted` type and whose size is at most 5 MB
   * (AppError UPLOAD_FAILED or UPLOAD_TOO_LARGE otherwise, with nothing kept).
   */
  storeUpload(
    source: Readable & { truncated?: boolean },
    accepted: readonly UploadType[],
  ): Promise<StoredFile>;
  /** Keeps bytes already read and checked elsewhere (an EDI booking file) under a new name. */
  storeBytes(bytes: Uint8Array, extension: 'csv' | 'xlsx'): Promise<string>;
  /** Rejects when the file is missing: a row without its file is a fault, not an input. */
  open(storedName: string): Promise<OpenedFile>;
  /** Removes a file; one already gone is no error. */
  remove(storedName: string): Promise<void>;
  list(): Promise<ListedFile[]>;
  /** Removes what a crash left half-written, older than `olderThanMs`; answers how many. */
  sweepPartials(olderThanMs?: number): Promise<number>;
  /** Rejects when files cannot be kept now (the readiness probe's `storage`). */
  checkReady(): Promise<void>;
  /** Lets go of connections; the owner of the root store calls it once. */
  close(): Promise<void>;
};

const STORED_NAME = /^[0-9a-f-]{36}\.(jpg|png|pdf|csv|xlsx)$/;
const FOLDER_NAME = /^[a-z0-9-]{1,40}$/;

/** Names are ours (uuid + extension), so no name can reach outside its folder or prefix. */
export function assertStoredName(storedName: string): string {
  if (!STORED_NAME.test(storedName)) {
    throw new Error(`not a stored file name: ${storedName}`);
  }
  return storedName;
}

export function assertFolderName(name: string): string {
  if (!FOLDER_NAME.test(name)) {
    throw new Error(`not a folder name: ${name}`);
  }
  return name;
}

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The type a stored file is served as, by its (server-made) extension. */
export function contentTypeOf(storedName: string): string {
  const extension = storedName.split('.').pop();
  switch (extension) {
    case 'jpg':
      return 'image/jpeg';
    case 'png':
      return 'image/png';
    case 'pdf':
      return 'application/pdf';
    case 'csv':
      return 'text/csv; charset=utf-8';
    case 'xlsx':
      return XLSX_TYPE;
    default:
      return 'application/octet-stream';
  }
}
