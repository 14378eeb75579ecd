/**
 * On time (issue 15, decision 055): the standard service is stated as 5-7 days (spec section 9),
 * so a shipment is on time when it is delivered at most 7 days after it left: its departure
 * scan, or its packing when no departure was scanned, or its payment when neither is known.
 */
export const PROMISED_TRANSIT_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Days in transit, fractional, from the shipment's start to its delivery. */
export function transitDays(start: Date, deliveredAt: Date): number {
  return (deliveredAt.getTime() - start.getTime()) / DAY_MS;
}

/** Whether a delivery kept the promise of PROMISED_TRANSIT_DAYS. */
export function isDeliveredOnTime(start: Date, deliveredAt: Date): boolean {
  return transitDays(start, deliveredAt) <= PROMISED_TRANSIT_DAYS;
}

/** A share as a percentage with one decimal (0 of 0 is 0). */
export function percentOf(part: number, whole: number): number {
  return whole === 0 ? 0 : Math.round((part / whole) * 1000) / 10;
}

/** How long an owed invoice is past its due date, in the buckets of the outstanding report. */
export const INVOICE_AGES = ['notDue', 'days1to30', 'days31to60', 'days61to90', 'over90'] as const;
export type InvoiceAge = (typeof INVOICE_AGES)[number];

/** The age bucket of an owed invoice due at `dueAt` (none: never overdue) seen at `now`. */
export function invoiceAgeOf(dueAt: Date | null, now: Date): InvoiceAge {
  if (dueAt === null || dueAt.getTime() >= now.getTime()) {
    return 'notDue';
  }
  const overdueMs = now.getTime() - dueAt.getTime();
  const bucket = OVERDUE_AGE_LIMITS.find(([, days]) => overdueMs <= days * DAY_MS);
  return bucket ? bucket[0] : 'over90';
}

/** The overdue buckets' upper limits in days (a query compares due dates with now minus these). */
export const OVERDUE_AGE_LIMITS = [
  ['days1to30', 30],
  ['days31to60', 60],
  ['days61to90', 90],
] as const satisfies readonly (readonly [InvoiceAge, number])[];
