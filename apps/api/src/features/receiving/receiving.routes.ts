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
import { cappedPageOf, WarehouseSchema } from '@skyparcel/domain/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { PAGE_SIZE } from '../../lib/sql-search';
import {
  findStaffWarehouses,
  requireWorkingStaff,
  searchStaffPackages,
} from '../../modules/packages';
import { presentWarehouse } from '../../modules/reference';
import { signedInUser } from '../../plugins/auth';
import { assignPackage } from './assign-package';
import { changePackageStatus } from './change-package-status';
import { findSuiteOwner } from './find-suite-owner';
import { presentStaffPackage } from './present-staff-package';
import { receivePackage } from './receive-package';
import { savePackageComments } from './save-package-comments';
import { presentStaffSummary } from './staff-package.presenter';

const PackageParams = z.object({ packageId: z.string().trim().max(64) });

/**
 * The staff console's receiving calls (issue 4): STAFF at their warehouses, ADMIN anywhere.
 * GET /staff/warehouses (not in spec section 7) lists where the caller may receive.
 */
export const receivingRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['staff'];
  const staffOnly = app.requireRole('STAFF', 'ADMIN');
  const deps = { db: app.db, clock: systemClock, mailer: app.mailer };

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
      // A clerk who works at no warehouse receives nothing, so looks no suite up (issue 27).
      await requireWorkingStaff(app.db, signedInUser(request));
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
      const pkg = await receivePackage(deps, clerk, request.params.warehouseId, request.body);
      return reply.code(201).send(await presentStaffPackage(deps, clerk, pkg.id));
    },
  );

  app.get(
    '/staff/packages',
    {
      onRequest: staffOnly,
      schema: {
        tags,
        querystring: StaffPackageQuerySchema,
        response: { 200: cappedPageOf(StaffPackageSummarySchema) },
      },
    },
    async (request) => {
      const { rows, total, isTotalCapped } = await searchStaffPackages(
        app.db,
        signedInUser(request),
        request.query,
      );
      const now = systemClock();
      return {
        items: rows.map((row) => presentStaffSummary(row, now)),
        page: request.query.page,
        pageSize: PAGE_SIZE,
        total,
        isTotalCapped,
      };
    },
  );

  app.get(
    '/staff/packages/:packageId',
    {
      onRequest: staffOnly,
      schema: { tags, params: PackageParams, response: { 200: StaffPackageDetailsSchema } },
    },
    async (request) => presentStaffPackage(deps, signedInUser(request), request.params.packageId),
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
      await changePackageStatus(deps, clerk, request.params.packageId, request.body);
      return presentStaffPackage(deps, clerk, request.params.packageId);
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
      await assignPackage(deps, clerk, request.params.packageId, request.body.suiteNumber);
      return presentStaffPackage(deps, clerk, request.params.packageId);
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
      const packageId = await savePackageComments(
        deps,
        clerk,
        request.params.packageId,
        request.body,
      );
      return presentStaffPackage(deps, clerk, packageId);
    },
  );
};
