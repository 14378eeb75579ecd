import type { Db } from '@skyparcel/db';
import type { Clock } from '../../../../lib/clock';
import { signNotification } from '../notification-signature';
import {
  findSandboxSession,
  findSandboxToken,
  insertSandboxToken,
  moveSandboxSession,
  type SandboxSessionRow,
} from './sandbox.repository';
import { newSandboxToken, newSandboxTransactionId, sandboxNotificationOf } from './sandbox-gateway';
import { readExpiry, readTypedCard } from './test-cards';

/** What the customer typed on the sandbox's card page. */
export type TypedCardForm = { cardNumber: string; expiry: string; cvc: string; name: string };

export type CardFormErrors = Partial<Record<keyof TypedCardForm, string>>;

export type CardPageResult =
  | { kind: 'not_found' }
  | { kind: 'invalid'; session: SandboxSessionRow; errors: CardFormErrors }
  | { kind: 'awaiting_3ds'; session: SandboxSessionRow }
  | { kind: 'finished'; session: SandboxSessionRow };

type Deps = { db: Db; clock: Clock };

/**
 * The sandbox's card page was sent: checks the form like a bank's page would, keeps the card as
 * a token (never its number), and ends the session, or asks for the 3-D Secure step.
 */
export async function submitSandboxCard(
  { db, clock }: Deps,
  sessionId: string,
  form: TypedCardForm,
): Promise<CardPageResult> {
  const session = await findSandboxSession(db, sessionId);
  if (!session) {
    return { kind: 'not_found' };
  }
  if (session.status !== 'open') {
    return session.status === 'awaiting_3ds'
      ? { kind: 'awaiting_3ds', session }
      : { kind: 'finished', session };
  }
  const errors: CardFormErrors = {};
  const card = readTypedCard(form.cardNumber);
  const expiry = readExpiry(form.expiry, clock());
  if (!card.ok) {
    errors.cardNumber = 'Enter a valid card number.';
  }
  if (!expiry) {
    errors.expiry = 'Enter the expiry date as MM/YY, not in the past.';
  }
  if (!/^\d{3,4}$/.test(form.cvc.trim())) {
    errors.cvc = 'Enter the 3 or 4 digit security code.';
  }
  if (form.name.trim() === '') {
    errors.name = 'Enter the name on the card.';
  }
  if (!card.ok || !expiry || Object.keys(errors).length > 0) {
    return { kind: 'invalid', session, errors };
  }
  const token = await insertSandboxToken(db, {
    token: newSandboxToken(),
    behaviour: card.behaviour,
    brand: card.brand,
    last4: card.last4,
    expiryMonth: expiry.month,
    expiryYear: expiry.year,
  });
  const now = clock();
  const moved =
    card.behaviour === 'three_d_secure'
      ? await moveSandboxSession(db, session.id, ['open'], {
          status: 'awaiting_3ds',
          cardTokenId: token.id,
        })
      : card.behaviour === 'succeeds'
        ? await moveSandboxSession(db, session.id, ['open'], {
            status: 'succeeded',
            cardTokenId: token.id,
            transactionId: newSandboxTransactionId(),
            completedAt: now,
          })
        : await moveSandboxSession(db, session.id, ['open'], {
            status: 'failed',
            cardTokenId: token.id,
            failureReason:
              card.behaviour === 'insufficient_funds' ? 'insufficient_funds' : 'declined',
            completedAt: now,
          });
  // A second press of Pay lost the race: it shows what the first one did.
  const current = moved ?? (await findSandboxSession(db, session.id));
  if (!current) {
    return { kind: 'not_found' };
  }
  return current.status === 'awaiting_3ds'
    ? { kind: 'awaiting_3ds', session: current }
    : { kind: 'finished', session: current };
}

/** The 3-D Secure step: the customer confirms (success) or fails it. */
export async function finishSandbox3ds(
  { db, clock }: Deps,
  sessionId: string,
  isConfirmed: boolean,
): Promise<CardPageResult> {
  const session = await findSandboxSession(db, sessionId);
  if (!session) {
    return { kind: 'not_found' };
  }
  if (session.status === 'open') {
    return { kind: 'invalid', session, errors: {} };
  }
  const moved = await moveSandboxSession(
    db,
    session.id,
    ['awaiting_3ds'],
    isConfirmed
      ? { status: 'succeeded', transactionId: newSandboxTransactionId(), completedAt: clock() }
      : { status: 'failed', failureReason: 'authentication_failed', completedAt: clock() },
  );
  const current = moved ?? (await findSandboxSession(db, session.id));
  return current ? { kind: 'finished', session: current } : { kind: 'not_found' };
}

/** A session's page, for showing it again (a reload, the 3-D Secure step's GET). */
export async function readSandboxSession(db: Db, sessionId: string) {
  const session = await findSandboxSession(db, sessionId);
  if (!session) {
    return undefined;
  }
  const token = session.cardTokenId
    ? await findSandboxToken(db, { id: session.cardTokenId })
    : undefined;
  return { session, last4: token?.last4 ?? null };
}

/** The finished session's notification, signed as the portal will check it. */
export async function signSandboxNotification(
  { db, clock }: Deps,
  secret: string,
  session: SandboxSessionRow,
) {
  const rawBody = JSON.stringify(await sandboxNotificationOf(db, session));
  return { rawBody, signature: signNotification(secret, rawBody, clock()) };
}
