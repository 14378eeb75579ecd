// The invoice documents module: each invoice's PDF, made once per language and kept
// (`invoice_documents`, decision 050). The invoice pages' download and the e-mailed copies read
// it only through this door.
export { discardInvoiceDocuments } from './invoice-document.repository';
export type { InvoicePdf } from './invoice-pdf';
export { invoicePdf } from './invoice-pdf';
export type { InvoicePdfOptions } from './render-invoice-pdf';
export { renderInvoicePdf } from './render-invoice-pdf';
