import { AppError } from '@skyparcel/domain/errors';
import {
  PayInvoicesAnswerSchema,
  PayInvoicesBodySchema,
  PaymentOutcomeSchema,
  ReceiptEmailBodySchema,
  TotalPaidSchema,
} from '@skyparcel/domain/payments';
import { translate } from '@skyparcel/i18n';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import {
  gatewayServerTiming,
  meterGateway,
  type PaymentDeps,
  payShipRequests,
  readPaymentOutcome,
  receiveGatewayNotification,
  resendPaymentReceipt,
  type ShipRequestPayments,
  totalPaidForPackage,
} from '../../modules/payments';
import { signedInUser } from '../../plugins/auth';

export type PaymentsRoutesOptions = { shipRequests: ShipRequestPayments };

/** A client's key for one payment attempt: printable, at most 200 characters. */
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

/** Paying ship requests, the gateway's notifications and the return (spec section 7, Payment). */
export const paymentsRoutes: FastifyPluginAsyncZod<PaymentsRoutesOptions> = async (
  app,
  { shipRequests },
) => {
  const tags = ['payment'];
  const deps = (): PaymentDeps => ({
    db: app.db,
    clock: systemClock,
    mailer: app.mailer,
    gateway: app.paymentGateway,
    shipRequests,
    publicUrl: app.config.publicUrl,
  });
  /**
   * Runs a call with the gateway timed and, outside production, says the gateway's share in
   * `Server-Timing` (the bench subtracts it: the pay path's goal is the portal's own time).
   */
  const timed = async <T>(reply: FastifyReply, run: (deps: PaymentDeps) => Promise<T>) => {
    const plain = deps();
    if (app.config.isProduction || !plain.gateway) {
      return run(plain);
    }
    const metered = meterGateway(plain.gateway);
    const answer = await run({ ...plain, gateway: metered.gateway });
    reply.header('server-timing', gatewayServerTiming(metered.elapsedMs()));
    return answer;
  };

  app.post(
    '/payment/invoices',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        headers: z.looseObject({ 'idempotency-key': z.string().optional() }),
        body: PayInvoicesBodySchema,
        response: { 200: PayInvoicesAnswerSchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      if (!key || !IDEMPOTENCY_KEY.test(key)) {
        throw new AppError('IDEMPOTENCY_KEY_REQUIRED');
      }
      return timed(reply, (payDeps) =>
        payShipRequests(payDeps, signedInUser(request), request.body, key),
      );
    },
  );

  app.get(
    '/Payment',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        querystring: z.object({ orderCode: z.string().trim().min(1).max(64) }),
        response: { 200: PaymentOutcomeSchema },
      },
    },
    async (request, reply) =>
      timed(reply, (readDeps) =>
        readPaymentOutcome(readDeps, signedInUser(request), request.query.orderCode),
      ),
  );

  app.post(
    '/payment/:paymentId/receipt',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: z.object({ paymentId: z.string().trim().max(64) }),
        body: ReceiptEmailBodySchema,
        response: { 200: z.object({ message: z.string() }) },
      },
      // It e-mails any address the caller types: as few as the contact form sends.
      config: { rateLimit: { max: 10, timeWindow: '1 hour' } },
    },
    async (request) => {
      await resendPaymentReceipt(
        { db: app.db, mailer: app.mailer },
        signedInUser(request),
        request.params.paymentId,
        request.body,
      );
      return { message: translate(request.locale, 'messages.receiptSent') };
    },
  );

  app.get(
    '/shipping/packages/:packageId/total-paid',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: z.object({ packageId: z.string().trim().max(64) }),
        response: { 200: TotalPaidSchema },
      },
    },
    async (request) => totalPaidForPackage(app.db, signedInUser(request), request.params.packageId),
  );

  await app.register(notificationRoute, { timed });
};

/**
 * The gateway's notifications, in a scope of their own whose JSON parser keeps the raw body:
 * the signature covers the bytes as sent. No session: the signature is the caller's proof.
 */
const notificationRoute: FastifyPluginAsync<{
  timed: <T>(reply: FastifyReply, run: (deps: PaymentDeps) => Promise<T>) => Promise<T>;
}> = async (app, { timed }) => {
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/payment/notifications',
    { schema: { tags: ['payment'], hide: true } },
    async (request, reply) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const settlement = await timed(reply, (notifyDeps) =>
        receiveGatewayNotification(notifyDeps, rawBody, request.headers),
      );
      return { received: true, settlement };
    },
  );
};
