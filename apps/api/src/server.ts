import { buildApp } from './app';
import { recoverInvoiceRefunds } from './features/invoice-admin/recover-invoice-refunds';
import { sendStorageReminders } from './features/notifications/send-storage-reminders';
import { systemClock } from './lib/clock';
import { resolveAuthSecret } from './lib/local-auth-secret';
import { sendTradeLicenseReminders } from './modules/companies';
import { failInterruptedEdiUploads } from './modules/edi-booking';
import { sweepPartialFiles } from './modules/files';
import { runStorageFeePass } from './modules/storage-fees';
import { ConfigError, loadConfig, resolveUploadsDir } from './plugins/env';
import { openDatabase, prepareDatabase } from './prepare-database';

/** The only file that knows ports: boot, migrate, seed, listen, and stop cleanly on a signal. */
async function main() {
  const config = loadConfig();
  const dbHandle = await openDatabase(config);
  // After the database opened: PGlite sets up an empty data folder only.
  const authSecret = await resolveAuthSecret(config);
  await prepareDatabase(dbHandle, config, authSecret);

  // Parts of uploads a crash cut short: no row points to them (rows follow the rename).
  await sweepPartialFiles(resolveUploadsDir(config));
  const app = await buildApp({ config: { ...config, AUTH_SECRET: authSecret }, dbHandle });
  // Storage reminders go out 7 days and 1 day before free storage ends; each is claimed in the
  // database, so an hourly pass (and a pass at boot) sends each once even after a restart.
  const remind = () =>
    sendStorageReminders({ db: app.db, mailer: app.mailer, clock: systemClock }).catch(
      (error: unknown) => app.log.error({ err: error }, 'storage reminders failed'),
    );
  const reminders = setInterval(remind, 60 * 60 * 1000);
  reminders.unref();
  app.addHook('onClose', async () => clearInterval(reminders));
  // Storage fees (issue 13): each chargeable day is written once (keyed by package and day), and
  // the month's unbilled days are invoiced once, so an hourly pass in every process is safe.
  // EDI uploads a stopped process left in progress are failed (decision 054): they booked
  // nothing, being one transaction. In the same hourly pass.
  // Invoice refunds a stopped process left pending between the gateway and the commit are asked
  // again with the same key and completed or released (decision 051); claims are leased under
  // lock, so every process may run the pass. At boot too: a restart is when they are found.
  const recoverRefunds = () =>
    recoverInvoiceRefunds({ db: app.db, clock: systemClock, gateway: app.paymentGateway }).catch(
      (error: unknown) => app.log.error({ err: error }, 'refund recovery pass failed'),
    );
  void recoverRefunds();
  const accrue = () =>
    Promise.all([
      runStorageFeePass({ db: app.db, clock: systemClock }).catch((error: unknown) =>
        app.log.error({ err: error }, 'storage fee pass failed'),
      ),
      failInterruptedEdiUploads({ db: app.db, clock: systemClock }).catch((error: unknown) =>
        app.log.error({ err: error }, 'interrupted EDI uploads pass failed'),
      ),
      recoverRefunds(),
    ]);
  const storageFees = setInterval(accrue, 60 * 60 * 1000);
  storageFees.unref();
  app.addHook('onClose', async () => clearInterval(storageFees));
  // Trade licenses expiring within 30 days (issue 15): a daily pass, plus one at boot; each
  // license's reminder is claimed in the database, so it is sent once whatever the passes.
  const remindLicenses = () =>
    sendTradeLicenseReminders({ db: app.db, mailer: app.mailer, clock: systemClock }).catch(
      (error: unknown) => app.log.error({ err: error }, 'trade license reminders failed'),
    );
  void remindLicenses();
  const licenseReminders = setInterval(remindLicenses, 24 * 60 * 60 * 1000);
  licenseReminders.unref();
  app.addHook('onClose', async () => clearInterval(licenseReminders));
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
  app.log.info(
    `Skyparcel portal (${config.NODE_ENV}) on ${config.publicUrl} (database: ${dbHandle.kind})`,
  );
  void remind();
  void accrue();
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
