// The jobs module: the job queue (pg-boss, decision 069) that runs every background pass and the
// mail sending once across all processes, and what the operators see of it. Its tables are
// pg-boss's, in the `pgboss` schema that migration 0042 builds (docs/decisions/027, 069).
export {
  createJobQueue,
  type JobDefinition,
  type JobQueue,
  type JobQueueOptions,
} from './job-queue';
export { JOB_QUEUE_SCHEMA, jobQueueInstallStatements } from './job-queue-schema';
export { listBackgroundJobs } from './list-background-jobs';
export { runBackgroundJobNow } from './run-background-job';
