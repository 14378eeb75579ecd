export {
  type BackgroundJob,
  type BackgroundJobList,
  BackgroundJobListSchema,
  BackgroundJobSchema,
  RunBackgroundJobParamsSchema,
  type RunBackgroundJobResult,
  RunBackgroundJobResultSchema,
} from './background-job.schemas';
export {
  BACKGROUND_JOB_NAMES,
  type BackgroundJobName,
  isBackgroundJobName,
} from './background-jobs';
