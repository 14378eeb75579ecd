import { Worker } from 'node:worker_threads';
import type { InvoiceDto } from '@skyparcel/domain/invoices';
import type { Locale } from '@skyparcel/domain/locale';
import { type InvoicePdfOptions, renderInvoicePdf } from './render-invoice-pdf';

/**
 * From this many lines an invoice's PDF is rendered in a worker thread (decision 054): an EDI
 * upload's invoice of 10,000 lines takes about 5 s of CPU to lay out, which on the event loop
 * would hold every other call of this process. A usual invoice (a few lines, about 0.1 s) is
 * rendered in place: a thread's start would cost more than it saves.
 */
export const RENDER_ASIDE_FROM_LINES = 400;

/**
 * Where the worker's code is: built (dist/server.js), esbuild's entry beside it; from the
 * TypeScript source (tests, `npm run dev:api`), the source itself, loaded through tsx.
 */
function workerEntry(): { url: URL; execArgv: string[] } {
  if (import.meta.url.endsWith('.ts')) {
    return {
      url: new URL('./render-invoice-pdf.worker.ts', import.meta.url),
      execArgv: ['--import', 'tsx'],
    };
  }
  return { url: new URL('./render-invoice-pdf.worker.js', import.meta.url), execArgv: [] };
}

// One long render at a time per process: each holds a couple of hundred MB while it lays out,
// and a second download of the same invoice waits for the first and then finds it stored.
let queue: Promise<unknown> = Promise.resolve();

function renderInWorker(
  invoice: InvoiceDto,
  locale: Locale,
  options: InvoicePdfOptions,
): Promise<Buffer> {
  const { url, execArgv } = workerEntry();
  return new Promise((resolve, reject) => {
    const worker = new Worker(url, { workerData: { invoice, locale, options }, execArgv });
    let answered = false;
    worker.once('message', (bytes: Uint8Array) => {
      answered = true;
      resolve(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!answered) {
        reject(new Error(`the invoice PDF worker stopped with ${code} before answering`));
      }
    });
  });
}

/** An invoice's PDF: a long one laid out in a worker thread, one at a time; others in place. */
export function renderInvoicePdfAside(
  invoice: InvoiceDto,
  locale: Locale,
  options: InvoicePdfOptions,
): Promise<Buffer> {
  if (invoice.lines.length < RENDER_ASIDE_FROM_LINES) {
    return renderInvoicePdf(invoice, locale, options);
  }
  const rendered = queue.then(() => renderInWorker(invoice, locale, options));
  queue = rendered.catch(() => undefined);
  return rendered;
}
