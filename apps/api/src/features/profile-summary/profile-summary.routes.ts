import { ShipmentSummarySchema, TotalizersSchema } from '@skyparcel/domain/customer-profile';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemClock } from '../../lib/clock';
import { signedInUser } from '../../plugins/auth';
import { getShipmentSummary } from './get-shipment-summary';
import { countShipRequestsByStage, countWaitingPackages } from './profile-summary.repository';

/** The profile's Summary (spec section 7, Profile; issue 14): always the caller's own figures. */
export const profileSummaryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['profile'];

  app.get(
    '/UserProfile/get-shippment-summary',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'This year’s shipments, waiting packages, weight, spending and savings',
        response: { 200: ShipmentSummarySchema },
      },
    },
    async (request) => getShipmentSummary(app.db, signedInUser(request).id, systemClock()),
  );

  app.get(
    '/UserProfile/totalizers',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'Packages waiting and ship requests by stage, all time',
        response: { 200: TotalizersSchema },
      },
    },
    async (request) => {
      const userId = signedInUser(request).id;
      const [packagesWaiting, stages] = await Promise.all([
        countWaitingPackages(app.db, userId),
        countShipRequestsByStage(app.db, userId),
      ]);
      return {
        packagesWaiting,
        shipRequestsAwaitingPayment: stages.awaitingPayment,
        shipmentsOnTheWay: stages.onTheWay,
        shipmentsDelivered: stages.delivered,
      };
    },
  );
};
