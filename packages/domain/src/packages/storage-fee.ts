import { type Money, money } from '../money/money';

/** Free storage when a warehouse sets none (product.md; spec section 9 "free storage limit"). */
export const DEFAULT_FREE_STORAGE_DAYS = 30;

/** Days before free storage ends on which the customer is e-mailed (issue 4). */
export const STORAGE_REMINDER_DAYS = [7, 1] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export type StorageDays = {
  /** Whole days since the package was received (a started day is not counted). */
  daysStored: number;
  freeDaysRemaining: number;
  chargeableDays: number;
};

/**
 * Storage of one package (spec section 9: free storage with days remaining, then a fee per
 * chargeable day). Days are whole 24-hour periods since receipt, so the count is the same in
 * every time zone; it stops at `stoppedAt` (the package left the suite).
 */
export function storageDays(input: {
  receivedAt: Date;
  now: Date;
  freeDays: number;
  stoppedAt?: Date | null;
}): StorageDays {
  const end = input.stoppedAt && input.stoppedAt < input.now ? input.stoppedAt : input.now;
  const daysStored = Math.max(0, Math.floor((end.getTime() - input.receivedAt.getTime()) / DAY_MS));
  const freeDays = Math.max(0, Math.trunc(input.freeDays));
  return {
    daysStored,
    freeDaysRemaining: Math.max(0, freeDays - daysStored),
    chargeableDays: Math.max(0, daysStored - freeDays),
  };
}

/** The fee so far: chargeable days times the warehouse's daily fee, in its currency's minor units. */
export function storageFee(
  chargeableDays: number,
  feePerDayMinor: number,
  currency: string,
): Money {
  if (!Number.isSafeInteger(chargeableDays) || chargeableDays < 0) {
    throw new RangeError(`chargeableDays must be a non-negative integer, got ${chargeableDays}`);
  }
  return money(chargeableDays * feePerDayMinor, currency);
}

/** When free storage ends: the moment the last free day is over. */
export function freeStorageEndsAt(receivedAt: Date, freeDays: number): Date {
  return new Date(receivedAt.getTime() + Math.max(0, Math.trunc(freeDays)) * DAY_MS);
}

/**
 * Which reminder (7 or 1 days before the end) is due now, if any: the closest one whose day has
 * come and that was not sent yet. After an outage the customer gets one mail (saying the real
 * days left), never the 7-day one after the 1-day one.
 */
export function dueStorageReminder(freeDaysRemaining: number, alreadySent: readonly number[]) {
  if (freeDaysRemaining <= 0) {
    return undefined;
  }
  const due = STORAGE_REMINDER_DAYS.filter((day) => freeDaysRemaining <= day);
  const closest = due.at(-1);
  return closest !== undefined && !alreadySent.includes(closest) ? closest : undefined;
}
