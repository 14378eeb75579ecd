import { describe, expect, test } from 'vitest';
import { gatewayServerTiming, meterGateway } from './metered-gateway';
import type { PaymentGateway } from './payment-gateway';

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function slowGateway(ms: number): PaymentGateway {
  return {
    name: 'slow',
    createHostedSession: async () => {
      await wait(ms);
      return { sessionId: 's1', redirectUrl: 'https://gateway.example/s1' };
    },
    verifyNotification: () => ({ ok: false, reason: 'unsigned' }),
    fetchSessionOutcome: async () => ({ status: 'pending' }),
    chargeSavedCard: async () => {
      await wait(ms);
      return { status: 'declined', reason: 'declined' };
    },
    refund: async () => ({ refundId: 'r1' }),
  };
}

describe('meterGateway', () => {
  test('sums the time of the calls it passes on, and answers what the gateway answers', async () => {
    const metered = meterGateway(slowGateway(25));
    expect(metered.gateway.name).toBe('slow');
    expect(metered.elapsedMs()).toBe(0);
    expect(
      await metered.gateway.createHostedSession({
        amountMinor: 100,
        currency: 'USD',
        reference: 'ORD1',
        returnUrl: 'https://portal.example/r',
        notifyUrl: 'https://portal.example/n',
        saveCard: false,
      }),
    ).toEqual({ sessionId: 's1', redirectUrl: 'https://gateway.example/s1' });
    const afterOne = metered.elapsedMs();
    expect(afterOne).toBeGreaterThanOrEqual(20);
    expect(metered.gateway.verifyNotification('{}', {})).toEqual({ ok: false, reason: 'unsigned' });
    await metered.gateway.chargeSavedCard({
      token: 't',
      amountMinor: 100,
      currency: 'USD',
      reference: 'ORD1',
      idempotencyKey: 'k',
      returnUrl: 'https://portal.example/r',
      notifyUrl: 'https://portal.example/n',
    });
    expect(metered.elapsedMs()).toBeGreaterThanOrEqual(afterOne + 20);
  });

  test('a failing call is timed too and its error passes through', async () => {
    const failing: PaymentGateway = {
      ...slowGateway(0),
      refund: async () => {
        await wait(20);
        throw new Error('provider down');
      },
    };
    const metered = meterGateway(failing);
    await expect(
      metered.gateway.refund({
        transactionId: 'txn',
        amountMinor: 100,
        currency: 'USD',
        idempotencyKey: 'k',
      }),
    ).rejects.toThrow('provider down');
    expect(metered.elapsedMs()).toBeGreaterThanOrEqual(15);
  });

  test('each meter counts its own calls only', async () => {
    const gateway = slowGateway(20);
    const first = meterGateway(gateway);
    const second = meterGateway(gateway);
    await first.gateway.fetchSessionOutcome('s1');
    await first.gateway.chargeSavedCard({
      token: 't',
      amountMinor: 1,
      currency: 'USD',
      reference: 'R',
      idempotencyKey: 'k',
      returnUrl: 'r',
      notifyUrl: 'n',
    });
    expect(second.elapsedMs()).toBe(0);
    expect(gatewayServerTiming(12.5)).toBe('gateway;dur=12.50;desc="payment gateway"');
  });
});
