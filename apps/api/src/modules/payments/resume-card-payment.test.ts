import { randomUUID } from 'node:crypto';
import { schema } from '@skyparcel/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { systemClock } from '../../lib/clock';
import { as } from '../../testing/as';
import { buildSavedCard } from '../../testing/build-saved-card';
import { buildShipRequest } from '../../testing/build-ship-request';
import { buildTestApp } from '../../testing/build-test-app';
import { buildCustomer, type TestCustomer } from '../../testing/build-user';
import type { PaymentGateway } from './gateway/payment-gateway';
import { payShipRequests } from './pay-ship-requests';
import type { PaymentDeps } from './payment-deps';
import { CHARGE_IN_FLIGHT_MS, recoverStalledCardPayments } from './resume-card-payment';
import { shipRequestPayments } from './ship-request-payments';
import { CLAIM_LEASE_MS } from './with-idempotency-key';

/**
 * A payment call cut off by its process's death (kill -9 behind a proxy; decision 074): the
 * client's retry with the same Idempotency-Key takes the dead call's claim over and carries its
 * payment on, and the recovery pass ends a saved-card charge nobody retried. Either way the card
 * is charged once and the request paid once.
 */
let ctx: Awaited<ReturnType<typeof buildTestApp>>;

beforeAll(async () => {
  ctx = await buildTestApp();
});
afterAll(async () => ctx.close());

async function savedSandboxCard(owner: TestCustomer) {
  const token = `tok_sandbox_resume_${randomUUID().slice(0, 8)}`;
  await ctx.db.insert(schema.sandboxCardTokens).values({
    token,
    brand: 'visa',
    last4: '4242',
    expiryMonth: 12,
    expiryYear: 2030,
    behaviour: 'succeeds',
  });
  return { token, card: await buildSavedCard(ctx.db, { owner, token }) };
}

/**
 * What a process killed mid-call leaves: `payShipRequests` run with a gateway that charges (or
 * not) and then never answers, as if the process died there; its promise is abandoned.
 */
function paymentDeps(gateway: PaymentGateway | null, clock = systemClock): PaymentDeps {
  return {
    db: ctx.db,
    clock,
    mailer: ctx.app.mailer,
    gateway,
    shipRequests: shipRequestPayments,
    publicUrl: ctx.config.publicUrl,
  };
}

function dyingGateway({ chargesFirst }: { chargesFirst: boolean }) {
  const real = ctx.app.paymentGateway;
  if (!real) {
    throw new Error('the test app has the sandbox gateway');
  }
  let reached: () => void = () => undefined;
  const hasReachedCharge = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const gateway: PaymentGateway = {
    ...real,
    async chargeSavedCard(charge) {
      if (chargesFirst) {
        await real.chargeSavedCard(charge);
      }
      reached();
      return new Promise(() => {});
    },
  };
  return { gateway, hasReachedCharge };
}

/** The dead call's claim, aged past its lease (a test does not wait 5 s). */
async function ageClaim(user: TestCustomer, key: string) {
  await ctx.db
    .update(schema.idempotencyKeys)
    .set({ createdAt: new Date(Date.now() - CLAIM_LEASE_MS - 1_000) })
    .where(
      and(eq(schema.idempotencyKeys.userId, user.user.id), eq(schema.idempotencyKeys.key, key)),
    );
}

async function chargesOf(token: string) {
  return ctx.db.select().from(schema.sandboxCharges).where(eq(schema.sandboxCharges.token, token));
}

async function paymentsOf(user: TestCustomer) {
  return ctx.db.select().from(schema.payments).where(eq(schema.payments.userId, user.user.id));
}

describe('a payment call whose process died', () => {
  test.each([
    ['after the card was charged', true],
    ['before the card was charged', false],
  ])('%s: the retry with its key takes the claim over and pays once', async (_, chargesFirst) => {
    const sara = await buildCustomer(ctx.db);
    const request = await buildShipRequest(ctx.app, ctx.db, sara);
    const { token, card } = await savedSandboxCard(sara);
    const key = `resume-${randomUUID()}`;
    const body = { shipRequestIds: [request.id], savedCardId: card.id };
    const dying = dyingGateway({ chargesFirst });
    void payShipRequests(
      paymentDeps(dying.gateway),
      { ...sara.user, actingAdminId: null },
      body,
      key,
    );
    await dying.hasReachedCharge;

    // Within the lease a retry waits for the first call's answer; past it, it takes over.
    await ageClaim(sara, key);
    const retried = await as(ctx.app, sara).post('/api/payment/invoices', body, {
      headers: { 'idempotency-key': key },
    });
    expect(retried.statusCode, retried.body).toBe(200);
    const [payment, ...others] = await paymentsOf(sara);
    expect(others).toEqual([]);
    expect(retried.json().paymentId).toBe(payment?.id);
    expect(payment?.status).toBe('succeeded');
    expect((await chargesOf(token)).map((charge) => charge.idempotencyKey)).toEqual([payment?.id]);

    // The answer is stored: the same key again answers it, nothing more is charged.
    const again = await as(ctx.app, sara).post('/api/payment/invoices', body, {
      headers: { 'idempotency-key': key },
    });
    expect(again.json()).toEqual(retried.json());
    expect(await chargesOf(token)).toHaveLength(1);
  });

  test('nobody retried: the recovery pass settles a charged one, and a new click pays nothing twice', async () => {
    const sara = await buildCustomer(ctx.db);
    const request = await buildShipRequest(ctx.app, ctx.db, sara);
    const { token, card } = await savedSandboxCard(sara);
    const dying = dyingGateway({ chargesFirst: true });
    void payShipRequests(
      paymentDeps(dying.gateway),
      { ...sara.user, actingAdminId: null },
      { shipRequestIds: [request.id], savedCardId: card.id },
      `gone-${randomUUID()}`,
    );
    await dying.hasReachedCharge;

    // Still in flight: the pass leaves it to the call.
    expect(await recoverStalledCardPayments(paymentDeps(ctx.app.paymentGateway))).toBe(0);
    const later = () => new Date(Date.now() + CHARGE_IN_FLIGHT_MS + 1_000);
    expect(
      await recoverStalledCardPayments(paymentDeps(ctx.app.paymentGateway, later), [request.id]),
    ).toBe(1);
    const [payment] = await paymentsOf(sara);
    expect(payment?.status).toBe('succeeded');
    expect(await chargesOf(token)).toHaveLength(1);

    // The customer, who saw an error, clicks Pay again: the request is already paid.
    const click = await as(ctx.app, sara).post(
      '/api/payment/invoices',
      { shipRequestIds: [request.id], savedCardId: card.id },
      { headers: { 'idempotency-key': `click-${randomUUID()}` } },
    );
    expect(click.statusCode).toBe(409);
    expect(await chargesOf(token)).toHaveLength(1);
    expect(await paymentsOf(sara)).toHaveLength(1);
  });

  test('a new click after the charge stalled settles that charge first instead of superseding it', async () => {
    const sara = await buildCustomer(ctx.db);
    const request = await buildShipRequest(ctx.app, ctx.db, sara);
    const { token, card } = await savedSandboxCard(sara);
    const dying = dyingGateway({ chargesFirst: true });
    void payShipRequests(
      paymentDeps(dying.gateway),
      { ...sara.user, actingAdminId: null },
      { shipRequestIds: [request.id], savedCardId: card.id },
      `gone-${randomUUID()}`,
    );
    await dying.hasReachedCharge;
    // The stalled payment is older than a charge's time in flight.
    await ctx.db
      .update(schema.payments)
      .set({ createdAt: new Date(Date.now() - CHARGE_IN_FLIGHT_MS - 1_000) })
      .where(eq(schema.payments.userId, sara.user.id));

    const click = await as(ctx.app, sara).post(
      '/api/payment/invoices',
      { shipRequestIds: [request.id], savedCardId: card.id },
      { headers: { 'idempotency-key': `click-${randomUUID()}` } },
    );
    expect(click.statusCode, click.body).toBe(409);
    const payments = await paymentsOf(sara);
    expect(payments.map((payment) => payment.status)).toEqual(['succeeded']);
    expect(await chargesOf(token)).toHaveLength(1);
  });
});
