/**
 * The portal's background jobs (decision 069): each a queue of its own on the job queue, run by
 * one process at a time. The id is also the pass's /metrics label and its i18n key's last part.
 */
export const BACKGROUND_JOB_NAMES = [
  'storage_reminders',
  'storage_fee_pass',
  'interrupted_edi_uploads_pass',
  'refund_recovery_pass',
  'report_rollup_fold',
  'telemetry_rollup_fold',
  'telemetry_retention_pass',
  'trade_license_reminders',
  'mail_outbox',
] as const;

export type BackgroundJobName = (typeof BACKGROUND_JOB_NAMES)[number];

export function isBackgroundJobName(name: string): name is BackgroundJobName {
  return (BACKGROUND_JOB_NAMES as readonly string[]).includes(name);
}
