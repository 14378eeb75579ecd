import type { CardBrand, PaymentFailureReason } from '@skyparcel/domain/payments';

/**
 * What the portal asks of a payment provider (decision 039). The portal never sees a card
 * number (PCI DSS SAQ A): the customer types it on the provider's hosted page, and the portal
 * keeps only the provider's token with brand, last four digits and expiry.
 */
export type PaymentGateway = {
  /** The adapter's name, stored with each payment and saved card (`sandbox`, `acme-pay`...). */
  readonly name: string;
  /** A hosted card page for one amount; the browser is sent to `redirectUrl`. */
  createHostedSession(request: HostedSessionRequest): Promise<HostedSession>;
  /**
   * Checks a notification's signature and freshness over its raw body, and reads it. Anything
   * else (unsigned, forged, replayed outside the window, malformed) is a refusal.
   */
  verifyNotification(
    rawBody: string,
    headers: Record<string, string | string[] | undefined>,
  ): NotificationCheck;
  /**
   * How a hosted session ended, asked of the provider itself: the customer's return address
   * proves nothing, so the return reads the outcome here (a notification may come later).
   */
  fetchSessionOutcome(sessionId: string): Promise<GatewayOutcome>;
  /** Charges a saved card's token; the same idempotency key never charges twice. */
  chargeSavedCard(charge: SavedCardCharge): Promise<SavedCardChargeResult>;
  refund(refund: RefundRequest): Promise<{ refundId: string }>;
};

export type Money = { amountMinor: number; currency: string };

export type HostedSessionRequest = Money & {
  /** The payment's order code: the provider hands it back in its notification. */
  reference: string;
  /** Where the provider sends the browser when the customer is done. */
  returnUrl: string;
  /** Where the provider POSTs its signed notification. */
  notifyUrl: string;
  /** The customer ticked "save this card": the outcome then carries a token. */
  saveCard: boolean;
};

export type HostedSession = { sessionId: string; redirectUrl: string };

/** A card as a token: never the number. */
export type CardToken = {
  token: string;
  brand: CardBrand;
  last4: string;
  expiryMonth: number;
  expiryYear: number;
};

/** How a payment ended at the provider, or that it has not ended yet. */
export type GatewayOutcome =
  | { status: 'succeeded'; transactionId: string; card: CardToken; cardIsReusable: boolean }
  | { status: 'failed'; reason: PaymentFailureReason; card: CardToken | null }
  | { status: 'pending' };

/** A verified notification: which session, for which reference and amount, and its outcome. */
export type GatewayEvent = Money & {
  sessionId: string;
  reference: string;
  outcome: Exclude<GatewayOutcome, { status: 'pending' }>;
};

export type NotificationRefusal = 'unsigned' | 'forged' | 'stale' | 'malformed';

export type NotificationCheck =
  | { ok: true; event: GatewayEvent }
  | { ok: false; reason: NotificationRefusal };

export type SavedCardCharge = Money & {
  token: string;
  reference: string;
  idempotencyKey: string;
  /** Where a 3-D Secure step sends the browser back, and where its notification goes. */
  returnUrl: string;
  notifyUrl: string;
};

export type SavedCardChargeResult =
  | { status: 'succeeded'; transactionId: string; card: CardToken }
  | { status: 'declined'; reason: PaymentFailureReason }
  | { status: 'requires_action'; sessionId: string; redirectUrl: string };

export type RefundRequest = Money & { transactionId: string; idempotencyKey: string };
