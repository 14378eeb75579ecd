import { downloadAuthorisedFile, fetchAuthorisedFile } from '@/lib/authorised-file';

/**
 * The bytes of a stored photo or document, for an `<img>` through a blob: URL (the CSP allows
 * `blob:` images): its route wants the bearer token, which an `<img src>` cannot send.
 */
export async function fetchStoredFile(url: string, signal?: AbortSignal): Promise<Blob> {
  return (await fetchAuthorisedFile(url, 'stored file', { signal })).blob();
}

/** Saves a stored file under its own name. */
export function downloadStoredFile(url: string, fileName: string): Promise<void> {
  return downloadAuthorisedFile(url, fileName, 'stored file');
}
