import { expect, test } from 'vitest';
import { DELIVERY_STATUSES, deliveryStatusOf } from './delivery-status';
import { TRACKING_STATUSES, type TrackingStatus } from './tracking-statuses';

const of = (...statuses: TrackingStatus[]) =>
  deliveryStatusOf(statuses.map((status) => ({ status })));

test('no event yet, or still at the warehouse: awaitingAction', () => {
  expect(of()).toBe('awaitingAction');
  expect(of('package_received', 'preparing_package', 'package_prepared')).toBe('awaitingAction');
});

test('in the air, from origin departure to transit departure: onTheWay', () => {
  expect(of('departed_origin_airport')).toBe('onTheWay');
  expect(of('departed_origin_airport', 'departed_transit_airport')).toBe('onTheWay');
});

test('from the destination airport to the door: arrivingSoon', () => {
  expect(of('arrived_destination_airport')).toBe('arrivingSoon');
  expect(of('undergoing_import_clearance')).toBe('arrivingSoon');
  expect(of('out_for_delivery')).toBe('arrivingSoon');
});

test('delivered, and every exception waits for someone to act', () => {
  expect(of('out_for_delivery', 'delivered')).toBe('delivered');
  expect(of('out_for_delivery', 'undelivered')).toBe('awaitingAction');
  expect(of('refused_by_recipient')).toBe('awaitingAction');
  expect(of('undelivered', 'return_to_hub', 'out_for_delivery')).toBe('arrivingSoon');
});

test('the latest event decides, and every status maps to one of the four', () => {
  for (const status of TRACKING_STATUSES) {
    expect(DELIVERY_STATUSES).toContain(of('package_received', status));
    expect(of(status, 'package_received')).toBe('awaitingAction');
  }
});
