import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { systemClock } from '../../lib/clock';
import { perUserCallLimit } from '../../lib/per-user-call-limit';
import { signedInUser } from '../../plugins/auth';
import { exportUserData } from './export-user-data';

/** The customer's data export (issue 14, decision 048): a JSON download of their own data. */
export const dataExportRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/UserProfile/export-data',
    {
      onRequest: app.requireAuth,
      schema: {
        tags: ['profile'],
        summary: 'Everything the portal holds about the caller, as a JSON file',
      },
      config: perUserCallLimit('dataExport'),
    },
    async (request, reply) => {
      const now = systemClock();
      const data = await exportUserData(app.db, signedInUser(request), now, request.locale);
      const day = now.toISOString().slice(0, 10);
      return reply
        .header('content-disposition', `attachment; filename="skyparcel-data-${day}.json"`)
        .type('application/json; charset=utf-8')
        .send(JSON.stringify(data, null, 2));
    },
  );
};
