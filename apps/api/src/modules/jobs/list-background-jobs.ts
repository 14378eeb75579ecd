import type { Db } from '@skyparcel/db';
import type { BackgroundJobList } from '@skyparcel/domain/jobs';
import type { Clock } from '../../lib/clock';
import type { JobQueue } from './job-queue';
import { readJobStates, readLastJobFailures } from './job-state.repository';

/**
 * Every background job with its schedule and what the shared queue holds for it (decision 069):
 * the same answer from any process, since the queue is in the database.
 */
export async function listBackgroundJobs(deps: {
  db: Db;
  jobs: Pick<JobQueue, 'definitions'>;
  clock: Clock;
}): Promise<BackgroundJobList> {
  const definitions = deps.jobs.definitions();
  const names = definitions.map((definition) => definition.name);
  const [states, failures] =
    names.length === 0
      ? [[], []]
      : await Promise.all([readJobStates(deps.db, names), readLastJobFailures(deps.db, names)]);
  return {
    checkedAt: deps.clock().toISOString(),
    jobs: definitions.map((definition) => {
      const state = states.find((each) => each.name === definition.name);
      const failure = failures.find((each) => each.name === definition.name);
      return {
        name: definition.name,
        schedule: definition.cron,
        lastRunAt: state?.lastRunAt?.toISOString() ?? null,
        queued: state?.queued ?? 0,
        running: state?.running ?? 0,
        failed: state?.failed ?? 0,
        lastFailure: failure ? { at: failure.at.toISOString(), message: failure.message } : null,
      };
    }),
  };
}
