import compress from '@fastify/compress';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { computeSecurityHeaders } from './security-headers';

const securityPlugin: FastifyPluginAsync = async (app) => {
  const headers = computeSecurityHeaders();
  // A callback hook: no promise per request on the hottest path of the server.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) {
      reply.raw.setHeader(name, value);
    }
    done();
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip'] });
};

export const security = fp(securityPlugin, { name: 'security' });
