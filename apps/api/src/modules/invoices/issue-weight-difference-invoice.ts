import type { WeightDifferenceReason } from '@skyparcel/domain/packing';
import { formatOrderNumber, type ShipToAddress } from '@skyparcel/domain/ship-requests';
import type { Tx } from '../../lib/tx';
import type { InvoiceRow } from './invoice.repository';
import { issueInvoice } from './issue-invoice';
import { billToOf } from './issue-shipping-invoice';

/**
 * Packing's weight difference as a shipping-additional invoice (issue 12 and 13, decisions 043
 * and 049): one WEIGHT_DIFFERENCE line (freight, so no discount applies), unpaid, due in the
 * default days, with the weights as its reason; payable from the cart.
 */
export async function issueWeightDifferenceInvoice(
  tx: Tx,
  {
    request,
    amount,
    reason,
    doneBy,
    issuedAt,
  }: {
    request: {
      id: string;
      number: number;
      userId: string;
      warehouseId: string;
      shipTo: ShipToAddress;
      taxId: string | null;
    };
    amount: { amountMinor: number; currency: string };
    reason: WeightDifferenceReason;
    doneBy: string;
    issuedAt: Date;
  },
): Promise<InvoiceRow> {
  return issueInvoice(tx, {
    kind: 'shipping_additional',
    userId: request.userId,
    currency: amount.currency,
    statement: {
      code: 'SHIPPING_ADDITIONAL',
      params: { orderNumber: formatOrderNumber(request.number) },
    },
    reason,
    billTo: billToOf(request.shipTo, request.taxId),
    warehouseId: request.warehouseId,
    shipRequestId: request.id,
    lines: [
      {
        kind: 'charge',
        code: 'WEIGHT_DIFFERENCE',
        description: null,
        params: { paidKg: reason.paidKg, billedKg: reason.billedKg },
        hsCode: null,
        quantity: 1,
        unitPriceMinor: amount.amountMinor,
        totalPriceMinor: amount.amountMinor,
        dutyMinor: 0,
        dutyPercent: null,
        vatMinor: 0,
        vatPercent: null,
        exciseMinor: 0,
        packageId: null,
      },
    ],
    issuedAt,
    doneBy,
  });
}
