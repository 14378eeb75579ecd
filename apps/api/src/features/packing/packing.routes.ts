import {
  PACKING_QUEUE_STATUSES,
  PackBodySchema,
  PackingDetailsSchema,
  PackingQueueItemSchema,
  PackingQueueQuerySchema,
} from '@skyparcel/domain/packing';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { perUserCallLimit } from '../../lib/per-user-call-limit';
import { requireStaffWarehouse } from '../../modules/packages';
import {
  listPackingQueue,
  requireStaffShipRequestView,
  startPreparingShipRequest,
} from '../../modules/ship-requests';
import { signedInUser } from '../../plugins/auth';
import { findPackingDetails } from './find-packing-details';
import { packShipRequest } from './pack-ship-request';
import { presentPackingQueueItem } from './packing.presenter';
import { renderBoxLabel } from './render-box-label';

const RequestParams = z.object({ shipRequestId: z.string().trim().max(64) });

/**
 * The staff's packing calls (issue 12, decision 043): STAFF at the request's warehouse, ADMIN
 * anywhere. The queue, opening a request (paid -> preparing), packing, a box's label.
 */
export const packingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff'];
  const staffOnly = app.requireRole('STAFF', 'ADMIN');
  const deps = {
    db: app.db,
    clock: systemClock,
    mailer: app.mailer,
    publicUrl: app.config.publicUrl,
  };

  app.get(
    '/staff/warehouses/:warehouseId/ship-requests',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        params: z.object({ warehouseId: z.string().trim().max(64) }),
        querystring: PackingQueueQuerySchema,
        response: { 200: z.array(PackingQueueItemSchema) },
      },
    },
    async (request) => {
      const clerk = signedInUser(request);
      const { warehouse } = await requireStaffWarehouse(app.db, clerk, request.params.warehouseId);
      const statuses = request.query.status ? [request.query.status] : PACKING_QUEUE_STATUSES;
      const rows = await listPackingQueue(app.db, clerk, warehouse.id, statuses);
      return rows.map(presentPackingQueueItem);
    },
  );

  app.get(
    '/staff/ship-requests/:shipRequestId',
    {
      onRequest: staffOnly,
      schema: { tags, params: RequestParams, response: { 200: PackingDetailsSchema } },
    },
    async (request) => {
      const clerk = signedInUser(request);
      const view = await requireStaffShipRequestView(app.db, clerk, request.params.shipRequestId);
      return findPackingDetails(app.db, view);
    },
  );

  app.post(
    '/staff/ship-requests/:shipRequestId/prepare',
    {
      onRequest: staffOnly,
      schema: { tags, params: RequestParams, response: { 200: PackingDetailsSchema } },
    },
    async (request) => {
      const clerk = signedInUser(request);
      const view = await startPreparingShipRequest(deps, clerk, request.params.shipRequestId);
      return findPackingDetails(app.db, view);
    },
  );

  app.post(
    '/staff/ship-requests/:shipRequestId/pack',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        params: RequestParams,
        body: PackBodySchema,
        response: { 200: PackingDetailsSchema },
      },
    },
    async (request) => {
      const clerk = signedInUser(request);
      await packShipRequest(deps, clerk, request.params.shipRequestId, request.body);
      const view = await requireStaffShipRequestView(app.db, clerk, request.params.shipRequestId);
      return findPackingDetails(app.db, view);
    },
  );

  app.get(
    '/staff/ship-requests/:shipRequestId/boxes/:boxNumber/label.pdf',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        params: RequestParams.extend({ boxNumber: z.coerce.number().int().min(1).max(99) }),
      },
      config: perUserCallLimit('pdf'),
    },
    async (request, reply) => {
      const { pdf, fileName } = await renderBoxLabel(
        app.db,
        signedInUser(request),
        request.params.shipRequestId,
        request.params.boxNumber,
      );
      return reply
        .type('application/pdf')
        .header('Content-Disposition', `inline; filename="${fileName}"`)
        .send(pdf);
    },
  );
};
