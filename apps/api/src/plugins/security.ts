import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import {
  API_SECURITY_HEADERS,
  computeSecurityHeaders,
  helmetOptionsFor,
  isApiAnswer,
  STRICT_TRANSPORT_SECURITY,
} from './security-headers';

const securityPlugin: FastifyPluginAsync = async (app) => {
  // A public https:// address means the portal is only ever reached over TLS (a proxy may end it
  // without being trusted for X-Forwarded-Proto): every answer carries HSTS, at no cost per call.
  // Otherwise only answers to HTTPS requests do (TLS here, or X-Forwarded-Proto from a proxy
  // TRUST_PROXY believes); browsers ignore HSTS received over plain HTTP anyway (RFC 6797 8.1).
  const alwaysHttps = app.config.publicUrl.startsWith('https:');
  const fixed = (headers: [string, string][]) =>
    alwaysHttps ? [...headers, STRICT_TRANSPORT_SECURITY] : headers;
  const pageHeaders = fixed(computeSecurityHeaders(helmetOptionsFor(app.config.telemetry)));
  const apiHeaders = Object.fromEntries(fixed(API_SECURITY_HEADERS));
  // A callback hook: no promise per request on the hottest path of the server.
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiAnswer(request.url)) {
      // Fastify's own header list, written with the status line in one go; API answers are
      // never hijacked, so nothing bypasses it.
      reply.headers(apiHeaders);
    } else {
      // Pages may be hijacked (the local loyalty provider) or streamed: set them on the socket's
      // response itself.
      for (const [name, value] of pageHeaders) {
        reply.raw.setHeader(name, value);
      }
    }
    if (!alwaysHttps && request.protocol === 'https') {
      reply.raw.setHeader(...STRICT_TRANSPORT_SECURITY);
    }
    done();
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    // Answers up to 64 KB (a 10-number tracking answer is ~16 KB) are compressed in one call:
    // on a 2-core host the stream path's threadpool hand-off costs more than the compression
    // (the library's README: "Raising it on CPU-constrained deployments"; npm run bench).
    syncThreshold: 64 * 1024,
  });
};

export const security = fp(securityPlugin, { name: 'security' });
