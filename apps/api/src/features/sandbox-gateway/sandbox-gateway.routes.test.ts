import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { GatewayEvent, PaymentGateway } from '../../modules/payments';
import { buildTestApp } from '../../testing/build-test-app';

let ctx: Awaited<ReturnType<typeof buildTestApp>>;
// What the sandbox POSTed to the notification address, as the portal's endpoint would read it.
const received: { rawBody: string; headers: Record<string, string | string[] | undefined> }[] = [];

beforeAll(async () => {
  ctx = await buildTestApp({}, (app) => {
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_r, body, done) =>
      done(null, body),
    );
    app.post('/test-notifications', async (request) => {
      received.push({ rawBody: String(request.body), headers: request.headers });
      return { ok: true };
    });
  });
});
afterAll(async () => ctx.close());

function gateway(): PaymentGateway {
  if (!ctx.app.paymentGateway) {
    throw new Error('the tests run with the sandbox gateway');
  }
  return ctx.app.paymentGateway;
}

async function openSession(reference: string) {
  const session = await gateway().createHostedSession({
    amountMinor: 12_345,
    currency: 'USD',
    reference,
    returnUrl: `http://localhost:3000/payment?orderCode=${reference}`,
    notifyUrl: 'http://localhost:3000/test-notifications',
    saveCard: true,
  });
  const path = new URL(session.redirectUrl).pathname;
  return { ...session, path };
}

function submit(path: string, fields: Record<string, string>) {
  return ctx.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
}

const validCard = { expiry: '12/30', cvc: '123', name: 'Layla Haddad' };

function lastEvent(reference: string): GatewayEvent {
  const notification = received.findLast((entry) => entry.rawBody.includes(reference));
  if (!notification) {
    throw new Error(`no notification for ${reference}`);
  }
  const check = gateway().verifyNotification(notification.rawBody, notification.headers);
  if (!check.ok) {
    throw new Error(`notification refused: ${check.reason}`);
  }
  return check.event;
}

describe('the sandbox card page (development only)', () => {
  test('is a labelled form with no script, under /dev/payment-gateway', async () => {
    const session = await openSession('PAGE-1');
    expect(session.path).toMatch(/^\/dev\/payment-gateway\/sessions\/[0-9a-f-]{36}$/);
    const page = await ctx.app.inject({ method: 'GET', url: session.path });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    for (const id of ['cardNumber', 'expiry', 'cvc', 'name']) {
      expect(page.body).toContain(`<label for="${id}">`);
      expect(page.body).toContain(`id="${id}"`);
    }
    expect(page.body).toContain('$123.45');
    expect(page.body).not.toContain('<script');
  });

  test('shows each error beside its field and announces them, keeping no card number', async () => {
    const session = await openSession('PAGE-2');
    const response = await submit(session.path, {
      cardNumber: '4242 4242 4242 4241',
      expiry: '01/20',
      cvc: '1',
      name: ' ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('role="alert"');
    expect(response.body).toContain('id="cardNumber-error"');
    expect(response.body).toContain('aria-invalid="true"');
    expect(response.body).toContain('Enter a valid card number.');
    expect(response.body).toContain('Enter the expiry date as MM/YY, not in the past.');
    expect(response.body).toContain('Enter the 3 or 4 digit security code.');
    expect(response.body).toContain('Enter the name on the card.');
    expect(response.body).not.toContain('4242 4242 4242 4241');
    expect(await gateway().fetchSessionOutcome(session.sessionId)).toEqual({ status: 'pending' });
  });

  test('4242… succeeds: a signed notification, then the browser goes back to the portal', async () => {
    const session = await openSession('PAGE-3');
    const response = await submit(session.path, {
      cardNumber: '4242 4242 4242 4242',
      ...validCard,
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('http://localhost:3000/payment?orderCode=PAGE-3');
    const event = lastEvent('PAGE-3');
    expect(event).toMatchObject({
      sessionId: session.sessionId,
      reference: 'PAGE-3',
      amountMinor: 12_345,
      currency: 'USD',
      outcome: {
        status: 'succeeded',
        cardIsReusable: true,
        card: { brand: 'visa', last4: '4242', expiryMonth: 12, expiryYear: 2030 },
      },
    });
    expect(await gateway().fetchSessionOutcome(session.sessionId)).toEqual(event.outcome);
    // A second press of Pay, or Back and Pay again, changes nothing.
    const again = await submit(session.path, { cardNumber: '4000 0000 0000 0002', ...validCard });
    expect(again.statusCode).toBe(303);
    expect(await gateway().fetchSessionOutcome(session.sessionId)).toEqual(event.outcome);
  });

  test.each([
    ['4000 0000 0000 0002', 'declined'],
    ['4000 0000 0000 9995', 'insufficient_funds'],
    ['5555 5555 5555 4444', 'declined'],
  ])('%s fails (%s)', async (cardNumber, reason) => {
    const reference = `PAGE-${reason}-${cardNumber.slice(-4)}`;
    const session = await openSession(reference);
    const response = await submit(session.path, { cardNumber, ...validCard });
    expect(response.statusCode).toBe(303);
    expect(lastEvent(reference).outcome).toMatchObject({ status: 'failed', reason });
  });

  test('4000 0027 6000 3184 asks for 3-D Secure: confirm succeeds, fail fails', async () => {
    for (const [decision, status] of [
      ['confirm', 'succeeded'],
      ['fail', 'failed'],
    ] as const) {
      const reference = `PAGE-3DS-${decision}`;
      const session = await openSession(reference);
      const step = await submit(session.path, { cardNumber: '4000 0027 6000 3184', ...validCard });
      expect(step.statusCode).toBe(303);
      expect(step.headers.location).toBe(`${session.path}/3ds`);
      const page = await ctx.app.inject({ method: 'GET', url: `${session.path}/3ds` });
      expect(page.body).toContain('Confirm payment');
      expect(page.body).toContain('ending 3184');
      expect(await gateway().fetchSessionOutcome(session.sessionId)).toEqual({
        status: 'pending',
      });
      const done = await submit(`${session.path}/3ds`, { decision });
      expect(done.statusCode).toBe(303);
      expect(done.headers.location).toContain(reference);
      expect(lastEvent(reference).outcome.status).toBe(status);
    }
  });

  test('an unknown session is a 404 page', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: '/dev/payment-gateway/sessions/00000000-0000-4000-8000-000000000000',
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('the sandbox gateway’s saved-card charges', () => {
  test('one charge per idempotency key; 3-D Secure cards ask for the step', async () => {
    const session = await openSession('CHARGE-1');
    await submit(session.path, { cardNumber: '4242 4242 4242 4242', ...validCard });
    const outcome = lastEvent('CHARGE-1').outcome;
    if (outcome.status !== 'succeeded') {
      throw new Error('expected a token');
    }
    const charge = {
      token: outcome.card.token,
      amountMinor: 500,
      currency: 'USD',
      reference: 'CHARGE-2',
      idempotencyKey: 'charge-key-1',
      returnUrl: 'http://localhost:3000/payment?orderCode=CHARGE-2',
      notifyUrl: 'http://localhost:3000/test-notifications',
    };
    const [first, second] = await Promise.all([
      gateway().chargeSavedCard(charge),
      gateway().chargeSavedCard(charge),
    ]);
    expect(first.status).toBe('succeeded');
    expect(second).toEqual(first);
    const unknown = await gateway().chargeSavedCard({
      ...charge,
      token: 'tok_nope',
      idempotencyKey: 'k2',
    });
    expect(unknown).toEqual({ status: 'declined', reason: 'invalid_card' });
  });
});
