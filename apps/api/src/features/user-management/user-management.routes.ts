import { schema } from '@skyparcel/db';
import {
  AdminUserSchema,
  InviteUserBodySchema,
  RoleUpdateSchema,
  StaffWarehousesSchema,
  UserListQuerySchema,
  UserStatusUpdateSchema,
} from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import { pageOf } from '@skyparcel/domain/reference';
import { and, count, desc, eq, ilike, isNotNull, or, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { containsPattern, offsetOf, PAGE_SIZE } from '../../lib/sql-search';
import { signedInUser } from '../../plugins/auth';
import { inviteUser } from './invite-user';
import { resetAuthenticator } from './reset-authenticator';
import { getStaffWarehouses, setStaffWarehouses } from './staff-warehouses';
import { updateUserRole } from './update-user-role';
import { updateUserStatus } from './update-user-status';

type UserRow = typeof schema.users.$inferSelect;
const users = schema.users;

function presentUser(row: UserRow) {
  return {
    ...row,
    emailConfirmed: row.emailConfirmedAt !== null,
    hasAuthenticator: row.totpSecretEncrypted !== null && row.totpLastStep !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const STATUS_FILTERS: Record<string, SQL | undefined> = {
  all: undefined,
  pending: and(eq(users.isApproved, false), eq(users.isRejected, false)),
  approved: eq(users.isApproved, true),
  rejected: eq(users.isRejected, true),
  inactive: eq(users.isActive, false),
};

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
      const { keyword, status, page } = request.query;
      const pattern = keyword ? containsPattern(keyword) : undefined;
      const where = and(
        STATUS_FILTERS[status],
        pattern
          ? or(
              ilike(users.email, pattern),
              ilike(users.firstName, pattern),
              ilike(users.lastName, pattern),
              and(isNotNull(users.suiteNumber), ilike(users.suiteNumber, pattern)),
            )
          : undefined,
      );
      const [rows, totals] = await Promise.all([
        app.db
          .select()
          .from(users)
          .where(where)
          .orderBy(desc(users.createdAt))
          .limit(PAGE_SIZE)
          .offset(offsetOf(page)),
        app.db.select({ total: count() }).from(users).where(where),
      ]);
      return {
        items: rows.map(presentUser),
        page,
        pageSize: PAGE_SIZE,
        total: totals[0]?.total ?? 0,
      };
    },
  );

  app.get(
    '/userProfile/:id',
    {
      schema: { tags, params: IdParams, response: { 200: AdminUserSchema } },
      onRequest: adminOnly,
    },
    async (request) => {
      const [row] = await app.db.select().from(users).where(eq(users.id, request.params.id));
      if (!row) {
        throw new AppError('USER_NOT_FOUND');
      }
      return presentUser(row);
    },
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
      return presentUser(await updateUserStatus(app, actor, request.params.id, request.body));
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
      return presentUser(row);
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
      return presentUser(await resetAuthenticator(app.db, actor, request.params.id));
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
      return reply.code(201).send(presentUser(user));
    },
  );
};
