import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { recoverInvoiceRefunds } from './features/invoice-admin/recover-invoice-refunds';
import { sendStorageReminders } from './features/notifications/send-storage-reminders';
import { foldReportDays } from './features/reports/fold-report-days';
import { systemClock } from './lib/clock';
import { resolveAuthSecret } from './lib/local-auth-secret';
import { trackPass } from './lib/metrics';
import { startTracing } from './lib/tracing';
import { sendTradeLicenseReminders } from './modules/companies';
import { failInterruptedEdiUploads } from './modules/edi-booking';
import { sweepPartialFiles } from './modules/files';
import { runStorageFeePass } from './modules/storage-fees';
import { pruneTelemetryEvents } from './modules/telemetry';
import { foldTelemetryDays } from './modules/telemetry-reports';
import { ConfigError, loadConfig, resolveUploadsDir } from './plugins/env';
import { listenForMetrics } from './plugins/metrics';
import { openDatabase, prepareDatabase } from './prepare-database';

/** The only file that knows ports: boot, migrate, seed, listen, and stop cleanly on a signal. */
async function main() {
  const config = loadConfig();
  // Before the app is built: its Fastify instance gets request spans (decision 067).
  const tracing = await startTracing(config);
  const dbHandle = await openDatabase(config);
  tracing?.traceQueries(dbHandle);
  // After the database opened: PGlite sets up an empty data folder only.
  const authSecret = await resolveAuthSecret(config);
  await prepareDatabase(dbHandle, config, authSecret);

  // Parts of uploads a crash cut short: no row points to them (rows follow the rename).
  await sweepPartialFiles(resolveUploadsDir(config));
  const app = await buildApp({ config: { ...config, AUTH_SECRET: authSecret }, dbHandle });
  const MINUTE = 60 * 1000;
  const HOUR = 60 * MINUTE;
  // Background passes. Each claims its work in the database, so every process may run them and
  // a pass twice, after an outage or in two processes does each thing once; each also runs once
  // the portal listens, since a restart is when a stopped process's leftovers are found.
  const passes = [
    // Storage reminders go out 7 days and 1 day before free storage ends.
    schedulePass(app, 'storage reminders', HOUR, () =>
      sendStorageReminders({ db: app.db, mailer: app.mailer, clock: systemClock }),
    ),
    // Storage fees (issue 13): each chargeable day is written once (keyed by package and day),
    // and the month's unbilled days are invoiced once.
    schedulePass(app, 'storage fee pass', HOUR, () =>
      runStorageFeePass({ db: app.db, clock: systemClock }),
    ),
    // EDI uploads a stopped process left in progress are failed (decision 054): they booked
    // nothing, being one transaction.
    schedulePass(app, 'interrupted EDI uploads pass', HOUR, () =>
      failInterruptedEdiUploads({ db: app.db, clock: systemClock }),
    ),
    // Invoice refunds a stopped process left pending between the gateway and the commit are
    // asked again with the same key and completed or released (decision 051); claims are leased.
    schedulePass(app, 'refund recovery pass', HOUR, () =>
      recoverInvoiceRefunds({ db: app.db, clock: systemClock, gateway: app.paymentGateway }),
    ),
    // The reports' rollups (decision 055): every few minutes, so a day's differences stay few.
    schedulePass(app, 'report rollup fold', 5 * MINUTE, () => foldReportDays({ db: app.db })),
    // The site traffic dashboard's rollup (decision 065): the days that received page views.
    schedulePass(app, 'telemetry rollup fold', 5 * MINUTE, () =>
      foldTelemetryDays({ db: app.db, clock: systemClock }),
    ),
    // Telemetry retention (decision 064): this and next month's partitions made, raw rows older
    // than TELEMETRY_RETENTION_MONTHS deleted (whole months dropped); one process at a time.
    schedulePass(app, 'telemetry retention pass', 6 * HOUR, () =>
      pruneTelemetryEvents(
        { db: app.db, clock: systemClock },
        { retentionMonths: config.TELEMETRY_RETENTION_MONTHS },
      ),
    ),
    // Trade licenses expiring within 30 days (issue 15): each license's reminder is claimed.
    schedulePass(app, 'trade license reminders', 24 * HOUR, () =>
      sendTradeLicenseReminders({ db: app.db, mailer: app.mailer, clock: systemClock }),
    ),
  ];
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    try {
      await app.close();
      await dbHandle.close();
      // Spans still queued leave before the process does (the 10 s timer bounds a dead collector).
      await tracing?.shutdown();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  // The scraper's own port (decision 066): closed with the process, nothing to drain.
  if (config.METRICS_PORT !== undefined) {
    const metricsServer = await listenForMetrics(app, {
      host: config.HOST,
      port: config.METRICS_PORT,
    });
    metricsServer.unref();
  }
  app.log.info(
    `Skyparcel portal (${config.NODE_ENV}) on ${config.publicUrl} (database: ${dbHandle.kind})`,
  );
  for (const pass of passes) {
    void pass();
  }
}

/**
 * Runs `run` every `everyMs` (the timer never keeps the process alive and stops with the app) and
 * answers the pass to run now; a failure is logged, never thrown. Each run is counted for
 * /metrics and the System page under the name in snake_case (decision 066).
 */
function schedulePass(
  app: FastifyInstance,
  name: string,
  everyMs: number,
  run: () => Promise<unknown>,
): () => Promise<unknown> {
  const tracked = trackPass(name.toLowerCase().replace(/[^a-z0-9]+/g, '_'), run);
  const pass = () =>
    tracked().catch((error: unknown) => app.log.error({ err: error }, `${name} failed`));
  const timer = setInterval(pass, everyMs);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
  return pass;
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
