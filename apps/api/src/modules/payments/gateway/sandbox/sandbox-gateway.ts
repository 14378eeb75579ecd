import { randomBytes } from 'node:crypto';
import type { Db } from '@skyparcel/db';
import { CARD_BRANDS, PAYMENT_FAILURE_REASONS } from '@skyparcel/domain/payments';
import { z } from 'zod';
import type { Clock } from '../../../../lib/clock';
import { checkNotificationSignature, SIGNATURE_HEADER } from '../notification-signature';
import type {
  CardToken,
  GatewayOutcome,
  NotificationCheck,
  PaymentGateway,
  SavedCardChargeResult,
} from '../payment-gateway';
import {
  findSandboxSession,
  findSandboxToken,
  insertSandboxChargeOnce,
  insertSandboxRefund,
  insertSandboxSession,
  type SandboxSessionRow,
  type SandboxTokenRow,
} from './sandbox.repository';
import type { CardBehaviour } from './test-cards';

/** Where the sandbox's hosted pages are served, in development only (decision 039). */
export const SANDBOX_GATEWAY_PATH = '/dev/payment-gateway';

export type SandboxSettings = {
  db: Db;
  /** Signs and checks notifications (PAYMENT_GATEWAY_SECRET). */
  secret: string;
  /** The portal's public address: the hosted pages live under it. */
  publicUrl: string;
  clock: Clock;
};

/** The notification the sandbox POSTs, as JSON: the raw bytes are what is signed. */
const SandboxNotificationSchema = z.object({
  type: z.enum(['payment.succeeded', 'payment.failed']),
  sessionId: z.uuid(),
  reference: z.string().min(1),
  amountMinor: z.number().int().positive(),
  currency: z.string().length(3),
  transactionId: z.string().nullable(),
  failureReason: z.enum(PAYMENT_FAILURE_REASONS).nullable(),
  saveCard: z.boolean(),
  card: z
    .object({
      token: z.string(),
      brand: z.enum(CARD_BRANDS),
      last4: z.string().regex(/^\d{4}$/),
      expiryMonth: z.number().int(),
      expiryYear: z.number().int(),
    })
    .nullable(),
});
export type SandboxNotification = z.infer<typeof SandboxNotificationSchema>;

export function newSandboxToken(): string {
  return `tok_sandbox_${randomBytes(12).toString('hex')}`;
}

export function newSandboxTransactionId(): string {
  return `txn_sandbox_${randomBytes(10).toString('hex')}`;
}

export function cardOf(token: SandboxTokenRow): CardToken {
  return {
    token: token.token,
    brand: token.brand,
    last4: token.last4,
    expiryMonth: token.expiryMonth,
    expiryYear: token.expiryYear,
  };
}

export function hostedPageUrl(publicUrl: string, sessionId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}${SANDBOX_GATEWAY_PATH}/sessions/${sessionId}`;
}

/** The session's outcome once it has one, as its notification says it. */
export async function sandboxOutcomeOf(
  db: Db,
  session: SandboxSessionRow,
): Promise<GatewayOutcome> {
  if (session.status !== 'succeeded' && session.status !== 'failed') {
    return { status: 'pending' };
  }
  const token = session.cardTokenId
    ? await findSandboxToken(db, { id: session.cardTokenId })
    : undefined;
  const card = token ? cardOf(token) : null;
  if (session.status === 'succeeded' && card && session.transactionId) {
    return {
      status: 'succeeded',
      transactionId: session.transactionId,
      card,
      cardIsReusable: session.saveCard,
    };
  }
  return { status: 'failed', reason: session.failureReason ?? 'declined', card };
}

/** The signed-notification body of a finished session. */
export async function sandboxNotificationOf(
  db: Db,
  session: SandboxSessionRow,
): Promise<SandboxNotification> {
  const outcome = await sandboxOutcomeOf(db, session);
  return {
    type: outcome.status === 'succeeded' ? 'payment.succeeded' : 'payment.failed',
    sessionId: session.id,
    reference: session.reference,
    amountMinor: session.amountMinor,
    currency: session.currency,
    transactionId: outcome.status === 'succeeded' ? outcome.transactionId : null,
    failureReason: outcome.status === 'failed' ? outcome.reason : null,
    saveCard: session.saveCard,
    card: outcome.status === 'pending' ? null : outcome.card,
  };
}

function chargeResultOf(
  behaviour: CardBehaviour,
): Exclude<SavedCardChargeResult, { status: 'requires_action' }> | 'three_d_secure' {
  switch (behaviour) {
    case 'succeeds':
      return { status: 'succeeded', transactionId: newSandboxTransactionId(), card: noCard };
    case 'insufficient_funds':
      return { status: 'declined', reason: 'insufficient_funds' };
    case 'three_d_secure':
      return 'three_d_secure';
    default:
      return { status: 'declined', reason: 'declined' };
  }
}

const noCard: CardToken = {
  token: '',
  brand: 'other',
  last4: '0000',
  expiryMonth: 1,
  expiryYear: 0,
};

/**
 * The built-in gateway of development and tests (decision 039): its hosted page is served by this
 * process under /dev/payment-gateway, its sessions and tokens are its own `sandbox_*` tables,
 * and its notifications are signed like a real provider's (HMAC-SHA256 over timestamp and body).
 */
export function createSandboxGateway({
  db,
  secret,
  publicUrl,
  clock,
}: SandboxSettings): PaymentGateway {
  return {
    name: 'sandbox',

    async createHostedSession(request) {
      const session = await insertSandboxSession(db, {
        amountMinor: request.amountMinor,
        currency: request.currency,
        reference: request.reference,
        returnUrl: request.returnUrl,
        notifyUrl: request.notifyUrl,
        saveCard: request.saveCard,
      });
      return { sessionId: session.id, redirectUrl: hostedPageUrl(publicUrl, session.id) };
    },

    verifyNotification(rawBody, headers): NotificationCheck {
      const header = headers[SIGNATURE_HEADER];
      const check = checkNotificationSignature(
        secret,
        rawBody,
        Array.isArray(header) ? header[0] : header,
        clock(),
      );
      if (check !== 'valid') {
        return { ok: false, reason: check };
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody);
      } catch {
        return { ok: false, reason: 'malformed' };
      }
      const result = SandboxNotificationSchema.safeParse(parsed);
      if (!result.success) {
        return { ok: false, reason: 'malformed' };
      }
      const body = result.data;
      const outcome: GatewayOutcome =
        body.type === 'payment.succeeded' && body.card && body.transactionId
          ? {
              status: 'succeeded',
              transactionId: body.transactionId,
              card: body.card,
              cardIsReusable: body.saveCard,
            }
          : { status: 'failed', reason: body.failureReason ?? 'declined', card: body.card };
      return {
        ok: true,
        event: {
          sessionId: body.sessionId,
          reference: body.reference,
          amountMinor: body.amountMinor,
          currency: body.currency,
          outcome,
        },
      };
    },

    async fetchSessionOutcome(sessionId) {
      const session = await findSandboxSession(db, sessionId);
      return session ? sandboxOutcomeOf(db, session) : { status: 'pending' };
    },

    async chargeSavedCard(charge) {
      const token = await findSandboxToken(db, { token: charge.token });
      if (!token) {
        return { status: 'declined', reason: 'invalid_card' };
      }
      const decided = chargeResultOf(token.behaviour as CardBehaviour);
      let sessionId: string | null = null;
      if (decided === 'three_d_secure') {
        const session = await insertSandboxSession(db, {
          amountMinor: charge.amountMinor,
          currency: charge.currency,
          reference: charge.reference,
          returnUrl: charge.returnUrl,
          notifyUrl: charge.notifyUrl,
          saveCard: true,
          status: 'awaiting_3ds',
          cardTokenId: token.id,
        });
        sessionId = session.id;
      }
      // One charge per idempotency key: a repeat reads the first one's outcome.
      const row = await insertSandboxChargeOnce(db, {
        idempotencyKey: charge.idempotencyKey,
        token: charge.token,
        amountMinor: charge.amountMinor,
        currency: charge.currency,
        outcome: decided === 'three_d_secure' ? 'requires_action' : decided.status,
        sessionId,
        transactionId:
          decided !== 'three_d_secure' && decided.status === 'succeeded'
            ? decided.transactionId
            : null,
      });
      if (row.outcome === 'requires_action' && row.sessionId) {
        return {
          status: 'requires_action',
          sessionId: row.sessionId,
          redirectUrl: `${hostedPageUrl(publicUrl, row.sessionId)}/3ds`,
        };
      }
      if (row.outcome === 'succeeded' && row.transactionId) {
        return { status: 'succeeded', transactionId: row.transactionId, card: cardOf(token) };
      }
      return {
        status: 'declined',
        reason: token.behaviour === 'insufficient_funds' ? 'insufficient_funds' : 'declined',
      };
    },

    async refund(refund) {
      const row = await insertSandboxRefund(db, {
        transactionId: refund.transactionId,
        amountMinor: refund.amountMinor,
        currency: refund.currency,
        idempotencyKey: refund.idempotencyKey,
      });
      return { refundId: row.id };
    },
  };
}
