import type { IdentityDocument } from '@skyparcel/domain/profile';
import { downloadAuthorisedFile } from '@/lib/authorised-file';

/** Saves an ID document under its own name (its route wants the bearer token). */
export function downloadIdentityDocument(document: IdentityDocument): Promise<void> {
  return downloadAuthorisedFile(document.url, document.fileName, 'identity document');
}
