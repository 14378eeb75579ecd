import { money, toMoneyDto } from '@skyparcel/domain/money';
import { formatPackageNumber } from '@skyparcel/domain/packages';
import {
  formatOrderNumber,
  type ShipRequestDetails,
  type ShipRequestSummary,
} from '@skyparcel/domain/ship-requests';
import { presentQuoteLine } from '../pricing';
import type { ShipRequestView } from './ship-request.repository';

/** A request in a list: who it ships to, what, from where, and the amount to pay. */
export function presentShipRequestSummary(view: ShipRequestView): ShipRequestSummary {
  return {
    id: view.id,
    orderNumber: formatOrderNumber(view.number),
    requestDate: view.createdAt.toISOString(),
    status: view.status,
    warehouseId: view.warehouseId,
    warehouseCode: view.warehouseCode,
    destinationCode: view.destinationCountryCode,
    packageCount: view.packages.length,
    packages: view.packages.map((pkg) => ({
      id: pkg.id,
      packageNumber: formatPackageNumber(pkg.number),
      retailerName: pkg.retailerName,
      retailerTrackingNumber: pkg.retailerTrackingNumber,
    })),
    shipTo: view.shipTo,
    total: toMoneyDto(money(view.totalMinor, view.currency)),
    quoteExpiresAt: view.quoteExpiresAt.toISOString(),
    ...(view.ownerName === null ? {} : { ownerName: view.ownerName }),
  };
}

/** One request whole, with the stored quote's lines as the quote call showed them. */
export function presentShipRequestDetails(view: ShipRequestView): ShipRequestDetails {
  const summary = presentShipRequestSummary(view);
  return {
    ...summary,
    options: view.options,
    taxId: view.taxId,
    specialInstructions: view.specialInstructions,
    couponCode: view.couponCode,
    justCredit: view.useCredit,
    quote: {
      lines: view.quoteLines.map(presentQuoteLine),
      total: summary.total,
      quotedAt: view.quotedAt.toISOString(),
      expiresAt: summary.quoteExpiresAt,
    },
    paidAt: view.paidAt?.toISOString() ?? null,
    cancelledAt: view.cancelledAt?.toISOString() ?? null,
  };
}
