import { buildApp, JOB_DRAIN_MS } from './app';
import { resolveAuthSecret } from './lib/local-auth-secret';
import { startTracing } from './lib/tracing';
import { cacheVersionsOf, listenForCacheVersions } from './modules/cache-versions';
import { ConfigError, loadConfig } from './plugins/env';
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

  const app = await buildApp({ config: { ...config, AUTH_SECRET: authSecret }, dbHandle });
  // Parts of uploads a crash cut short: no row points to them (rows follow the rename).
  await app.fileStore.sweepPartials();
  // Another process's change to a cached table, told at its commit (decision 071). PGlite is one
  // process: its version rows are read every CACHE_VERSION_CHECK_MS, as on a listener that is down.
  if (dbHandle.kind === 'postgres' && config.databaseDirectUrl) {
    const listener = listenForCacheVersions({
      connectionString: config.databaseDirectUrl,
      versions: cacheVersionsOf(app.db),
      onError: (error) => app.log.warn({ err: error }, 'cache version listener down, retrying'),
    });
    app.addHook('onClose', () => listener.stop());
  }
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) {
      return;
    }
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), config.drainGraceMs + 10_000);
    force.unref();
    try {
      // Drain (decision 074): readiness answers 503 and answers close their connections, while
      // requests are still served for the grace, so the proxy's checks take this process out
      // before it stops listening; then close stops listening and waits for those in flight.
      app.lifecycle.beginDrain();
      // The running job is finished (or handed back) while requests drain; no new one is taken.
      void app.jobs.drain(JOB_DRAIN_MS);
      await new Promise((resolve) => setTimeout(resolve, config.drainGraceMs));
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
  // Background work (decision 069): every job's cron schedule, shared by all processes, and one
  // run of each now, since a restart is when a stopped process's leftovers are found.
  await app.jobs.schedule().catch((error: unknown) => {
    app.log.error(
      { err: error },
      'background jobs not scheduled: the other processes still run them',
    );
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
