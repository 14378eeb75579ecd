import { SystemStatusSchema } from '@skyparcel/domain/system';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readBuildInfo } from '../../lib/build-info';
import { systemClock } from '../../lib/clock';
import { listPassStates } from '../../lib/metrics';
import { readSystemStatus } from './read-system-status';

/** The operator's System page (issue 28, decision 066): the health numbers of this process. */
export const systemStatusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/system',
    {
      schema: {
        tags: ['system'],
        summary: 'The outbox, background passes, database pool, recent errors and build',
        response: { 200: SystemStatusSchema },
      },
      onRequest: app.requireRole('ADMIN'),
    },
    async (_request, reply) =>
      reply.header('cache-control', 'no-store').send(
        await readSystemStatus({
          metrics: app.metrics,
          dbHandle: app.dbHandle,
          passes: listPassStates,
          buildInfo: readBuildInfo,
          clock: systemClock,
          uptimeSeconds: () => process.uptime(),
        }),
      ),
  );
};
