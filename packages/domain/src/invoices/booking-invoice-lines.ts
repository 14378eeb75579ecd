import type { QuoteLine } from '../pricing/quote-ship-request';
import type { InvoiceLine } from './invoice-totals';
import { shippingInvoiceLines } from './shipping-invoice-lines';

/** A shipment an EDI upload booked, as its invoice on account bills it (decision 054). */
export type BookedShipmentCharge = {
  /** 'XWF00000042' */
  orderNumber: string;
  airWaybillNumber: string;
  /** The booking's quote: the lane's freight (no options, storage or customs lines). */
  quoteLines: readonly QuoteLine[];
};

/**
 * The lines of an upload's invoice on account: each booked shipment's quote lines in the order
 * of the file, turned into invoice lines by the shipping invoice's own rule, each naming its air
 * waybill and order number in the description, so a clerk finds a shipment's charge on the
 * invoice by either. The totals are the bookings' freight, unit for unit.
 */
export function bookingInvoiceLines(shipments: readonly BookedShipmentCharge[]): InvoiceLine[] {
  return shipments.flatMap((shipment) =>
    shippingInvoiceLines(shipment.quoteLines, []).lines.map((line) => ({
      ...line,
      description: `${shipment.airWaybillNumber} / ${shipment.orderNumber}`,
    })),
  );
}
