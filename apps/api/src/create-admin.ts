import { migrateDb } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { pino } from 'pino';
import { CommandLineError, createAdmin, parseCreateAdminArgs } from './create-admin-command';
import { INVITE_TTL_HOURS } from './features/user-management/invite-user';
import { createMailer } from './modules/mail';
import { ConfigError, loadConfig } from './plugins/env';
import { openDatabase } from './prepare-database';

/**
 * `npm run create-admin -- --email …`: invites an ADMIN on the configured database (the same
 * settings as the server) and prints the one-time link. Built beside server.js (build.mjs).
 */
async function main() {
  const args = parseCreateAdminArgs(process.argv.slice(2));
  const config = loadConfig();
  const dbHandle = await openDatabase(config);
  const mailer = createMailer({
    db: dbHandle.db,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    log: pino({ level: config.LOG_LEVEL }),
  });
  try {
    // A new install may run this before the server ever started.
    await migrateDb(dbHandle);
    const { user, link } = await createAdmin(
      { db: dbHandle.db, mailer, publicUrl: config.publicUrl },
      args,
    );
    // One pass of the mail worker here; if SMTP is down, the server's worker retries it later.
    await mailer.worker.drain();
    const mailed = 'it is also sent by e-mail';
    console.log(
      `Invited ${user.email} as ADMIN. Open this link within ${INVITE_TTL_HOURS} hours to choose a password (it works once; ${mailed}):\n${link}`,
    );
  } finally {
    await mailer.close();
    await dbHandle.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof AppError && error.code === 'EMAIL_EXISTS') {
    console.error('An account with this e-mail address exists already.');
  } else if (error instanceof ConfigError || error instanceof CommandLineError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
