/**
 * Ship request states (product.md "Ship requests, prices and money"): a request is created
 * awaiting payment (the wizard's draft lives in the browser), is paid, then prepared, packed,
 * departs and is delivered; it can be cancelled only before payment (spec section 4).
 */
export const SHIP_REQUEST_STATUSES = [
  'awaiting_payment',
  'paid',
  'preparing',
  'packed',
  'departed',
  'delivered',
  'cancelled',
] as const;
export type ShipRequestStatus = (typeof SHIP_REQUEST_STATUSES)[number];

/** Every allowed move; anything not listed is refused. */
const MOVES: Record<ShipRequestStatus, readonly ShipRequestStatus[]> = {
  awaiting_payment: ['paid', 'cancelled'],
  paid: ['preparing'],
  preparing: ['packed'],
  packed: ['departed'],
  departed: ['delivered'],
  delivered: [],
  cancelled: [],
};

/** Whether a ship request may move from `from` to `to` (product.md ship request states). */
export function canMoveShipRequest(from: ShipRequestStatus, to: ShipRequestStatus): boolean {
  return MOVES[from].includes(to);
}

/** Only an unpaid request may be cancelled (spec section 4: not after payment). */
export function canCancelShipRequest(status: ShipRequestStatus): boolean {
  return canMoveShipRequest(status, 'cancelled');
}

/** Only an unpaid request may be paid, and only once. */
export function canPayShipRequest(status: ShipRequestStatus): boolean {
  return canMoveShipRequest(status, 'paid');
}

/** How long a stored quote is honoured (issue 11: "honoured for 24 hours"). */
export const QUOTE_VALIDITY_MS = 24 * 60 * 60 * 1000;

/** When a quote given at `quotedAt` stops being honoured. */
export function quoteExpiresAt(quotedAt: Date): Date {
  return new Date(quotedAt.getTime() + QUOTE_VALIDITY_MS);
}

/** Whether a stored quote is still honoured at `now`: up to, not including, its expiry instant. */
export function isQuoteHonoured(expiresAt: Date, now: Date): boolean {
  return now.getTime() < expiresAt.getTime();
}

/** The XWF prefix of order numbers (spec section 3, Ship request). */
export const ORDER_NUMBER_PREFIX = 'XWF';

/** An order number: 'XWF' + the sequence number in 8 digits (XWF40000001). */
export function formatOrderNumber(sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > 99_999_999) {
    throw new RangeError(`an order number has 8 digits, got ${sequence}`);
  }
  return `${ORDER_NUMBER_PREFIX}${String(sequence).padStart(8, '0')}`;
}

export function isOrderNumber(value: string): boolean {
  return /^XWF\d{8}$/.test(value);
}
