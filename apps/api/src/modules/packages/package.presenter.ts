import { money, toMoneyDto } from '@skyparcel/domain/money';
import {
  formatPackageNumber,
  type PackageDetails,
  type PackageSummary,
  returnCommentOf,
  storageDays,
  storageFee,
  tabOfStatus,
} from '@skyparcel/domain/packages';
import type { PackageParts, PackageWithStorage } from './package.repository';

const moneyDto = (amountMinor: number, currency: string) =>
  toMoneyDto(money(amountMinor, currency));

/** Row -> suite list item, with the free-storage countdown and the fee so far at `now`. */
export function presentPackageSummary(row: PackageWithStorage, now: Date): PackageSummary {
  const { pkg } = row;
  const days = storageDays({
    receivedAt: pkg.receivedAt,
    now,
    freeDays: row.freeStorageDays,
    stoppedAt: pkg.storageStoppedAt,
  });
  return {
    id: pkg.id,
    packageNumber: formatPackageNumber(pkg.number),
    warehouseId: pkg.warehouseId,
    status: pkg.status,
    reason: pkg.reason,
    tab: tabOfStatus(pkg.status),
    retailerName: pkg.retailerName,
    retailerTrackingNumber: pkg.retailerTrackingNumber,
    carrier: pkg.carrier,
    receivedAt: pkg.receivedAt.toISOString(),
    quantity: pkg.quantity,
    totalValue:
      pkg.totalValueMinor !== null && pkg.valueCurrency
        ? moneyDto(pkg.totalValueMinor, pkg.valueCurrency)
        : null,
    weight: { amount: pkg.weightAmount, unit: pkg.weightUnit },
    dimensions: {
      length: pkg.length,
      width: pkg.width,
      depth: pkg.depth,
      unit: pkg.lengthUnit,
    },
    freeDaysRemaining: days.freeDaysRemaining,
    chargeableDays: days.chargeableDays,
    storageFee: toMoneyDto(
      storageFee(days.chargeableDays, row.storageFeePerDayMinor, row.currency),
    ),
  };
}

/**
 * What a details view shows of the package's files (the return label, photos, documents), as
 * the files module presents them (`presentPackageFiles`): packages never import files.
 */
export type PackageFilesView = Pick<PackageDetails, 'returnLabel' | 'photos' | 'documents'>;

/** Row, parts and the presented files -> details, with the storage figures at `now`. */
export function presentPackageDetails(
  row: PackageWithStorage,
  parts: PackageParts,
  files: PackageFilesView,
  now: Date,
): PackageDetails {
  const { pkg } = row;
  return {
    ...presentPackageSummary(row, now),
    freeStorageDays: row.freeStorageDays,
    storageFeePerDay: moneyDto(row.storageFeePerDayMinor, row.currency),
    warehouseComment: pkg.warehouseComment,
    adminComment: pkg.adminComment,
    returnComment: returnCommentOf(pkg.status, pkg.returnComment),
    returnUsesOwnLabel: pkg.returnUsesOwnLabel,
    returnLabel: files.returnLabel,
    pieces: parts.pieces.map((piece) => ({
      receptacleId: piece.receptacleId,
      value: moneyDto(piece.valueMinor, piece.currency),
    })),
    lineItems: parts.lineItems.map((item) => ({
      id: item.id,
      inventoryId: item.inventoryId,
      description: item.description,
      quantity: item.quantity,
      valuePerUnit: moneyDto(item.unitValueMinor, item.currency),
      totalValue: moneyDto(item.totalValueMinor, item.currency),
      hsCode: item.hsCode,
      declaredValue:
        item.declaredValueMinor !== null && item.declaredCurrency
          ? moneyDto(item.declaredValueMinor, item.declaredCurrency)
          : null,
      exportDescription: item.exportDescription,
      scheduleB: item.scheduleB,
      statisticalQuantity: item.statisticalQuantity,
    })),
    photos: files.photos,
    documents: files.documents,
    additionalServices: parts.services.map((service) => ({
      code: service.serviceCode,
      price: moneyDto(service.priceMinor, service.currency),
      comment: service.customerComment,
    })),
  };
}
