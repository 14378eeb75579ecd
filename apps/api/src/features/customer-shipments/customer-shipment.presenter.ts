import { money, toMoneyDto } from '@skyparcel/domain/money';
import { boxWeightDtos, formatOrderNumber } from '@skyparcel/domain/ship-requests';
import {
  type CustomerShipment,
  deliveryStatusOf,
  type ShipmentTimeline,
} from '@skyparcel/domain/tracking';
import type { ShipmentEvent } from '../../modules/tracking';
import type { CustomerShipmentRow } from './customer-shipment.repository';

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

/**
 * A request as its customer follows it. The delivery status comes from its events alone
 * (`deliveryStatusOf`, corrections applied: the tracking module's timeline); each box carries
 * its weights by the spec's names (`boxWeightDtos`: dimWeight in lb, volWeight in kg).
 */
export function presentCustomerShipment(
  row: CustomerShipmentRow,
  events: readonly ShipmentEvent[],
): CustomerShipment {
  return {
    id: row.id,
    orderNumber: formatOrderNumber(row.number),
    warehouseId: row.warehouseId,
    warehouseCode: row.warehouseCode,
    destinationCode: row.destinationCode,
    status: row.status,
    deliveryStatus: deliveryStatusOf(events),
    airWaybillNumber: row.airWaybillNumber,
    masterWaybillNumber: row.masterWaybillNumber,
    finalWeightGrams: row.finalWeightGrams,
    packageCount: row.packageCount,
    boxes: row.boxes.map((box) => ({ ...box, ...boxWeightDtos(box) })),
    palletCount: row.palletCount,
    weightDifferenceCharge: row.weightDifference && {
      amount: toMoneyDto(money(row.weightDifference.amountMinor, row.weightDifference.currency)),
      paidKg: row.weightDifference.paidKg,
      billedKg: row.weightDifference.billedKg,
      isPaid: row.weightDifference.paidAt !== null,
      invoiceId: row.weightDifference.invoiceId,
    },
    paidAt: iso(row.paidAt),
    packedAt: iso(row.packedAt),
    departedAt: iso(row.departedAt),
    deliveredAt: iso(row.deliveredAt),
    ...(row.ownerName === null ? {} : { ownerName: row.ownerName }),
  };
}

/** The same with every event, oldest first, as the customer may read it (the clerk's note too). */
export function presentShipmentTimeline(
  row: CustomerShipmentRow,
  events: readonly ShipmentEvent[],
): ShipmentTimeline {
  return {
    ...presentCustomerShipment(row, events),
    events: events.map((event) => ({
      status: event.status,
      occurredAt: event.occurredAt.toISOString(),
      location: event.location,
      airportCode: event.airportCode,
      note: event.note,
    })),
  };
}
