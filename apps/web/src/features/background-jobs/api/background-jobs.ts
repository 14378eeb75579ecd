import type {
  BackgroundJobList,
  BackgroundJobName,
  RunBackgroundJobResult,
} from '@skyparcel/domain/jobs';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const BACKGROUND_JOBS_QUERY_KEY = ['admin', 'jobs'] as const;

/** Every 15 s while the page is open: a run asked for shows as waiting, then running, then done. */
export const BACKGROUND_JOBS_REFRESH_MS = 15_000;

export function getBackgroundJobsQueryOptions() {
  return queryOptions({
    queryKey: BACKGROUND_JOBS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<BackgroundJobList>('/admin/jobs', { signal }),
    refetchInterval: BACKGROUND_JOBS_REFRESH_MS,
  });
}

/** GET /admin/jobs: each job's schedule, last run, runs waiting, running and failed (decision 069). */
export function useBackgroundJobs() {
  return useQuery(getBackgroundJobsQueryOptions());
}

/** POST /admin/jobs/{name}/run: `queued` false when a run already waited (nothing added). */
export function useRunBackgroundJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (name: BackgroundJobName) =>
      api.post<RunBackgroundJobResult>(`/admin/jobs/${encodeURIComponent(name)}/run`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: BACKGROUND_JOBS_QUERY_KEY }),
  });
}
