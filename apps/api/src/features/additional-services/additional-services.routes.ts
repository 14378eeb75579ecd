import { money, sumMoney, toMoneyDto } from '@skyparcel/domain/money';
import {
  AdditionalServiceSchema,
  AdditionalServicesBodySchema,
  PackageDetailsSchema,
  parseServiceCodesHeader,
  ServiceChargeSchema,
} from '@skyparcel/domain/packages';
import { translate } from '@skyparcel/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { pickText } from '../../lib/sql-search';
import { presentOwnedPackage } from '../../modules/files';
import { requireOwnedPackage } from '../../modules/packages';
import { signedInUser } from '../../plugins/auth';
import { findActiveServices, priceServices } from './additional-service.repository';
import { chooseAdditionalServices } from './choose-additional-services';

const PackageParams = z.object({
  warehouseId: z.string().trim().max(64),
  packageId: z.string().trim().max(64),
});

/** Additional services on a package: catalogue, choice, and the charge for a choice (spec section 7). */
export const additionalServicesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['packages'];
  const deps = { db: app.db, clock: systemClock };

  app.get(
    '/warehouses/additional-services',
    { schema: { tags, response: { 200: z.array(AdditionalServiceSchema) } } },
    async (request) => {
      const rows = await findActiveServices(app.db);
      const byCode = new Map<string, z.infer<typeof AdditionalServiceSchema>>();
      for (const { service, price, currency } of rows) {
        const entry = byCode.get(service.code) ?? {
          code: service.code,
          name: pickText(service.name, request.locale),
          description: pickText(service.description, request.locale),
          prices: [],
        };
        if (price && currency) {
          entry.prices.push({
            warehouseId: price.warehouseId,
            price: toMoneyDto(money(price.priceMinor, currency)),
          });
        }
        byCode.set(service.code, entry);
      }
      return [...byCode.values()];
    },
  );

  app.put(
    '/warehouses/:warehouseId/packages/:packageId/additional-services',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: PackageParams,
        body: AdditionalServicesBodySchema,
        response: { 200: PackageDetailsSchema.extend({ message: z.string() }) },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { warehouseId, packageId } = request.params;
      await chooseAdditionalServices(deps, user, warehouseId, packageId, request.body);
      return {
        ...(await presentOwnedPackage(deps, user, packageId)),
        message: translate(request.locale, 'messages.servicesSaved'),
      };
    },
  );

  app.get(
    '/warehouses/:warehouseId/service-charge/state/:stateCode/packageId/:packageId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: PackageParams.extend({
          stateCode: z
            .string()
            .trim()
            .regex(/^[A-Za-z0-9-]{1,10}$/, 'validation.invalid'),
        }),
        response: { 200: ServiceChargeSchema },
      },
    },
    async (request) => {
      const { warehouseId, packageId, stateCode } = request.params;
      const owned = await requireOwnedPackage(
        app.db,
        signedInUser(request),
        packageId,
        warehouseId,
      );
      const codes = parseServiceCodesHeader(request.headers.servicecodes);
      const priced = await priceServices(app.db, owned.pkg.warehouseId, codes);
      const lines = priced.map((row) => ({
        code: row.code,
        name: pickText(row.name, request.locale),
        price: money(row.priceMinor, row.currency),
      }));
      return {
        packageId,
        stateCode: stateCode.toUpperCase(),
        lines: lines.map((line) => ({ ...line, price: toMoneyDto(line.price) })),
        total: toMoneyDto(
          sumMoney(
            lines.map((line) => line.price),
            owned.currency,
          ),
        ),
      };
    },
  );
};
