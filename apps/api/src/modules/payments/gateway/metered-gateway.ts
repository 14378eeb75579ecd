import { performance } from 'node:perf_hooks';
import type { PaymentGateway } from './payment-gateway';

export type MeteredGateway = {
  gateway: PaymentGateway;
  /** Milliseconds spent inside the gateway's calls so far, awaited calls summed. */
  elapsedMs(): number;
};

/**
 * The same gateway, timing each call, for one request: `npm run bench` reads the total from the
 * `Server-Timing: gateway;dur=` header and subtracts it, because the goal of the pay path is the
 * portal's own time (a real provider's seconds are not ours to tune). Never shared between
 * requests, so two requests' times never mix.
 */
export function meterGateway(gateway: PaymentGateway): MeteredGateway {
  let elapsed = 0;
  const timed = <T>(run: () => T): T => {
    const start = performance.now();
    const result = run();
    if (result instanceof Promise) {
      return result.finally(() => {
        elapsed += performance.now() - start;
      }) as T;
    }
    elapsed += performance.now() - start;
    return result;
  };
  return {
    gateway: {
      name: gateway.name,
      createHostedSession: (request) => timed(() => gateway.createHostedSession(request)),
      verifyNotification: (rawBody, headers) =>
        timed(() => gateway.verifyNotification(rawBody, headers)),
      fetchSessionOutcome: (sessionId) => timed(() => gateway.fetchSessionOutcome(sessionId)),
      chargeSavedCard: (charge) => timed(() => gateway.chargeSavedCard(charge)),
      refund: (refund) => timed(() => gateway.refund(refund)),
    },
    elapsedMs: () => elapsed,
  };
}

/** The `Server-Timing` value of the gateway's share of one answer. */
export function gatewayServerTiming(elapsedMs: number): string {
  return `gateway;dur=${elapsedMs.toFixed(2)};desc="payment gateway"`;
}
