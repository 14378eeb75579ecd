import type { ShipRequestStatus } from '../ship-requests/ship-request-status';
import {
  FINAL_TRACKING_STATUSES,
  isExceptionTrackingStatus,
  TRACKING_STATUSES,
  type TrackingStatus,
} from './tracking-statuses';

const position = (status: TrackingStatus) => TRACKING_STATUSES.indexOf(status);

/** From here on a delivery can go wrong: the shipment has reached the destination airport. */
const EXCEPTIONS_FROM = position('arrived_destination_airport');
/** Out of an exception a shipment comes back in at the last mile, or further on. */
const REENTRY_FROM = position('arrived_at_facility');

/**
 * Whether a shipment whose events so far are `previous` (oldest first) may record `next`
 * (issue 12, decision 042): statuses only move forward along the normal order; an exception
 * may follow once the shipment reached the destination airport (and another exception may
 * follow it); after an exception the shipment may re-enter at arrived at facility, out for
 * delivery or delivered, even if it had been there already. Nothing follows delivered or refused.
 */
export function canRecordTrackingStatus(
  previous: readonly TrackingStatus[],
  next: TrackingStatus,
): boolean {
  const last = previous.at(-1);
  if (last !== undefined && FINAL_TRACKING_STATUSES.includes(last)) {
    return false;
  }
  let progress = -1;
  for (const status of previous) {
    if (!isExceptionTrackingStatus(status)) {
      progress = Math.max(progress, position(status));
    }
  }

  if (isExceptionTrackingStatus(next)) {
    return progress >= EXCEPTIONS_FROM;
  }
  if (position(next) > progress) {
    return true;
  }
  return last !== undefined && isExceptionTrackingStatus(last) && position(next) >= REENTRY_FROM;
}

/** Whether a whole timeline (oldest first) keeps the order rule at every step (corrections). */
export function isValidTrackingSequence(statuses: readonly TrackingStatus[]): boolean {
  return statuses.every((status, index) =>
    canRecordTrackingStatus(statuses.slice(0, index), status),
  );
}

/**
 * Whether a shipment at `status` has reached the destination country, so its goods are imported
 * (the invoices' import date, spec section 3, issue 13): arrived at the destination airport or
 * any status after it, exceptions included (they happen only there, decision 042). The duty and
 * VAT an invoice bills are the destination's import taxes, due on arrival; departure is export.
 */
export function isImportedTrackingStatus(status: TrackingStatus): boolean {
  return isExceptionTrackingStatus(status) || position(status) >= EXCEPTIONS_FROM;
}

const DEPARTURE = position('departed_origin_airport');

/**
 * The ship request state a tracking status implies (product.md, decision 042): delivered for
 * delivered; departed for departure from the origin airport and every status after it (an import
 * may start past the departure scan); null before departure (packing moves the request itself).
 */
export function shipRequestStatusAfter(
  status: TrackingStatus,
): Extract<ShipRequestStatus, 'departed' | 'delivered'> | null {
  if (status === 'delivered') {
    return 'delivered';
  }
  if (isExceptionTrackingStatus(status) || position(status) >= DEPARTURE) {
    return 'departed';
  }
  return null;
}
