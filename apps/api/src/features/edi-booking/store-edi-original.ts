import type { Db } from '@skyparcel/db';
import type { EdiFileFormat } from '@skyparcel/domain/edi-booking';
import { updateUpload } from '../../modules/edi-booking';
import type { FileStore } from '../../modules/files';

/** EDI booking files live apart from other files, in `edi/` of the file store. */
export function ediOriginalsFolder(files: FileStore): FileStore {
  return files.folder('edi');
}

/**
 * Keeps the file an upload was read from (decision 054: the list's URL), privately, as sent: the
 * bytes were already sniffed (XLSX or CSV) and capped at 5 MB. Kept whatever the rows say, so a
 * failed file can be fetched again beside its problem report.
 */
export async function storeEdiOriginal(
  db: Db,
  store: FileStore,
  upload: { id: string; format: EdiFileFormat },
  bytes: Uint8Array,
): Promise<void> {
  const fileStoredName = await store.storeBytes(bytes, upload.format);
  await updateUpload(db, upload.id, { fileStoredName });
}
