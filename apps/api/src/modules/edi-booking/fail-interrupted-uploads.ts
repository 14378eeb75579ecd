import type { Db } from '@skyparcel/db';
import type { Clock } from '../../lib/clock';
import { failInProgressUploadsCreatedBefore } from './edi-upload.repository';

/**
 * An upload is read and booked inside its request, in seconds; one still in progress after this
 * long was cut short by a process that stopped (a crash, a deploy).
 */
export const EDI_UPLOAD_INTERRUPTED_AFTER_MS = 30 * 60 * 1000;

/**
 * Fails the uploads a stopped process left in progress (decision 054). Booking is one
 * transaction, so such an upload booked nothing; it says so with the booking-failed text, and
 * the company may send the file again. Run at boot and hourly; safe in every process at once,
 * since no request runs for half an hour.
 */
export function failInterruptedEdiUploads({ db, clock }: { db: Db; clock: Clock }) {
  const now = clock();
  return failInProgressUploadsCreatedBefore(
    db,
    new Date(now.getTime() - EDI_UPLOAD_INTERRUPTED_AFTER_MS),
    now,
    [{ row: 0, column: 'file', message: 'validation.edi.bookingFailed' }],
  );
}
