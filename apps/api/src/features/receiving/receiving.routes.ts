import { schema } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import {
  AssignPackageBodySchema,
  ChangePackageStatusBodySchema,
  PackageCommentsBodySchema,
  ReceivePackageBodySchema,
  StaffPackageDetailsSchema,
  StaffPackageQuerySchema,
  StaffPackageSummarySchema,
  SuiteOwnerSchema,
} from '@skyparcel/domain/packages';
import { pageOf, WarehouseSchema } from '@skyparcel/domain/reference';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZE } from '../../lib/sql-search';
import { type SessionUser, signedInUser } from '../../plugins/auth';
import { loadPackageParts } from '../packages/package.repository';
import { presentWarehouse } from '../warehouses/warehouse.presenter';
import { assignPackage } from './assign-package';
import { changePackageStatus } from './change-package-status';
import { findSuiteOwner } from './find-suite-owner';
import { receivePackage } from './receive-package';
import { presentStaffDetails, presentStaffSummary } from './staff-package.presenter';
import { requireStaffPackage, searchStaffPackages } from './staff-package.repository';
import { findStaffWarehouses } from './staff-scope';

const PackageParams = z.object({ packageId: z.string().trim().max(64) });

async function staffDetails(app: FastifyInstance, clerk: SessionUser, packageId: string) {
  const row = await requireStaffPackage(app.db, clerk, packageId);
  return presentStaffDetails(row, await loadPackageParts(app.db, packageId), new Date());
}

/**
 * The staff console's receiving calls (issue 4): STAFF at their warehouses, ADMIN anywhere.
 * GET /staff/warehouses (not in spec section 7) lists where the caller may receive.
 */
export const receivingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff'];
  const staffOnly = app.requireRole('STAFF', 'ADMIN');

  app.get(
    '/staff/warehouses',
    { onRequest: staffOnly, schema: { tags, response: { 200: z.array(WarehouseSchema) } } },
    async (request) =>
      (await findStaffWarehouses(app.db, signedInUser(request))).map(presentWarehouse),
  );

  app.get(
    '/staff/suites/:suiteNumber',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        params: z.object({ suiteNumber: z.string().trim().max(20) }),
        response: { 200: SuiteOwnerSchema },
      },
    },
    async (request) => {
      const owner = await findSuiteOwner(app.db, request.params.suiteNumber);
      if (!owner) {
        throw new AppError('SUITE_NOT_FOUND', { params: { suite: request.params.suiteNumber } });
      }
      return owner;
    },
  );

  app.post(
    '/staff/warehouses/:warehouseId/packages',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        params: z.object({ warehouseId: z.string().trim().max(64) }),
        body: ReceivePackageBodySchema,
        response: { 201: StaffPackageDetailsSchema },
      },
    },
    async (request, reply) => {
      const clerk = signedInUser(request);
      const pkg = await receivePackage(app, clerk, request.params.warehouseId, request.body);
      return reply.code(201).send(await staffDetails(app, clerk, pkg.id));
    },
  );

  app.get(
    '/staff/packages',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        querystring: StaffPackageQuerySchema,
        response: { 200: pageOf(StaffPackageSummarySchema) },
      },
    },
    async (request) => {
      const { rows, total } = await searchStaffPackages(
        app.db,
        signedInUser(request),
        request.query,
      );
      const now = new Date();
      return {
        items: rows.map((row) => presentStaffSummary(row, now)),
        page: request.query.page,
        pageSize: PAGE_SIZE,
        total,
      };
    },
  );

  app.get(
    '/staff/packages/:packageId',
    {
      onRequest: staffOnly,
      schema: { tags, params: PackageParams, response: { 200: StaffPackageDetailsSchema } },
    },
    async (request) => staffDetails(app, signedInUser(request), request.params.packageId),
  );

  app.put(
    '/staff/packages/:packageId/status',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        params: PackageParams,
        body: ChangePackageStatusBodySchema,
        response: { 200: StaffPackageDetailsSchema },
      },
    },
    async (request) => {
      const clerk = signedInUser(request);
      await changePackageStatus(app, clerk, request.params.packageId, request.body);
      return staffDetails(app, clerk, request.params.packageId);
    },
  );

  app.put(
    '/staff/packages/:packageId/assign',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        params: PackageParams,
        body: AssignPackageBodySchema,
        response: { 200: StaffPackageDetailsSchema },
      },
    },
    async (request) => {
      const clerk = signedInUser(request);
      await assignPackage(app, clerk, request.params.packageId, request.body.suiteNumber);
      return staffDetails(app, clerk, request.params.packageId);
    },
  );

  app.put(
    '/staff/packages/:packageId/comments',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        params: PackageParams,
        body: PackageCommentsBodySchema,
        response: { 200: StaffPackageDetailsSchema },
      },
    },
    async (request) => {
      const clerk = signedInUser(request);
      const row = await requireStaffPackage(app.db, clerk, request.params.packageId);
      const { warehouseComment, adminComment } = request.body;
      await app.db.transaction(async (tx) => {
        await tx
          .update(schema.packages)
          .set({
            ...(warehouseComment === undefined
              ? {}
              : { warehouseComment: warehouseComment || null }),
            ...(adminComment === undefined ? {} : { adminComment: adminComment || null }),
            updatedAt: new Date(),
          })
          .where(eq(schema.packages.id, row.pkg.id));
        await tx.insert(schema.auditLog).values({
          actorUserId: clerk.id,
          action: 'package.comments',
          targetUserId: row.pkg.userId,
          details: { packageId: row.pkg.id, ...request.body },
        });
      });
      return staffDetails(app, clerk, row.pkg.id);
    },
  );
};
