import type { FastifyInstance } from 'fastify';
import { recoverInvoiceRefunds } from './features/invoice-admin/recover-invoice-refunds';
import { sendStorageReminders } from './features/notifications/send-storage-reminders';
import { foldReportDays } from './features/reports/fold-report-days';
import { systemClock } from './lib/clock';
import { sendTradeLicenseReminders } from './modules/companies';
import { failInterruptedEdiUploads } from './modules/edi-booking';
import type { JobDefinition } from './modules/jobs';
import { recoverStalledCardPayments, shipRequestPayments } from './modules/payments';
import { runStorageFeePass } from './modules/storage-fees';
import { pruneTelemetryEvents } from './modules/telemetry';
import { foldTelemetryDays } from './modules/telemetry-reports';

const DAY_SECONDS = 24 * 60 * 60;
/** A pass: retried a minute after a failure (then 2, 4, …); its runs listed for a week. */
const PASS = { retryDelaySeconds: 60, keepSeconds: 7 * DAY_SECONDS, pollSeconds: 5 } as const;

/**
 * The portal's background jobs (decision 069), each run by one process at a time on the job
 * queue, at its cron time (UTC) and once at boot. Each also claims its work in the database, so a
 * run cut short and run again, or run again by an operator, does each thing once.
 */
export function defineBackgroundJobs(app: FastifyInstance) {
  const definitions: JobDefinition[] = [
    // Storage reminders go out 7 days and 1 day before free storage ends; each reminder is
    // claimed with its notification and mail in one transaction.
    {
      name: 'storage_reminders',
      cron: '0 * * * *',
      run: () => sendStorageReminders({ db: app.db, mailer: app.mailer, clock: systemClock }),
      ...PASS,
    },
    // Storage fees (issue 13): each chargeable day is written once (keyed by package and day),
    // and the month's unbilled days are invoiced once.
    {
      name: 'storage_fee_pass',
      cron: '5 * * * *',
      run: () => runStorageFeePass({ db: app.db, clock: systemClock }),
      ...PASS,
    },
    // EDI uploads a stopped process left in progress are failed (decision 054): they booked
    // nothing, being one transaction.
    {
      name: 'interrupted_edi_uploads_pass',
      cron: '10 * * * *',
      run: () => failInterruptedEdiUploads({ db: app.db, clock: systemClock }),
      ...PASS,
    },
    // Invoice refunds a stopped process left pending between the gateway and the commit are
    // asked again with the same key and completed or released (decision 051); claims are leased.
    // So are saved-card charges a killed process left in flight (decision 074): charged once
    // under the payment's own key and settled, so no ship request stays half paid.
    {
      name: 'refund_recovery_pass',
      cron: '15 * * * *',
      run: async () => {
        await recoverInvoiceRefunds({
          db: app.db,
          clock: systemClock,
          gateway: app.paymentGateway,
        });
        await recoverStalledCardPayments({
          db: app.db,
          clock: systemClock,
          mailer: app.mailer,
          gateway: app.paymentGateway,
          shipRequests: shipRequestPayments,
          publicUrl: app.config.publicUrl,
        });
      },
      ...PASS,
    },
    // The reports' rollups (decision 055): every few minutes, so a day's differences stay few.
    {
      name: 'report_rollup_fold',
      cron: '*/5 * * * *',
      run: () => foldReportDays({ db: app.db }),
      ...PASS,
    },
    // The site traffic dashboard's rollup (decision 065): the days that received page views.
    {
      name: 'telemetry_rollup_fold',
      cron: '*/5 * * * *',
      run: () => foldTelemetryDays({ db: app.db, clock: systemClock }),
      ...PASS,
    },
    // Telemetry retention (decision 064): this and next month's partitions made, raw rows older
    // than TELEMETRY_RETENTION_MONTHS deleted (whole months dropped).
    {
      name: 'telemetry_retention_pass',
      cron: '20 */6 * * *',
      run: () =>
        pruneTelemetryEvents(
          { db: app.db, clock: systemClock },
          { retentionMonths: app.config.TELEMETRY_RETENTION_MONTHS },
        ),
      ...PASS,
    },
    // Trade licenses expiring within 30 days (issue 15): each license's reminder is claimed.
    {
      name: 'trade_license_reminders',
      cron: '30 5 * * *',
      run: () => sendTradeLicenseReminders({ db: app.db, mailer: app.mailer, clock: systemClock }),
      ...PASS,
    },
    // The outbox (decision 022): a run follows each mail written (the mailer asks for it), and
    // one every minute sends the retries that came due and empties old bodies.
    {
      name: 'mail_outbox',
      cron: '* * * * *',
      run: () => app.mailer.worker.runPass(),
      retryDelaySeconds: 5,
      keepSeconds: DAY_SECONDS,
      pollSeconds: 2,
    },
  ];
  for (const definition of definitions) {
    app.jobs.define(definition);
  }
}
