import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { BEARER_SCHEME } from './auth';

/** OpenAPI 3.1 generated from the route schemas: /api/openapi.json and the browsable /api/docs. */
const openapiPlugin: FastifyPluginAsync = async (app) => {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Skyparcel customer API',
        description:
          'Parcel forwarding and air-cargo customer portal. Errors answer { error: { code, message, fields } }.',
        version: '1.0.0',
      },
      // Routes behind plugins/auth.ts's guards name this scheme (the session token).
      components: { securitySchemes: { [BEARER_SCHEME]: { type: 'http', scheme: 'bearer' } } },
    },
    transform: jsonSchemaTransform,
  });
  // The portal's own page CSP (plugins/security.ts) covers the reference page; the library's
  // `staticCSP` would replace it with a looser one (https: sources, a third-party validator).
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    staticCSP: false,
    uiConfig: { validatorUrl: null },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
};

export const openapi = fp(openapiPlugin, { name: 'openapi' });
