import {
  CustomerShipmentSchema,
  CustomerShipmentsQuerySchema,
  ShipmentTimelineParamsSchema,
  ShipmentTimelineSchema,
} from '@skyparcel/domain/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInUser } from '../../plugins/auth';
import { getDeliveryStatus } from './get-delivery-status';
import { listCustomerShipments } from './list-customer-shipments';

/** What a customer sees of their moving shipments (issue 12; decision 044). */
export const customerShipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tracking'];

  app.get(
    '/shipping/shipments',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary:
          "The caller's paid ship requests of the Preparing or Delivered tab: state, boxes, weights, AWB, CAWB",
        querystring: CustomerShipmentsQuerySchema,
        response: { 200: z.array(CustomerShipmentSchema) },
      },
    },
    async (request) => listCustomerShipments(app.db, signedInUser(request), request.query),
  );

  app.get(
    '/shipping/delivery-status/:orderNumber',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "One of the caller's shipments by order number, with every tracking event",
        params: ShipmentTimelineParamsSchema,
        response: { 200: ShipmentTimelineSchema },
      },
    },
    async (request) => getDeliveryStatus(app.db, signedInUser(request), request.params.orderNumber),
  );
};
