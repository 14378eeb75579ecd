import { AppError } from '@skyparcel/domain/errors';
import { AirportRulesSchema, WarehouseSchema } from '@skyparcel/domain/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import {
  findActiveWarehouses,
  findWarehouse,
  findWarehousesByCountry,
  presentWarehouse,
  requireCountry,
} from '../../modules/reference';
import { getAirportRules } from './get-airport-rules';

const WarehouseListSchema = z.array(WarehouseSchema);

/** Origin warehouses (spec section 7, Warehouses). */
export const warehousesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['warehouses'];
  const deps = { db: app.db, clock: systemClock };

  app.get('/warehouses', { schema: { tags, response: { 200: WarehouseListSchema } } }, async () =>
    (await findActiveWarehouses(app.db)).map(presentWarehouse),
  );

  app.get(
    '/deliveries/warehouses',
    { schema: { tags: ['deliveries'], response: { 200: WarehouseListSchema } } },
    async () => (await findActiveWarehouses(app.db)).map(presentWarehouse),
  );

  app.get(
    '/warehouses/:warehouseId',
    {
      schema: {
        tags,
        params: z.object({ warehouseId: z.string().trim().max(64) }),
        response: { 200: WarehouseSchema },
      },
    },
    async (request) => {
      const row = await findWarehouse(app.db, request.params.warehouseId);
      if (!row) {
        throw new AppError('WAREHOUSE_NOT_FOUND', { params: { id: request.params.warehouseId } });
      }
      return presentWarehouse(row);
    },
  );

  app.get(
    '/warehouses/byCountry/:countryCode',
    {
      schema: {
        tags,
        params: z.object({ countryCode: z.string().trim().max(8) }),
        response: { 200: WarehouseListSchema },
      },
    },
    async (request) => {
      const country = await requireCountry(app.db, request.params.countryCode);
      return (await findWarehousesByCountry(app.db, country.code)).map(presentWarehouse);
    },
  );

  // Listed under Warehouses in the spec although its path starts with /airport: keyed by the
  // warehouse, public like the warehouse it describes.
  app.get(
    '/airport/:warehouseId/rules',
    {
      schema: {
        tags,
        params: z.object({ warehouseId: z.string().trim().max(64) }),
        response: { 200: AirportRulesSchema },
      },
    },
    async (request) => getAirportRules(deps, request.params.warehouseId),
  );
};
