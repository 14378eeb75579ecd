import { AppError } from '@skyparcel/domain/errors';
import {
  ShipRequestDetailsSchema,
  ShipRequestSummarySchema,
} from '@skyparcel/domain/ship-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { findWarehouse, requireCountry } from '../../modules/reference';
import {
  findChargeDetails,
  listOwnedShipRequests,
  presentShipRequestDetails,
  presentShipRequestSummary,
} from '../../modules/ship-requests';
import { signedInUser } from '../../plugins/auth';

/**
 * The spec's warehouse-side reads of ship requests (section 7, Payment's related reads): the
 * caller's requests from a warehouse or an origin country, and a package's stored charges.
 */
export const warehouseShipmentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['ship-requests'];

  app.get(
    '/warehouses/:warehouseId/shipments',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "The caller's ship requests from one warehouse (id or code), newest first",
        params: z.object({ warehouseId: z.string().trim().max(64) }),
        response: { 200: z.array(ShipRequestSummarySchema) },
      },
    },
    async (request) => {
      const found = await findWarehouse(app.db, request.params.warehouseId);
      if (!found) {
        throw new AppError('WAREHOUSE_NOT_FOUND', { params: { id: request.params.warehouseId } });
      }
      const rows = await listOwnedShipRequests(app.db, signedInUser(request), {
        warehouseId: found.warehouse.id,
      });
      return rows.map(presentShipRequestSummary);
    },
  );

  app.get(
    '/warehouses/byCountry/:countryCode/shipments',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: "The caller's ship requests from one shopping country's warehouses",
        params: z.object({ countryCode: z.string().trim().max(8) }),
        response: { 200: z.array(ShipRequestSummarySchema) },
      },
    },
    async (request) => {
      const country = await requireCountry(app.db, request.params.countryCode);
      const rows = await listOwnedShipRequests(app.db, signedInUser(request), {
        originCountryCode: country.code,
      });
      return rows.map(presentShipRequestSummary);
    },
  );

  app.get(
    '/Warehouses/shipment-charge-details/:packageId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        summary: 'The stored charges of the ship request holding one of the caller’s packages',
        params: z.object({ packageId: z.string().trim().max(64) }),
        response: { 200: ShipRequestDetailsSchema },
      },
    },
    async (request) =>
      presentShipRequestDetails(
        await findChargeDetails(app.db, {
          viewer: signedInUser(request),
          packageId: request.params.packageId,
        }),
      ),
  );
};
