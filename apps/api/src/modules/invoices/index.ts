// The invoices module (issue 13, decision 049): `invoices`, `invoice_lines`, `invoice_payments`
// and `invoice_number_sequences`. Features and other modules issue, read, pay and credit
// invoices only through this door; the viewer rule lives in the repository's `where`.
export { type FindBookingCargo, findInvoiceForViewer } from './find-invoice-for-viewer';
export { describeInvoiceReason, type InvoiceDetail, presentInvoice } from './invoice.presenter';
export {
  findInvoiceRowForViewer,
  hasOverdueInvoiceSql,
  type InvoicePaymentRow,
  type InvoiceRow,
  type InvoiceViewer,
  invoiceViewerCondition,
  listCreditNotesOf,
  listInvoiceLines,
  listInvoicePayments,
  listInvoicesOf,
  listInvoicesOfShipRequest,
  listOwedInvoices,
  lockInvoice,
  lockInvoices,
} from './invoice.repository';
export { paymentStatusOf, presentInvoiceListRow } from './invoice-list.presenter';
export {
  findCappedInvoiceListPage,
  findInvoiceListPage,
  findInvoiceListRows,
  type InvoiceListCriteria,
  type InvoiceListRowData,
  type InvoiceListScope,
} from './invoice-list.repository';
export { type InvoiceNumber, nextInvoiceNumber } from './invoice-number';
export {
  claimInvoiceRefund,
  confirmInvoiceRefund,
  leaseStalledRefundClaims,
  releaseInvoiceRefund,
  type StalledRefundClaim,
} from './invoice-refund.repository';
export { type BookedShipmentToBill, issueBookingInvoices } from './issue-booking-invoices';
export {
  type CreditNoteInput,
  type CreditNoteResult,
  issueCreditNote,
} from './issue-credit-note';
export { type IssueInvoiceInput, issueInvoice } from './issue-invoice';
export {
  billToOf,
  issueShippingInvoice,
  type PaidShipRequest,
  type ShippingInvoicePayment,
} from './issue-shipping-invoice';
export { issueWeightDifferenceInvoice } from './issue-weight-difference-invoice';
export { hasOverdueInvoice, listPayableInvoices } from './list-payable-invoices';
export { findPayableInvoices, recordInvoicePayment } from './pay-invoices';
export { stampImportDates } from './stamp-import-dates';
