import type { InvoiceBillTo } from '@skyparcel/domain/invoices';
import { type BookedShipmentCharge, bookingInvoiceLines } from '@skyparcel/domain/invoices';
import type { Tx } from '../../lib/tx';
import type { InvoiceRow } from './invoice.repository';
import { issueInvoice } from './issue-invoice';

/** A shipment an upload booked, with what its invoice needs to know of it. */
export type BookedShipmentToBill = BookedShipmentCharge & {
  warehouseId: string;
  currency: string;
};

/**
 * The invoice on account of an EDI upload (issue 15, decisions 049 and 054), in the booking's
 * transaction: a `shipping` invoice to the uploader, billed to the company, with a line per
 * booked shipment (its freight, its air waybill and order number), unpaid and due after the
 * ledger's default days. An invoice has one currency, so a file whose lanes price in two
 * currencies gets one invoice per currency (in the order they first appear). The warehouse is
 * named when every shipment of the invoice leaves from the same one (the Invoices page's and the
 * reports' origin filter). It has no ship request of its own: the lanes report splits its
 * spend over the booked shipments' lanes (the upload's `edi_bookings`, by the statement's serial
 * number; decision 055).
 */
export async function issueBookingInvoices(
  tx: Tx,
  input: {
    userId: string;
    billTo: InvoiceBillTo;
    upload: { serialNumber: number; fileName: string };
    shipments: readonly BookedShipmentToBill[];
    issuedAt: Date;
  },
): Promise<InvoiceRow[]> {
  const byCurrency = new Map<string, BookedShipmentToBill[]>();
  for (const shipment of input.shipments) {
    const group = byCurrency.get(shipment.currency);
    if (group) {
      group.push(shipment);
    } else {
      byCurrency.set(shipment.currency, [shipment]);
    }
  }
  const issued: InvoiceRow[] = [];
  for (const [currency, shipments] of byCurrency) {
    const warehouseIds = new Set(shipments.map((shipment) => shipment.warehouseId));
    const [onlyWarehouse] = warehouseIds;
    issued.push(
      await issueInvoice(tx, {
        kind: 'shipping',
        userId: input.userId,
        currency,
        statement: {
          code: 'EDI_BOOKING',
          params: {
            serialNumber: String(input.upload.serialNumber),
            fileName: input.upload.fileName,
          },
        },
        billTo: input.billTo,
        warehouseId: warehouseIds.size === 1 ? (onlyWarehouse ?? null) : null,
        lines: bookingInvoiceLines(shipments),
        issuedAt: input.issuedAt,
        doneBy: null,
      }),
    );
  }
  return issued;
}
