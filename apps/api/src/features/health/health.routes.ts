import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QUIET_ROUTE } from '../../plugins/request-logging';

const HealthSchema = z.object({ status: z.literal('ok') });
const ReadySchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['up', 'down']),
});

/** Liveness answers without touching anything; readiness proves the database answers. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      schema: { tags: ['health'], response: { 200: HealthSchema } },
      // A probe's answer is a few bytes: nothing to compress or decompress, and nothing to log
      // unless something fails (decision 009; npm run bench -- health).
      ...QUIET_ROUTE,
      compress: false,
      decompress: false,
    },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: { tags: ['health'], response: { 200: ReadySchema, 503: ReadySchema } },
      ...QUIET_ROUTE,
      compress: false,
      decompress: false,
    },
    async (request, reply) => {
      try {
        await app.dbHandle.ping();
        return { status: 'ok' as const, database: 'up' as const };
      } catch (error) {
        request.log.error({ err: error }, 'readiness: database down');
        return reply.code(503).send({ status: 'unavailable' as const, database: 'down' as const });
      }
    },
  );
};
