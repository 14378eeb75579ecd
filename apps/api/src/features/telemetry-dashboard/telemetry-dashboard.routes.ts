import {
  TelemetryDashboardQuerySchema,
  TelemetryDashboardSchema,
} from '@skyparcel/domain/telemetry';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { systemClock } from '../../lib/clock';
import { perUserCallLimit } from '../../lib/per-user-call-limit';
import {
  foldTelemetryDays,
  getTelemetryDashboard,
  type TelemetryFoldDeps,
} from '../../modules/telemetry-reports';
import { telemetryDashboardCsv } from './telemetry-dashboard-csv';

/**
 * The site traffic dashboard's calls (issue 28, decision 065): ADMIN only (visitors 401, other
 * roles 403), over a period of UTC days; the same figures as CSV, and a fold on demand.
 */
export const telemetryDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['telemetry'];
  const adminOnly = app.requireRole('ADMIN');
  const deps: TelemetryFoldDeps = { db: app.db, clock: systemClock };
  // The figures as of the last fold read from the replica (decision 072); the fold writes.
  const readDeps: TelemetryFoldDeps = { ...deps, db: app.readDb };

  app.get(
    '/admin/telemetry',
    {
      schema: {
        tags,
        summary: 'Page views, sessions and users per day, with the period’s breakdowns',
        querystring: TelemetryDashboardQuerySchema,
        response: { 200: TelemetryDashboardSchema },
      },
      onRequest: adminOnly,
    },
    async (request) => getTelemetryDashboard(readDeps, request.query),
  );

  app.get(
    '/admin/telemetry.csv',
    {
      schema: {
        tags,
        summary: 'The site traffic dashboard’s figures, as CSV',
        querystring: TelemetryDashboardQuerySchema,
      },
      onRequest: adminOnly,
      config: perUserCallLimit('export'),
    },
    async (request, reply) => {
      const dashboard = await getTelemetryDashboard(readDeps, request.query);
      const { from, to } = dashboard.period;
      return reply
        .type('text/csv; charset=utf-8')
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="site-traffic-${from}-${to}.csv"`)
        .send(telemetryDashboardCsv(dashboard));
    },
  );

  // The pass runs every few minutes by itself (server.ts); an operator who wants the last
  // minutes' page views now folds at once.
  app.post(
    '/admin/telemetry/fold',
    {
      schema: {
        tags,
        summary: 'Bring the site traffic figures up to date now',
        response: { 200: z.object({ foldedAt: z.string() }) },
      },
      onRequest: adminOnly,
    },
    async () => ({ foldedAt: (await foldTelemetryDays(deps)).foldedAt.toISOString() }),
  );
};
