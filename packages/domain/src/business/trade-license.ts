/** Days before a trade license expires when the company is e-mailed (issue 15). */
export const TRADE_LICENSE_REMINDER_DAYS = 30;

/** The agent code every Customer ID starts with (issue 15: `SKEC1001`). */
export const CUSTOMER_ID_AGENT_CODE = 'SKEC';

/** `SKEC` + the number the database sequence gave: the company's Customer ID. */
export function formatCustomerId(sequenceNumber: number): string {
  return `${CUSTOMER_ID_AGENT_CODE}${sequenceNumber}`;
}

/** The UTC calendar day of an instant (YYYY-MM-DD), the unit license expiry is counted in. */
export function calendarDay(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/**
 * A license is valid through its expiry day and expired from the day after (issue 15): an
 * expired license blocks the company's new bookings and ship requests.
 */
export function isTradeLicenseExpired(expiresOn: string, now: Date): boolean {
  return expiresOn < calendarDay(now);
}

/** Whether the 30-day reminder is due: within TRADE_LICENSE_REMINDER_DAYS and not yet expired. */
export function isTradeLicenseReminderDue(expiresOn: string, now: Date): boolean {
  const horizon = new Date(now.getTime() + TRADE_LICENSE_REMINDER_DAYS * 24 * 60 * 60 * 1000);
  return !isTradeLicenseExpired(expiresOn, now) && expiresOn <= calendarDay(horizon);
}

/**
 * Whether a SHIPPER ADMIN may send a renewed license from the portal (decision 052): once the
 * 30-day reminder would be due, or after expiry. Earlier, nothing needs renewing.
 */
export function isTradeLicenseRenewable(expiresOn: string, now: Date): boolean {
  return isTradeLicenseExpired(expiresOn, now) || isTradeLicenseReminderDue(expiresOn, now);
}
