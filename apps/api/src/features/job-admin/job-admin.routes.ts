import {
  BackgroundJobListSchema,
  RunBackgroundJobParamsSchema,
  RunBackgroundJobResultSchema,
} from '@skyparcel/domain/jobs';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemClock } from '../../lib/clock';
import { listBackgroundJobs, runBackgroundJobNow } from '../../modules/jobs';
import { signedInUser } from '../../plugins/auth';

/** The operators' Background jobs page (issue 29, decision 069): the shared queue, per job. */
export const jobAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/jobs',
    {
      schema: {
        tags: ['system'],
        summary: 'Each background job: schedule, last run, runs waiting, running, failed',
        response: { 200: BackgroundJobListSchema },
      },
      onRequest: app.requireRole('ADMIN'),
    },
    async (_request, reply) =>
      reply
        .header('cache-control', 'no-store')
        .send(await listBackgroundJobs({ db: app.db, jobs: app.jobs, clock: systemClock })),
  );

  app.post(
    '/admin/jobs/:name/run',
    {
      schema: {
        tags: ['system'],
        summary: 'Run a background job now (nothing added while a run already waits)',
        params: RunBackgroundJobParamsSchema,
        response: { 202: RunBackgroundJobResultSchema },
      },
      onRequest: app.requireRole('ADMIN'),
    },
    async (request, reply) =>
      reply
        .code(202)
        .send(
          await runBackgroundJobNow(
            { db: app.db, jobs: app.jobs },
            signedInUser(request),
            request.params.name,
          ),
        ),
  );
};
