import { z } from 'zod';

/** One background pass of the API process (apps/api server.ts), as the System page shows it. */
export const BackgroundPassSchema = z.object({
  /** A stable snake_case id (`storage_reminders`), also the i18n key's last part. */
  name: z.string(),
  runs: z.number().int(),
  failures: z.number().int(),
  isRunning: z.boolean(),
  lastStartedAt: z.string().nullable(),
  lastDurationMs: z.number().nullable(),
  lastFailedAt: z.string().nullable(),
});

export type BackgroundPass = z.infer<typeof BackgroundPassSchema>;

/**
 * GET /api/admin/system (ADMIN, decision 066): the numbers /metrics serves, for a person. The
 * counts are this API process's: behind a load balancer each process answers its own.
 */
export const SystemStatusSchema = z.object({
  checkedAt: z.string(),
  build: z.object({
    version: z.string(),
    /** The git commit the build was made from; null when it was built without git. */
    commit: z.string().nullable(),
    builtAt: z.string().nullable(),
  }),
  /** Null when the outbox could not be read (the database is down). */
  outbox: z
    .object({
      depth: z.number().int(),
      oldestAgeSeconds: z.number(),
    })
    .nullable(),
  passes: z.array(BackgroundPassSchema),
  database: z.object({
    kind: z.enum(['pglite', 'postgres']),
    inUse: z.number().int(),
    idle: z.number().int(),
    waiting: z.number().int(),
  }),
  /** Answers with a 5xx status in the last hour (counted per minute in this process's memory). */
  errorsLastHour: z.number().int(),
  /** Seconds since this process started. */
  uptimeSeconds: z.number(),
});

export type SystemStatus = z.infer<typeof SystemStatusSchema>;
