import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { Locale } from '@skyparcel/domain/locale';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { ApiReferenceDocumentSchema, renderApiReferencePage } from './api-reference-page';
import { BEARER_SCHEME } from './auth';

/**
 * OpenAPI 3.1 generated from the route schemas: /api/openapi.json, the reference page /api/docs
 * (server-written HTML, no script) and swagger-ui at /api/docs/explorer to try calls.
 */
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
  // Swagger-ui stays for trying calls from the browser, one link away: it resolves the whole
  // document before it draws anything (seconds of CPU, decision 025), too slow to be the page.
  // The portal's own page CSP (plugins/security.ts) covers it; the library's `staticCSP` would
  // replace it with a looser one (https: sources, a third-party validator).
  await app.register(swaggerUi, {
    routePrefix: '/api/docs/explorer',
    staticCSP: false,
    uiConfig: { validatorUrl: null },
  });
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  // The reference page, written once per language from the finished document (it is complete
  // once the app is ready, and never changes while it runs).
  const pages = new Map<Locale, string>();
  app.get('/api/docs', { schema: { hide: true } }, async (request, reply) => {
    let page = pages.get(request.locale);
    if (page === undefined) {
      page = renderApiReferencePage(
        ApiReferenceDocumentSchema.parse(app.swagger()),
        request.locale,
      );
      pages.set(request.locale, page);
    }
    return reply.type('text/html; charset=utf-8').send(page);
  });
};

export const openapi = fp(openapiPlugin, { name: 'openapi' });
