// A worker thread's entry (render-invoice-pdf-aside.ts): renders one invoice's PDF and answers
// its bytes, so a long invoice's seconds of layout never hold the API's event loop.
import { parentPort, workerData } from 'node:worker_threads';
import type { InvoiceDto } from '@skyparcel/domain/invoices';
import type { Locale } from '@skyparcel/domain/locale';
import { type InvoicePdfOptions, renderInvoicePdf } from './render-invoice-pdf';

const { invoice, locale, options } = workerData as {
  invoice: InvoiceDto;
  locale: Locale;
  options: InvoicePdfOptions;
};
const pdf = await renderInvoicePdf(invoice, locale, options);
parentPort?.postMessage(new Uint8Array(pdf.buffer, pdf.byteOffset, pdf.byteLength));
