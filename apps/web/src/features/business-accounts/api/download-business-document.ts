import { downloadAuthorisedFile } from '@/lib/authorised-file';

/** Saves a trade license document (an application's or a renewal's) under its own name. */
export function downloadBusinessDocument(application: {
  document: { url: string; fileName: string };
}): Promise<void> {
  return downloadAuthorisedFile(
    application.document.url,
    application.document.fileName,
    'business document',
  );
}
