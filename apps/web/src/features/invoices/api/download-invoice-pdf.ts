import { buildUrl } from '@/lib/api-client';
import { downloadAuthorisedFile } from '@/lib/authorised-file';

/** GET /invoices/{id}/pdf as a download (decision 050). */
export function downloadInvoicePdf(invoiceId: string, fileName: string): Promise<void> {
  return downloadAuthorisedFile(
    buildUrl(`/invoices/${encodeURIComponent(invoiceId)}/pdf`),
    fileName,
    'invoice pdf',
  );
}
