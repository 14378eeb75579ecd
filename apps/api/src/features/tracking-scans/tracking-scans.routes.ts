import { StaffShipmentQuerySchema, StaffShipmentSchema } from '@skyparcel/domain/tracking';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { signedInUser } from '../../plugins/auth';
import { findStaffShipment } from './find-staff-shipment';

/** The staff scan screen's reads (issue 12, Scans; the writes are the tracking core's calls). */
export const trackingScansRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/shipments',
    {
      onRequest: app.requireRole('STAFF', 'ADMIN'),
      schema: {
        tags: ['staff'],
        summary: 'A shipment by air waybill or order number with every event and its id',
        querystring: StaffShipmentQuerySchema,
        response: { 200: StaffShipmentSchema },
      },
    },
    async (request) => findStaffShipment(app.db, signedInUser(request), request.query.number),
  );
};
