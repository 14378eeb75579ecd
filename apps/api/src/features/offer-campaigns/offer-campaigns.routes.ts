import {
  OfferCampaignBodySchema,
  OfferCampaignDtoSchema,
  OfferCampaignListSchema,
} from '@skyparcel/domain/offers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { signedInUser } from '../../plugins/auth';
import { createOfferCampaign } from './create-offer-campaign';
import { listOfferCampaigns } from './list-offer-campaigns';
import { sendOfferCampaign } from './send-offer-campaign';

const OfferCampaignParamsSchema = z.object({ campaignId: z.uuid() });

/**
 * The latest-offers e-mail (issue 14, spec's receiveOffersAndPromotionsFlag; decision 056): an
 * ADMIN writes a draft, then sends it once to the customers who opted in.
 */
export const offerCampaignsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['offers'];
  const adminOnly = app.requireRole('ADMIN');

  app.get(
    '/admin/offers',
    { schema: { tags, response: { 200: OfferCampaignListSchema } }, onRequest: adminOnly },
    async () => listOfferCampaigns(app.db),
  );

  app.post(
    '/admin/offers',
    {
      schema: { tags, body: OfferCampaignBodySchema, response: { 201: OfferCampaignDtoSchema } },
      onRequest: adminOnly,
    },
    async (request, reply) =>
      reply.code(201).send(await createOfferCampaign(app.db, signedInUser(request), request.body)),
  );

  app.post(
    '/admin/offers/:campaignId/send',
    {
      schema: {
        tags,
        summary: 'Send the offer once to every customer who opted in',
        params: OfferCampaignParamsSchema,
        response: { 200: OfferCampaignDtoSchema },
      },
      onRequest: adminOnly,
    },
    async (request) =>
      sendOfferCampaign(
        { db: app.db, mailer: app.mailer, clock: systemClock },
        signedInUser(request),
        request.params.campaignId,
      ),
  );
};
