import { AppError } from '@skyparcel/domain/errors';
import {
  parseTrackingInput,
  TrackedShipmentSchema,
  TrackingResultSchema,
} from '@skyparcel/domain/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { trackShipments } from './track-shipments';

/** Parses the keyword with the same rule the browser runs as the visitor types. */
function numbersOf(keyword: string): string[] {
  const parsed = parseTrackingInput(keyword);
  if (!parsed.ok) {
    throw new AppError(parsed.code, {
      params: { numbers: parsed.invalid.join(', ') },
      fields: { keyword: `errors.${parsed.code}` },
    });
  }
  return parsed.numbers;
}

export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['tracking'];

  app.get(
    '/tracking',
    {
      schema: {
        tags,
        summary: 'Up to 10 air waybill or XWF order numbers, separated by commas',
        querystring: z.object({
          keyword: z.string().max(1000).default(''),
          page: z.coerce.number().int().min(1).max(1000).default(1),
        }),
        response: { 200: TrackingResultSchema },
      },
    },
    async (request) => trackShipments(app.db, numbersOf(request.query.keyword), request.query.page),
  );

  app.get(
    '/tracking/ecomTracking/:airwayBillNumber/:culture',
    {
      schema: {
        tags,
        params: z.object({ airwayBillNumber: z.string().max(40), culture: z.string().max(10) }),
        response: { 200: TrackedShipmentSchema },
      },
    },
    async (request) => {
      const result = await trackShipments(app.db, numbersOf(request.params.airwayBillNumber), 1);
      const [shipment] = result.results;
      if (!shipment) {
        throw new AppError('TRACKING_NOT_FOUND');
      }
      return shipment;
    },
  );
};
