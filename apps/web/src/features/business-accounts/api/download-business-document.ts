import type { BusinessApplication } from '@skyparcel/domain/business';
import { downloadAuthorisedFile } from '@/lib/authorised-file';

/** Saves the trade license document under its own name (its route wants the bearer token). */
export function downloadBusinessDocument(application: BusinessApplication): Promise<void> {
  return downloadAuthorisedFile(
    application.document.url,
    application.document.fileName,
    'business document',
  );
}
