import { buildUrl } from '@/lib/api-client';
import { downloadAuthorisedFile } from '@/lib/authorised-file';

/** A file of the EDI booking calls (template, labels PDF, report CSV, problems CSV), saved. */
export function downloadEdiFile(
  request: { method: 'GET' | 'POST'; path: string; query?: Record<string, string>; body?: unknown },
  fileName: string,
): Promise<void> {
  return downloadAuthorisedFile(buildUrl(request.path, request.query), fileName, request.path, {
    method: request.method,
    body: request.body,
  });
}
