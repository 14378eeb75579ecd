import { DeliveryPriceQuerySchema, DeliveryPriceSchema } from '@skyparcel/domain/pricing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemClock } from '../../lib/clock';
import { quoteDeliveryPrice } from './quote-delivery-price';

/** GET /deliveries/price (also /Deliveries/price: paths match case-insensitively). */
export const deliveriesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/deliveries/price',
    {
      schema: {
        tags: ['deliveries'],
        summary: 'Price of a delivery by chargeable weight, with the duty and VAT estimate',
        querystring: DeliveryPriceQuerySchema,
        response: { 200: DeliveryPriceSchema },
      },
    },
    async (request) => quoteDeliveryPrice({ db: app.db, clock: systemClock }, request.query),
  );
};
