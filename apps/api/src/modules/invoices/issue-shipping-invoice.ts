import {
  type InvoiceBillTo,
  type InvoicePayMethod,
  type ShippingInvoiceGoods,
  shippingInvoiceLines,
} from '@skyparcel/domain/invoices';
import { convertMoney, money } from '@skyparcel/domain/money';
import { formatOrderNumber, type ShipToAddress } from '@skyparcel/domain/ship-requests';
import type { Tx } from '../../lib/tx';
import { listLineItemsOfPackages } from '../packages';
import { findExchangeRate } from '../reference';
import type { InvoiceRow } from './invoice.repository';
import { issueInvoice } from './issue-invoice';

/** What the shipping invoice needs of a ship request just paid (modules/ship-requests' view). */
export type PaidShipRequest = {
  id: string;
  number: number;
  userId: string;
  warehouseId: string;
  shipTo: ShipToAddress;
  taxId: string | null;
  currency: string;
  quotedAt: Date;
  quoteLines: Parameters<typeof shippingInvoiceLines>[0];
  packages: readonly { id: string }[];
};

/** The payment's share of the request, as the settlement records it. */
export type ShippingInvoicePayment = {
  paymentId: string;
  method: InvoicePayMethod;
  amountMinor: number;
  transactionId: string | null;
  chargedTo: string | null;
  responseCode: string | null;
  responseText: string | null;
};

/** The ship-to address as the invoice prints its bill-to. */
export function billToOf(shipTo: ShipToAddress, taxId: string | null): InvoiceBillTo {
  const place = [shipTo.city, shipTo.stateOrProvince, shipTo.zip].filter(Boolean).join(', ');
  return {
    name: shipTo.consigneeName,
    lines: [shipTo.street, shipTo.street2, place].filter((part): part is string => Boolean(part)),
    countryCode: shipTo.countryCode,
    phone: `${shipTo.phoneCountryCode} ${shipTo.phoneNumber}`.trim(),
    email: null,
    taxId,
  };
}

/**
 * The shipping invoice of a request just paid (issue 13, decision 049), in the settling
 * transaction: its quote's lines, its packages' declared items as goods (converted into the
 * invoice's currency at the rates of the quote's month), bill-to from the ship-to, the payment's
 * share as its payment. The unique index `invoices_one_shipping_per_ship_request` makes a second
 * one impossible, whatever replays.
 */
export async function issueShippingInvoice(
  tx: Tx,
  {
    request,
    payment,
    issuedAt,
  }: { request: PaidShipRequest; payment: ShippingInvoicePayment; issuedAt: Date },
): Promise<InvoiceRow> {
  const items = await listLineItemsOfPackages(
    tx,
    request.packages.map((pkg) => pkg.id),
  );
  const rates = new Map<string, string>();
  const toInvoiceCurrency = async (amountMinor: number, currency: string) => {
    let rate = rates.get(currency);
    if (rate === undefined) {
      rate = await findExchangeRate(tx, currency, request.currency, request.quotedAt);
      if (rate === undefined) {
        throw new Error(`no exchange rate ${currency} -> ${request.currency}`);
      }
      rates.set(currency, rate);
    }
    return convertMoney(money(amountMinor, currency), request.currency, rate).amountMinor;
  };
  const goods: ShippingInvoiceGoods[] = [];
  for (const item of items) {
    const declared =
      item.declaredValueMinor !== null && item.declaredCurrency !== null
        ? { amountMinor: item.declaredValueMinor, currency: item.declaredCurrency }
        : { amountMinor: item.totalValueMinor, currency: item.currency };
    goods.push({
      packageId: item.packageId,
      hsCode: item.hsCode,
      description: item.description,
      quantity: item.quantity,
      unitPriceMinor: await toInvoiceCurrency(item.unitValueMinor, item.currency),
      totalPriceMinor: await toInvoiceCurrency(declared.amountMinor, declared.currency),
    });
  }
  const { lines, creditAppliedMinor } = shippingInvoiceLines(request.quoteLines, goods);

  return issueInvoice(tx, {
    kind: 'shipping',
    userId: request.userId,
    currency: request.currency,
    statement: { code: 'SHIPPING', params: { orderNumber: formatOrderNumber(request.number) } },
    billTo: billToOf(request.shipTo, request.taxId),
    warehouseId: request.warehouseId,
    shipRequestId: request.id,
    lines,
    creditAppliedMinor,
    issuedAt,
    doneBy: null,
    payments: [{ ...payment, paidAt: issuedAt }],
  });
}
