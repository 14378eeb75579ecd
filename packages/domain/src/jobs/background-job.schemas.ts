import { z } from 'zod';
import { BACKGROUND_JOB_NAMES } from './background-jobs';

/** One job as the operators' Background jobs page shows it: GET /api/admin/jobs (ADMIN). */
export const BackgroundJobSchema = z.object({
  name: z.enum(BACKGROUND_JOB_NAMES),
  /** Its cron expression, in UTC (five fields: minute, hour, day of month, month, weekday). */
  schedule: z.string(),
  /** When a run last started, in any process; null before the first. */
  lastRunAt: z.string().nullable(),
  /** Waiting to run (a scheduled run, a Run now, a retry after a failure). */
  queued: z.number().int(),
  /** Running now: at most one, across every process. */
  running: z.number().int(),
  /** Runs that failed for good (every retry spent) in the kept history, 7 days. */
  failed: z.number().int(),
  /** The newest failure's moment and error text, retried or not; null when none is kept. */
  lastFailure: z.object({ at: z.string(), message: z.string() }).nullable(),
});

export type BackgroundJob = z.infer<typeof BackgroundJobSchema>;

export const BackgroundJobListSchema = z.object({
  checkedAt: z.string(),
  jobs: z.array(BackgroundJobSchema),
});

export type BackgroundJobList = z.infer<typeof BackgroundJobListSchema>;

/** A job's name is short (the longest is 28): a longer one is a bad request, a shorter unknown 404. */
export const RunBackgroundJobParamsSchema = z.object({ name: z.string().max(40) });

/** POST /api/admin/jobs/{name}/run: `queued` false when a run already waited (nothing added). */
export const RunBackgroundJobResultSchema = z.object({ queued: z.boolean() });

export type RunBackgroundJobResult = z.infer<typeof RunBackgroundJobResultSchema>;
