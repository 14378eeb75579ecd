import fc from 'fast-check';
import { expect, test } from 'vitest';
import {
  canRecordTrackingStatus,
  isImportedTrackingStatus,
  isValidTrackingSequence,
  shipRequestStatusAfter,
} from './tracking-order';
import {
  EXCEPTION_TRACKING_STATUSES,
  isExceptionTrackingStatus,
  TRACKING_STATUSES,
  type TrackingStatus,
} from './tracking-statuses';

const NORMAL = TRACKING_STATUSES.filter((status) => !isExceptionTrackingStatus(status));
const at = (status: TrackingStatus) => TRACKING_STATUSES.indexOf(status);
const anyStatus = fc.constantFrom(...TRACKING_STATUSES);
/** An ordered run of normal statuses, as a shipment that met no trouble records them. */
const forwardRun = fc
  .uniqueArray(fc.constantFrom(...NORMAL.filter((status) => status !== 'delivered')), {
    minLength: 1,
  })
  .map((statuses) => [...statuses].sort((a, b) => at(a) - at(b)));

test('accepts the whole normal order from package received to delivered', () => {
  expect(isValidTrackingSequence(NORMAL)).toBe(true);
  expect(NORMAL).toHaveLength(13);
});

test('accepts any first status but an exception', () => {
  for (const status of NORMAL) {
    expect(canRecordTrackingStatus([], status)).toBe(true);
  }
  for (const status of EXCEPTION_TRACKING_STATUSES) {
    expect(canRecordTrackingStatus([], status)).toBe(false);
  }
});

test('a normal status may follow only a later one: never the same or an earlier one', () => {
  fc.assert(
    fc.property(forwardRun, fc.constantFrom(...NORMAL), (run, next) => {
      const latest = run.at(-1) ?? 'package_received';
      expect(canRecordTrackingStatus(run, next)).toBe(at(next) > at(latest));
    }),
  );
});

test('may skip statuses going forward (a carrier file may start at the departure)', () => {
  expect(canRecordTrackingStatus(['preparing_package'], 'departed_origin_airport')).toBe(true);
  expect(canRecordTrackingStatus(['package_prepared'], 'delivered')).toBe(true);
});

test('an exception may come only once the shipment reached the destination airport', () => {
  fc.assert(
    fc.property(forwardRun, fc.constantFrom(...EXCEPTION_TRACKING_STATUSES), (run, exception) => {
      const reached = run.some((status) => at(status) >= at('arrived_destination_airport'));
      expect(canRecordTrackingStatus(run, exception)).toBe(reached);
    }),
  );
});

test('out of an exception: another exception, or back in at arrived at facility or later', () => {
  const trouble: TrackingStatus[] = ['out_for_delivery', 'undelivered'];
  expect(canRecordTrackingStatus(trouble, 'return_to_hub')).toBe(true);
  expect(canRecordTrackingStatus(trouble, 'arrived_at_facility')).toBe(true);
  expect(canRecordTrackingStatus(trouble, 'out_for_delivery')).toBe(true);
  expect(canRecordTrackingStatus(trouble, 'delivered')).toBe(true);
  expect(canRecordTrackingStatus(trouble, 'undergoing_import_clearance')).toBe(false);
  expect(canRecordTrackingStatus(trouble, 'departed_origin_airport')).toBe(false);
});

test('the seed story: undelivered, back to the hub, out again, unable to deliver', () => {
  expect(
    isValidTrackingSequence([
      'package_received',
      'departed_origin_airport',
      'arrived_destination_airport',
      'out_for_delivery',
      'undelivered',
      'return_to_hub',
      'out_for_delivery',
      'unable_to_deliver',
    ]),
  ).toBe(true);
});

test('nothing follows delivered or refused by recipient', () => {
  fc.assert(
    fc.property(
      fc.constantFrom('delivered', 'refused_by_recipient' as const),
      anyStatus,
      (last, next) => {
        const previous: TrackingStatus[] = [
          'arrived_destination_airport',
          'out_for_delivery',
          last,
        ];
        expect(canRecordTrackingStatus(previous, next)).toBe(false);
      },
    ),
  );
});

test('every accepted step keeps the whole timeline valid', () => {
  fc.assert(
    fc.property(fc.array(anyStatus, { maxLength: 25 }), (attempts) => {
      const timeline: TrackingStatus[] = [];
      for (const status of attempts) {
        if (canRecordTrackingStatus(timeline, status)) {
          timeline.push(status);
        }
      }
      expect(isValidTrackingSequence(timeline)).toBe(true);
      // Without an exception in between, the normal statuses strictly increase.
      for (let index = 1; index < timeline.length; index += 1) {
        const previous = timeline[index - 1] ?? 'package_received';
        const current = timeline[index] ?? 'package_received';
        if (!isExceptionTrackingStatus(previous) && !isExceptionTrackingStatus(current)) {
          expect(at(current)).toBeGreaterThan(at(previous));
        }
      }
    }),
  );
});

test('departure and every later status imply a departed request; delivered a delivered one', () => {
  expect(shipRequestStatusAfter('package_prepared')).toBeNull();
  expect(shipRequestStatusAfter('preparing_package')).toBeNull();
  expect(shipRequestStatusAfter('departed_origin_airport')).toBe('departed');
  expect(shipRequestStatusAfter('out_for_delivery')).toBe('departed');
  expect(shipRequestStatusAfter('refused_by_recipient')).toBe('departed');
  expect(shipRequestStatusAfter('delivered')).toBe('delivered');
});

test('goods are imported from the arrival at the destination airport on, exceptions included', () => {
  const imported = TRACKING_STATUSES.filter(isImportedTrackingStatus);
  expect(imported).toEqual([
    'arrived_destination_airport',
    'at_destination_sort_facility',
    'undergoing_import_clearance',
    'arrived_at_facility',
    'out_for_delivery',
    'delivered',
    ...EXCEPTION_TRACKING_STATUSES,
  ]);
  // Departure is the export: the import date waits for the destination.
  expect(isImportedTrackingStatus('departed_origin_airport')).toBe(false);
  expect(isImportedTrackingStatus('departed_transit_airport')).toBe(false);
});
