import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { QUIET_ROUTE } from '../../plugins/request-logging';
import { checkReadiness } from './check-readiness';

const HealthSchema = z.object({ status: z.literal('ok') });
const UpOrDown = z.enum(['up', 'down']);
const ReadySchema = z.object({
  status: z.enum(['ok', 'degraded', 'unavailable', 'draining']),
  database: UpOrDown,
  storage: UpOrDown,
  smtp: z.enum(['up', 'down', 'local']),
  failing: z.array(z.enum(['database', 'storage', 'smtp'])),
});

/**
 * Liveness answers without touching anything; readiness checks the database, the file storage
 * and SMTP, and names what is failing (check-readiness.ts).
 */
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
      const readiness = await checkReadiness({
        pingDatabase: () => app.dbHandle.ping(),
        checkStorage: () => app.fileStore.checkReady(),
        checkSmtp: () => app.mailer.checkSmtp(),
        onFailure: (dependency, error) =>
          request.log.error({ err: error, dependency }, `readiness: ${dependency} down`),
      });
      // Leaving (SIGTERM): the proxy's checks take this process out while it still serves what
      // it was sent (decision 074).
      if (app.lifecycle.isDraining) {
        return reply.code(503).send({ ...readiness, status: 'draining' as const });
      }
      return reply.code(readiness.status === 'unavailable' ? 503 : 200).send(readiness);
    },
  );
};
