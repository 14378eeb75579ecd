import { join } from 'node:path';
import type { Db } from '@skyparcel/db';
import type { EdiFileFormat } from '@skyparcel/domain/edi-booking';
import { updateUpload } from '../../modules/edi-booking';
import { storeFileBytes } from '../../modules/files';

/** EDI booking files live apart from other files, in `edi/` under the uploads folder. */
export function ediOriginalsDir(uploadsDir: string): string {
  return join(uploadsDir, 'edi');
}

/**
 * Keeps the file an upload was read from (decision 054: the list's URL), privately, as sent: the
 * bytes were already sniffed (XLSX or CSV) and capped at 5 MB. Kept whatever the rows say, so a
 * failed file can be fetched again beside its problem report.
 */
export async function storeEdiOriginal(
  db: Db,
  dir: string,
  upload: { id: string; format: EdiFileFormat },
  bytes: Uint8Array,
): Promise<void> {
  const fileStoredName = await storeFileBytes(dir, bytes, upload.format);
  await updateUpload(db, upload.id, { fileStoredName });
}
