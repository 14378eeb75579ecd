import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { findWebDist } from '../lib/find-web-dist';
import { pageHtmlFor } from '../lib/page-html';
import { sendError } from './error-handler';

const HEALTH_PATH = /^\/api\/health(\/|$)/i;
/**
 * The development tools' prefix (mailbox, local loyalty provider): no page of the SPA lives
 * there, so an unregistered /dev path (every one, in production) is a plain 404, not the SPA.
 */
const DEV_PATH = /^\/dev(\/|$)/i;

/**
 * Serves the built SPA from the same origin as the API: hashed assets cached for a year,
 * index.html for every page route, and in maintenance mode only the maintenance screen.
 */
const webAppPlugin: FastifyPluginAsync = async (app) => {
  const dist = findWebDist(app.config.WEB_DIST_DIR);

  if (app.config.MAINTENANCE_MODE) {
    const page = dist
      ? readFileSync(join(dist, 'maintenance.html'), 'utf8')
      : '<h1>Maintenance</h1>';
    app.addHook('onRequest', async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (HEALTH_PATH.test(path) || /^\/maintenance\.svg$/.test(path)) {
        return;
      }
      if (path.toLowerCase().startsWith('/api/')) {
        return sendError(request, reply, { status: 503, code: 'SERVICE_UNAVAILABLE' });
      }
      return reply
        .code(503)
        .header('retry-after', '600')
        .type('text/html; charset=utf-8')
        .send(page);
    });
  }

  if (!dist) {
    app.log.warn('apps/web/dist not found: the API runs without the web app (run npm run build)');
    return;
  }
  const readIfThere = (name: string) =>
    existsSync(join(dist, name)) ? readFileSync(join(dist, name), 'utf8') : undefined;
  const pageHtml = pageHtmlFor({
    indexHtml: readFileSync(join(dist, 'index.html'), 'utf8'),
    preloadsJson: readIfThere('page-preloads.json'),
    prerenderedJson: readIfThere('prerendered-pages.json'),
    telemetry: app.config.telemetry,
  });

  await app.register(fastifyStatic, {
    root: dist,
    wildcard: false,
    index: false,
    // Vite's hashed assets never change; everything else is revalidated.
    cacheControl: false,
    setHeaders: (reply, path) => {
      const immutable = path.includes('/assets/');
      reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  app.setNotFoundHandler((request, reply) => {
    // HEAD is GET without a body: uptime monitors and link checkers use it.
    const isRead = request.method === 'GET' || request.method === 'HEAD';
    const path = request.url.split('?')[0] ?? '';
    const isPage = isRead && !/\.[a-z0-9]+$/i.test(path) && !DEV_PATH.test(path);
    if (!isPage) {
      return sendError(request, reply, { status: 404, code: 'NOT_FOUND' });
    }
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .header('vary', 'accept-language')
      .send(pageHtml({ path, locale: request.locale, plainAddress: isPlainAddress(request.url) }));
  });
};

export const webApp = fp(webAppPlugin, {
  name: 'web-app',
  dependencies: ['error-handler', 'locale'],
});

/** Parameters the app does not read: the language, and campaign tags of links from outside. */
const IGNORED_PARAMETER = /^(lang|utm_\w+|gclid|fbclid)$/i;

/**
 * Nothing after the path but parameters the app ignores: the prerendered page is what the app's
 * first render of such an address shows; `/?login`, `/Tracking?numbers=` and the like open with
 * something else.
 */
function isPlainAddress(url: string): boolean {
  const query = url.indexOf('?');
  if (query === -1) {
    return true;
  }
  return [...new URLSearchParams(url.slice(query + 1)).keys()].every((name) =>
    IGNORED_PARAMETER.test(name),
  );
}
