import type { Db } from '@skyparcel/db';
import { money, toMoneyDto } from '@skyparcel/domain/money';
import { type PackedBox, paidFreight, type WeightDifferenceDto } from '@skyparcel/domain/packing';
import { boxWeightDtos } from '@skyparcel/domain/ship-requests';
import { findBookedPalletCount } from '../../modules/edi-booking';
import { countPhotosSince } from '../../modules/files';
import {
  listPackedBoxes,
  listShipRequestCharges,
  type PackedBoxRow,
  type ShipRequestChargeRow,
  type StaffShipRequestView,
} from '../../modules/ship-requests';
import { presentPackingDetails } from './packing.presenter';
import { shippingLabelUrl } from './shipping-label-url';

/** The packing screen's data for a request already read (or just moved) for the clerk. */
export async function findPackingDetails(db: Db, view: StaffShipRequestView) {
  const [photosByPackage, boxes, charges, palletCount] = await Promise.all([
    countPhotosSince(
      db,
      view.packages.map((pkg) => pkg.id),
      view.paidAt ?? view.createdAt,
    ),
    listPackedBoxes(db, view.id),
    listShipRequestCharges(db, view.id),
    findBookedPalletCount(db, view.id),
  ]);
  return presentPackingDetails(view, {
    photosByPackage,
    palletCount,
    boxes: boxes.map((box) => presentBox(view.id, box)),
    weightDifference: presentWeightDifference(view, charges),
  });
}

function presentBox(shipRequestId: string, box: PackedBoxRow): PackedBox {
  return {
    boxNumber: box.boxNumber,
    actualKg: box.actualWeightGrams / 1000,
    volumetricKg: box.volumetricWeightGrams / 1000,
    billedKg: box.billedWeightGrams / 1000,
    dimensionsCm: {
      length: box.lengthMm / 10,
      width: box.widthMm / 10,
      height: box.heightMm / 10,
    },
    labelUrl: shippingLabelUrl(shipRequestId, box.boxNumber),
    ...boxWeightDtos(box),
  };
}

/** Once packed: the recorded charge when heavier, else how the billed weight compares. */
function presentWeightDifference(
  view: StaffShipRequestView,
  charges: readonly ShipRequestChargeRow[],
): WeightDifferenceDto | null {
  if (view.billedWeightGrams === null) {
    return null;
  }
  const charge = charges.find((row) => row.kind === 'weight_difference');
  if (charge) {
    return {
      kind: 'higher',
      paidKg: charge.reason.paidKg,
      billedKg: charge.reason.billedKg,
      amount: toMoneyDto(money(charge.amountMinor, charge.currency)),
      isPaid: charge.paidAt !== null,
    };
  }
  const paidKg = paidFreight(view.quoteLines)?.chargeableKg ?? 0;
  const billedKg = view.billedWeightGrams / 1000;
  return {
    kind: billedKg < paidKg ? 'lower' : 'same',
    paidKg,
    billedKg,
    amount: null,
    isPaid: false,
  };
}
