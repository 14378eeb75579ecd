import { ApiErrorBodySchema } from '@skyparcel/domain/errors';
import type { ShipRequestQuoteDto } from '@skyparcel/domain/pricing';
import {
  CreatedShipRequestSchema,
  CreateShipRequestBodySchema,
  PendingPaymentQuerySchema,
  PendingPaymentSchema,
  PriceChangedAnswerSchema,
  RecentAddressesQuerySchema,
  RecentAddressSchema,
  ShipRequestDetailsSchema,
  ShipRequestIdParamsSchema,
  ShipRequestListQuerySchema,
  ShipRequestSummarySchema,
  UpdateShipRequestBodySchema,
} from '@skyparcel/domain/ship-requests';
import { formatMoneyDto, translate } from '@skyparcel/i18n';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import {
  cancelShipRequest,
  changeShipRequest,
  createShipRequest,
  findRecentAddresses,
  listOwnedShipRequests,
  presentShipRequestDetails,
  presentShipRequestSummary,
  requireOwnedShipRequest,
} from '../../modules/ship-requests';
import { signedInUser } from '../../plugins/auth';
import { listPendingPayment } from './list-pending-payment';

// A refused body answers the spec's own text for a failed shipping post ('Error in postShipping',
// spec section 8) with the usual `fields`; every other refusal has a clearer catalogue text.
const shippingPostConfig = { validationErrorCode: 'SHIPPING_POST_FAILED' } as const;

/** 409 PRICE_CHANGED: the error model's answer plus the price now, so the wizard shows it at once. */
function sendPriceChanged(
  request: FastifyRequest,
  reply: FastifyReply,
  quote: ShipRequestQuoteDto,
) {
  const total = formatMoneyDto(quote.total, request.locale);
  return reply.code(409).send({
    error: {
      code: 'PRICE_CHANGED',
      message: translate(request.locale, 'errors.PRICE_CHANGED', { total }),
    },
    quote,
  });
}

/** 409 is PRICE_CHANGED with the price now, or another refusal of the error model. */
const ConflictSchema = z.union([PriceChangedAnswerSchema, ApiErrorBodySchema]);

/** Ship requests (spec section 7, Packages and shipping and Payment; issue 11; decision 037). */
export const shipRequestsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ship-requests'];
  const deps = { db: app.db, clock: systemClock };

  for (const url of ['/shipping', '/Warehouses/shipments']) {
    app.post(
      url,
      {
        onRequest: app.requireAuth,
        config: shippingPostConfig,
        schema: {
          tags,
          summary: 'Creates a ship request of ready packages at the price the customer saw',
          body: CreateShipRequestBodySchema,
          response: { 201: CreatedShipRequestSchema, 409: ConflictSchema },
        },
      },
      async (request, reply) => {
        const result = await createShipRequest(deps, {
          viewer: signedInUser(request),
          body: request.body,
        });
        if (!result.ok) {
          return sendPriceChanged(request, reply, result.quote);
        }
        return reply
          .code(201)
          .send({ isSuccess: true, shipRequest: presentShipRequestDetails(result.shipRequest) });
      },
    );
  }

  app.get(
    '/shipping/requests',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "The caller's ship requests, newest first",
        querystring: ShipRequestListQuerySchema,
        response: { 200: z.array(ShipRequestSummarySchema) },
      },
    },
    async (request) => {
      const { status } = request.query;
      const rows = await listOwnedShipRequests(app.db, signedInUser(request), {
        ...(status ? { statuses: [status] } : {}),
      });
      return rows.map(presentShipRequestSummary);
    },
  );

  app.get(
    '/shipping/requests/:id',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'One ship request with its stored quote',
        params: ShipRequestIdParamsSchema,
        response: { 200: ShipRequestDetailsSchema },
      },
    },
    async (request) =>
      presentShipRequestDetails(
        await requireOwnedShipRequest(app.db, signedInUser(request), request.params.id),
      ),
  );

  app.post(
    '/shipping/requests/:id/cancel',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Cancels an unpaid ship request; its packages go back to Ready to send',
        params: ShipRequestIdParamsSchema,
        response: { 200: ShipRequestDetailsSchema },
      },
    },
    async (request) =>
      presentShipRequestDetails(
        await cancelShipRequest(deps, { viewer: signedInUser(request), id: request.params.id }),
      ),
  );

  app.get(
    '/shipping/recent-addresses',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "The addresses of the caller's last ship requests, each once, newest first",
        querystring: RecentAddressesQuerySchema,
        response: { 200: z.array(RecentAddressSchema) },
      },
    },
    async (request) =>
      findRecentAddresses(app.db, signedInUser(request).id, request.query.addresstype),
  );

  app.get(
    '/payment/pendingpayment',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          "The cart: the caller's unpaid ship requests and invoices, and the total per currency",
        querystring: PendingPaymentQuerySchema,
        response: { 200: PendingPaymentSchema },
      },
    },
    async (request) =>
      listPendingPayment(app.db, {
        viewer: signedInUser(request),
        suiteId: request.query.suiteId,
        locale: request.locale,
        now: deps.clock(),
      }),
  );

  app.put(
    '/deliveries',
    {
      onRequest: app.requireAuth,
      config: shippingPostConfig,
      schema: {
        tags,
        summary: "Changes an unpaid ship request's address, options, tax ID or instructions",
        body: UpdateShipRequestBodySchema,
        response: { 200: ShipRequestDetailsSchema, 409: ConflictSchema },
      },
    },
    async (request, reply) => {
      const result = await changeShipRequest(deps, {
        viewer: signedInUser(request),
        body: request.body,
      });
      if (!result.ok) {
        return sendPriceChanged(request, reply, result.quote);
      }
      return reply.send(presentShipRequestDetails(result.shipRequest));
    },
  );
};
