import {
  AdminUserSchema,
  InviteUserBodySchema,
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
import { inviteUser } from './invite-user';
import { resetAuthenticator } from './reset-authenticator';
import { getStaffWarehouses, setStaffWarehouses } from './staff-warehouses';
import { updateUserRole } from './update-user-role';
import { updateUserStatus } from './update-user-status';

/** The operator's user management (spec section 6, admin calls); ADMIN only. */
export const userManagementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['user-management'];
  const adminOnly = app.requireRole('ADMIN');
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
      onRequest: adminOnly,
    },
    async (request) => {
      const actor = signedInUser(request);
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
      onRequest: adminOnly,
    },
    async (request) => {
      const actor = signedInUser(request);
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
      schema: { tags, body: InviteUserBodySchema, response: { 201: AdminUserSchema } },
      onRequest: adminOnly,
    },
    async (request, reply) => {
      const deps = { db: app.db, mailer: app.mailer, publicUrl: app.config.publicUrl };
      const actor = signedInUser(request);
      const { user } = await inviteUser(deps, actor, request.body, request.locale);
      return reply.code(201).send(presentAdminUser(user));
    },
  );
};
