import {
  ItemDetailsBodySchema,
  PackageDetailsSchema,
  ReturnPackageBodySchema,
  SuiteListQuerySchema,
  SuiteListSchema,
} from '@skyparcel/domain/packages';
import { translate } from '@skyparcel/i18n';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { presentOwnedPackage } from '../../modules/files';
import { requireOwnedPackage } from '../../modules/packages';
import { signedInUser } from '../../plugins/auth';
import { abandonPackage } from './abandon-package';
import { listSuitePackages, resolveSuiteWarehouses } from './list-suite-packages';
import { requestPackageReturn } from './request-package-return';
import { updateItemDetails } from './update-item-details';

const PackageParams = z.object({
  warehouseId: z.string().trim().max(64),
  packageId: z.string().trim().max(64),
});
const DetailsWithMessage = PackageDetailsSchema.extend({ message: z.string() });

/** My Suite and the customer's actions on a package (spec section 7, Warehouses). */
export const packagesRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['packages'];
  const deps = { db: app.db, clock: systemClock };

  app.get(
    '/warehouses/byCountry/:key/packages',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: z.object({ key: z.string().trim().max(64) }),
        querystring: SuiteListQuerySchema,
        response: { 200: SuiteListSchema },
      },
    },
    async (request) => {
      const warehouseIds = await resolveSuiteWarehouses(app.db, request.params.key);
      return listSuitePackages(app.db, signedInUser(request), warehouseIds, request.query);
    },
  );

  app.get(
    '/warehouses/:warehouseId/packages/:packageId',
    {
      onRequest: app.requireAuth,
      schema: { tags, params: PackageParams, response: { 200: PackageDetailsSchema } },
    },
    async (request) => {
      const { warehouseId, packageId } = request.params;
      const user = signedInUser(request);
      await requireOwnedPackage(app.db, user, packageId, warehouseId);
      return presentOwnedPackage(deps, user, packageId);
    },
  );

  app.put(
    '/warehouses/:warehouseId/packages/:packageId',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: PackageParams,
        body: ItemDetailsBodySchema,
        response: { 200: DetailsWithMessage },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { warehouseId, packageId } = request.params;
      await updateItemDetails(deps, user, warehouseId, packageId, request.body);
      return {
        ...(await presentOwnedPackage(deps, user, packageId)),
        message: translate(request.locale, 'messages.itemDetailsSaved'),
      };
    },
  );

  app.put(
    '/warehouses/:warehouseId/packages/:packageId/return-package',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: PackageParams,
        body: ReturnPackageBodySchema,
        response: { 200: DetailsWithMessage },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { warehouseId, packageId } = request.params;
      await requestPackageReturn(deps, user, warehouseId, packageId, request.body);
      return {
        ...(await presentOwnedPackage(deps, user, packageId)),
        message: translate(request.locale, 'messages.returnSubmitted'),
      };
    },
  );

  app.put(
    '/warehouses/:warehouseId/packages/:packageId/abandon',
    {
      onRequest: app.requireAuth,
      schema: {
        tags,
        params: PackageParams,
        response: { 200: DetailsWithMessage },
      },
    },
    async (request) => {
      const user = signedInUser(request);
      const { warehouseId, packageId } = request.params;
      await abandonPackage(deps, user, warehouseId, packageId);
      return {
        ...(await presentOwnedPackage(deps, user, packageId)),
        message: translate(request.locale, 'messages.abandonSubmitted'),
      };
    },
  );
};
