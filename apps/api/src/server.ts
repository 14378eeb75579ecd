import { migrateDb, openDb } from '@skyparcel/db';
import { seedDemoPackages, seedDemoTracking, seedReferenceData } from '@skyparcel/db/seed';
import { buildApp } from './app';
import { seedDemoAccounts } from './features/accounts/seed-demo-accounts';
import { resolveLoyaltySettings } from './features/loyalty-sign-in/loyalty-settings';
import { seedDemoLoyaltyMember } from './features/loyalty-sign-in/seed-demo-loyalty-member';
import { sendStorageReminders } from './features/notifications/send-storage-reminders';
import { sweepPartialFiles } from './features/uploads/file-store';
import { readOrCreateLocalAuthSecret } from './lib/local-auth-secret';
import { ConfigError, loadConfig, resolveDataDir, resolveUploadsDir } from './plugins/env';

/** The only file that knows ports: boot, migrate, seed, listen, and stop cleanly on a signal. */
async function main() {
  const config = loadConfig();
  const dbHandle = await openDb(
    config.DATABASE_URL
      ? {
          kind: 'postgres',
          url: config.DATABASE_URL,
          timeouts: {
            connectMs: config.DB_CONNECT_TIMEOUT_MS,
            statementMs: config.DB_STATEMENT_TIMEOUT_MS,
          },
        }
      : { kind: 'pglite', dataDir: resolveDataDir(config) },
    (error) => console.error('database pool error', error),
  );
  await migrateDb(dbHandle);
  // After the database opened: PGlite sets up an empty data folder only.
  const authSecret =
    config.AUTH_SECRET ?? (await readOrCreateLocalAuthSecret(resolveDataDir(config)));
  // Reference data is the product's (rates, countries, rules); the demo tracking is optional.
  await seedReferenceData(dbHandle.db);
  if (config.SEED_DEMO) {
    await seedDemoTracking(dbHandle.db);
    await seedDemoAccounts(dbHandle.db, authSecret);
    await seedDemoLoyaltyMember(dbHandle.db, resolveLoyaltySettings(config));
    // After the accounts: the demo suite belongs to the demo customer.
    await seedDemoPackages(dbHandle.db);
  }

  // Parts of uploads a crash cut short: no row points to them (rows follow the rename).
  await sweepPartialFiles(resolveUploadsDir(config));
  const app = await buildApp({ config: { ...config, AUTH_SECRET: authSecret }, dbHandle });
  if (!config.AUTH_SECRET && config.NODE_ENV === 'production') {
    app.log.warn(
      'AUTH_SECRET is not set: using the one kept in DATA_DIR; set it when servers share a database',
    );
  }
  // Storage reminders go out 7 days and 1 day before free storage ends; each is claimed in the
  // database, so an hourly pass (and a pass at boot) sends each once even after a restart.
  const remind = () =>
    sendStorageReminders(app).catch((error: unknown) =>
      app.log.error({ err: error }, 'storage reminders failed'),
    );
  const reminders = setInterval(remind, 60 * 60 * 1000);
  reminders.unref();
  app.addHook('onClose', async () => clearInterval(reminders));
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
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.once('SIGINT', () => void stop('SIGINT'));
  process.once('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.HOST, port: config.PORT });
  app.log.info(`Skyparcel portal on ${config.publicUrl} (database: ${dbHandle.kind})`);
  void remind();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
