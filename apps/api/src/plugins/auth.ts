import type { Role } from '@skyparcel/domain/accounts';
import { AppError } from '@skyparcel/domain/errors';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { findLiveSession, touchSession } from '../modules/sessions';

type LiveSession = Awaited<ReturnType<typeof findLiveSession>>;

export type SessionUser = {
  id: string;
  sessionId: string;
  sessionCreatedAt: Date;
  email: string;
  role: Role;
  companyId: string | null;
  agentCodeIsNull: boolean;
  /** The operator who opened this session as the customer (admin return), else null. */
  actingAdminId: string | null;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * False on calls the browser makes by itself (token refresh): they must not keep an idle
     * session alive, or the 30-minute idle rule could never fire.
     */
    countsAsActivity?: boolean;
  }
  interface FastifyRequest {
    /** The signed-in user, set by `app.requireAuth`; undefined for a visitor. */
    user: SessionUser | undefined;
  }
  interface FastifyInstance {
    /** onRequest hook: 401 without a live session. */
    requireAuth: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /**
     * onRequest hook of a call open to visitors that answers a signed-in caller more: sets
     * `request.user` from a live session; no token, or a dead one, is simply a visitor.
     */
    identifyUser: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** onRequest hook: 401 without a live session, 403 when the role is not among `roles`. */
    requireRole: (
      ...roles: Role[]
    ) => (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/** The OpenAPI security scheme of the session token (plugins/openapi.ts declares it). */
export const BEARER_SCHEME = 'bearerAuth';

/** Each guard with the roles it admits (none listed: any signed-in user). */
const authGuards = new WeakMap<object, Role[]>();

function hooksOf(hook: unknown): unknown[] {
  return Array.isArray(hook) ? hook : hook ? [hook] : [];
}

function isAuthGuard(hook: unknown): boolean {
  return typeof hook === 'function' && authGuards.has(hook);
}

function guardRoles(hook: unknown): Role[] | undefined {
  return typeof hook === 'function' ? authGuards.get(hook) : undefined;
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)$/i.exec(header) : null;
  return match?.[1];
}

/**
 * Every user-scoped call is authorised here from the bearer token (spec section 6): the token is
 * looked up by its hash, and an unknown, revoked, expired or idle one answers 401.
 */
const authPlugin: FastifyPluginAsync = async (app) => {
  app.decorateRequest('user', undefined);

  /** The live session of the call's token, or why there is none. */
  async function liveSessionOf(request: FastifyRequest) {
    const token = bearerToken(request);
    if (!token) {
      return 'UNAUTHENTICATED' as const;
    }
    return (await findLiveSession(app.db, token)) ?? ('SESSION_EXPIRED' as const);
  }

  async function requireAuth(request: FastifyRequest) {
    const live = await liveSessionOf(request);
    if (typeof live === 'string') {
      throw new AppError(live);
    }
    await setSessionUser(request, live);
  }

  async function identifyUser(request: FastifyRequest) {
    const live = await liveSessionOf(request);
    if (typeof live !== 'string') {
      await setSessionUser(request, live);
    }
  }

  async function setSessionUser(request: FastifyRequest, live: NonNullable<LiveSession>) {
    if (request.routeOptions.config.countsAsActivity !== false) {
      await touchSession(app.db, live.session);
    }
    const company = live.user.companyId;
    request.user = {
      id: live.user.id,
      sessionId: live.session.id,
      sessionCreatedAt: live.session.createdAt,
      email: live.user.email,
      role: live.user.role,
      companyId: company,
      agentCodeIsNull: company === null,
      actingAdminId: live.session.actingAdminId,
    };
  }

  const requireRole = (...roles: Role[]) => {
    const guard = async (request: FastifyRequest) => {
      await requireAuth(request);
      if (!request.user || !roles.includes(request.user.role)) {
        throw new AppError('FORBIDDEN');
      }
    };
    authGuards.set(guard, roles);
    return guard;
  };
  authGuards.set(requireAuth, []);
  app.decorate('requireAuth', requireAuth);
  app.decorate('identifyUser', identifyUser);
  app.decorate('requireRole', requireRole);

  // The guards run `onRequest`, before the body is read and validated: a visitor learns nothing
  // about a body's shape (401, not 400 with the fields), and no upload byte is stored for them.
  // A guard in a later hook fails at boot; a guarded route says so (and which roles) in the
  // OpenAPI document.
  app.addHook('onRoute', (route) => {
    // OpenAPI 3.1 lets a bearer scheme list the roles it needs.
    const hooks = [route.onRequest, route.preParsing, route.preValidation, route.preHandler];
    const roles = hooks
      .flatMap(hooksOf)
      .map(guardRoles)
      .find((found) => found !== undefined);
    if (roles) {
      route.schema = { ...route.schema, security: [{ [BEARER_SCHEME]: roles }] };
    }
    for (const hook of ['preParsing', 'preValidation', 'preHandler'] as const) {
      if (hooksOf(route[hook]).some(isAuthGuard)) {
        throw new Error(
          `${route.method} ${route.url}: put the auth guard in onRequest, not ${hook}`,
        );
      }
    }
  });
};

/** The user of a route behind `requireAuth` or `requireRole`; 401 if a route forgot its guard. */
export function signedInUser(request: FastifyRequest): SessionUser {
  if (!request.user) {
    throw new AppError('UNAUTHENTICATED');
  }
  return request.user;
}

export const auth = fp(authPlugin, { name: 'auth' });
