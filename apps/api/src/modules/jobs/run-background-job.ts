import type { Db } from '@skyparcel/db';
import { AppError } from '@skyparcel/domain/errors';
import { isBackgroundJobName, type RunBackgroundJobResult } from '@skyparcel/domain/jobs';
import { recordAudit } from '../audit';
import type { JobQueue } from './job-queue';

/**
 * An operator's Run now: one run queued for any process to take, audited. While a run already
 * waits nothing is added (`queued: false`), so a second click, or two operators, run it once.
 */
export async function runBackgroundJobNow(
  deps: { db: Db; jobs: Pick<JobQueue, 'definitions' | 'runSoon'> },
  actor: { id: string },
  name: string,
): Promise<RunBackgroundJobResult> {
  const isDefined = deps.jobs.definitions().some((definition) => definition.name === name);
  if (!isBackgroundJobName(name) || !isDefined) {
    throw new AppError('NOT_FOUND');
  }
  const queued = await deps.jobs.runSoon(name);
  await recordAudit(deps.db, {
    actor: actor.id,
    action: 'job.run-now',
    subject: null,
    detail: { job: name, queued },
  });
  return { queued };
}
