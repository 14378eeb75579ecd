import { formatPackageNumber } from '@skyparcel/domain/packages';
import {
  needsPackingPhotos,
  type PackedBox,
  type PackingDetails,
  type PackingQueueItem,
  type PackingQueueStatus,
  packingChecklist,
  paidFreight,
  type WeightDifferenceDto,
} from '@skyparcel/domain/packing';
import { formatOrderNumber } from '@skyparcel/domain/ship-requests';
import type { StaffShipRequestView } from '../../modules/ship-requests';

/** A request in the packing queue: who, what, which options and instructions. */
export function presentPackingQueueItem(view: StaffShipRequestView): PackingQueueItem {
  return {
    id: view.id,
    orderNumber: formatOrderNumber(view.number),
    status: queueStatus(view.status),
    paidAt: (view.paidAt ?? view.createdAt).toISOString(),
    warehouseId: view.warehouseId,
    warehouseCode: view.warehouseCode,
    destinationCode: view.destinationCountryCode,
    customerName: view.customerName,
    suiteNumber: view.suiteNumber,
    options: view.options,
    specialInstructions: view.specialInstructions,
    packageCount: view.packages.length,
    paidWeightKg: paidFreight(view.quoteLines)?.chargeableKg ?? 0,
    airWaybillNumber: view.airWaybillNumber ?? null,
  };
}

/** The packing screen: the queue's fields, the checklist, the packages' photos, the boxes. */
export function presentPackingDetails(
  view: StaffShipRequestView,
  extra: {
    photosByPackage: Map<string, number>;
    /** An EDI booking's pallets (its row's `palletCount`); null for loose boxes. */
    palletCount: number | null;
    boxes: PackedBox[];
    weightDifference: WeightDifferenceDto | null;
  },
): PackingDetails {
  return {
    ...presentPackingQueueItem(view),
    shipTo: view.shipTo,
    packages: view.packages.map((pkg) => ({
      id: pkg.id,
      packageNumber: formatPackageNumber(pkg.number),
      retailerName: pkg.retailerName,
      retailerTrackingNumber: pkg.retailerTrackingNumber,
      packingPhotoCount: extra.photosByPackage.get(pkg.id) ?? 0,
    })),
    checklist: packingChecklist(view),
    needsPhotos: needsPackingPhotos(view.options),
    boxes: extra.boxes,
    palletCount: extra.palletCount,
    finalWeightKg: gramsToKg(view.finalWeightGrams),
    billedWeightKg: gramsToKg(view.billedWeightGrams),
    weightDifference: extra.weightDifference,
  };
}

function gramsToKg(grams: number | null | undefined): number | null {
  return grams === null || grams === undefined ? null : grams / 1000;
}

/** The queue shows only paid, preparing and packed requests; anything later reads as packed. */
function queueStatus(status: StaffShipRequestView['status']): PackingQueueStatus {
  return status === 'paid' || status === 'preparing' ? status : 'packed';
}
