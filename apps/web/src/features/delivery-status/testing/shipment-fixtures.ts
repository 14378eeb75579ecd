import type { ShipmentTimeline } from '@skyparcel/domain/tracking';

/** A departed shipment with two boxes and two events, as GET /shipping/delivery-status answers. */
export const DEPARTED_SHIPMENT: ShipmentTimeline = {
  id: '0b6f7c3e-6a1d-4a55-9a51-1b1f9e0c2a10',
  orderNumber: 'XWF40000007',
  warehouseId: '5b0f1a4e-3c1d-4d3c-8f0e-2a9b7c6d5e4f',
  warehouseCode: 'US-DE',
  destinationCode: 'KW',
  status: 'departed',
  deliveryStatus: 'onTheWay',
  airWaybillNumber: '176-10000013',
  masterWaybillNumber: '176-20000014',
  finalWeightGrams: 5_500,
  packageCount: 2,
  boxes: [],
  palletCount: null,
  weightDifferenceCharge: null,
  paidAt: '2026-11-20T08:00:00.000Z',
  packedAt: '2026-11-20T12:00:00.000Z',
  departedAt: '2026-11-21T18:30:00.000Z',
  deliveredAt: null,
  events: [
    {
      status: 'package_prepared',
      occurredAt: '2026-11-20T12:00:00.000Z',
      location: 'New Castle',
      airportCode: null,
      note: null,
    },
    {
      status: 'departed_origin_airport',
      occurredAt: '2026-11-21T18:30:00.000Z',
      location: 'New York',
      airportCode: 'JFK',
      note: 'Flight EK 202',
    },
  ],
};
