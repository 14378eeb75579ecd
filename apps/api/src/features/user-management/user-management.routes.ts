import {
  AdminUserSchema,
  InviteUserBodySchema,
  RoleSchema,
  RoleUpdateSchema,
  StaffWarehousesSchema,
  UserListQuerySchema,
  UserStatusUpdateSchema,
} from '@skyparcel/domain/accounts';
import { pageOf } from '@skyparcel/domain/reference';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PAGE_SIZE } from '../../lib/sql-search';
import { listUsers, requireUserById } from '../../modules/users';
import { signedInUser } from '../../plugins/auth';
import { presentAdminUser } from './admin-user.presenter';
import { inviteColleague } from './invite-colleague';
import { inviteUser } from './invite-user';
import { resetAuthenticator } from './reset-authenticator';
import { getStaffWarehouses, setStaffWarehouses } from './staff-warehouses';
import { updateCompanyUser } from './update-company-user';
import { updateUserRole } from './update-user-role';
import { updateUserStatus } from './update-user-status';

/**
 * The operator's user management (spec section 6, admin calls); ADMIN only, except the three
 * calls a SHIPPER ADMIN also makes for their own company (issue 15, decision 052): invite,
 * update-status and update-role answer them from `features/company-users`.
 */
export const userManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['user-management'];
  const adminOnly = app.requireRole('ADMIN');
  const adminOrShipperAdmin = app.requireRole('ADMIN', 'SHIPPER ADMIN');
  const IdParams = z.object({ id: z.uuid({ error: 'errors.USER_NOT_FOUND' }) });

  app.get(
    '/userProfile/users',
    {
      schema: {
        tags,
        querystring: UserListQuerySchema,
        response: { 200: pageOf(AdminUserSchema) },
      },
      onRequest: adminOnly,
    },
    async (request) => {
      const { rows, total } = await listUsers(app.db, request.query);
      return {
        items: rows.map(presentAdminUser),
        page: request.query.page,
        pageSize: PAGE_SIZE,
        total,
      };
    },
  );

  app.get(
    '/userProfile/:id',
    {
      schema: { tags, params: IdParams, response: { 200: AdminUserSchema } },
      onRequest: adminOnly,
    },
    async (request) => presentAdminUser(await requireUserById(app.db, request.params.id)),
  );

  app.put(
    '/userProfile/:id/update-status',
    {
      schema: {
        tags,
        params: IdParams,
        body: UserStatusUpdateSchema,
        response: { 200: AdminUserSchema },
      },
      onRequest: adminOrShipperAdmin,
    },
    async (request) => {
      const actor = signedInUser(request);
      if (actor.role === 'SHIPPER ADMIN') {
        const change = { kind: 'status', update: request.body } as const;
        return presentAdminUser(await updateCompanyUser(app.db, actor, request.params.id, change));
      }
      const deps = { db: app.db, mailer: app.mailer };
      return presentAdminUser(await updateUserStatus(deps, actor, request.params.id, request.body));
    },
  );

  app.put(
    '/userProfile/:id/update-role',
    {
      schema: {
        tags,
        params: IdParams,
        body: RoleUpdateSchema,
        response: { 200: AdminUserSchema },
      },
      onRequest: adminOrShipperAdmin,
    },
    async (request) => {
      const actor = signedInUser(request);
      if (actor.role === 'SHIPPER ADMIN') {
        const change = { kind: 'role', role: request.body.role } as const;
        return presentAdminUser(await updateCompanyUser(app.db, actor, request.params.id, change));
      }
      const row = await updateUserRole(app.db, actor, request.params.id, request.body.role);
      return presentAdminUser(row);
    },
  );

  app.get(
    '/userProfile/:id/warehouses',
    {
      schema: { tags, params: IdParams, response: { 200: StaffWarehousesSchema } },
      onRequest: adminOnly,
    },
    async (request) => getStaffWarehouses(app.db, request.params.id),
  );

  app.put(
    '/userProfile/:id/warehouses',
    {
      schema: {
        tags,
        params: IdParams,
        body: StaffWarehousesSchema,
        response: { 200: StaffWarehousesSchema },
      },
      onRequest: adminOnly,
    },
    async (request) =>
      setStaffWarehouses(app.db, signedInUser(request), request.params.id, request.body),
  );

  app.put(
    '/userProfile/:id/reset-authenticator',
    {
      schema: { tags, params: IdParams, response: { 200: AdminUserSchema } },
      onRequest: adminOnly,
    },
    async (request) => {
      const actor = signedInUser(request);
      return presentAdminUser(await resetAuthenticator(app.db, actor, request.params.id));
    },
  );

  app.post(
    '/userProfile/invite',
    {
      schema: {
        tags,
        // The role defaults by caller: CUSTOMER for an operator, SHIPPER for a SHIPPER ADMIN.
        body: InviteUserBodySchema.extend({ role: RoleSchema.optional() }),
        response: { 201: AdminUserSchema },
      },
      onRequest: adminOrShipperAdmin,
    },
    async (request, reply) => {
      const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };
      const actor = signedInUser(request);
      const { body, locale } = request;
      const { user } =
        actor.role === 'SHIPPER ADMIN'
          ? await inviteColleague(deps, actor, body, locale)
          : await inviteUser(deps, actor, { ...body, role: body.role ?? 'CUSTOMER' }, locale);
      return reply.code(201).send(presentAdminUser(user));
    },
  );
};
