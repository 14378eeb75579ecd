import type { SystemStatus } from '@skyparcel/domain/system';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * Every 30 s while the page is open (and not in a background tab): fresh enough to watch an
 * outbox drain, and a few calls an hour per open page.
 */
export const SYSTEM_STATUS_REFRESH_MS = 30_000;

export function getSystemStatusQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'system'],
    queryFn: ({ signal }) => api.get<SystemStatus>('/admin/system', { signal }),
    refetchInterval: SYSTEM_STATUS_REFRESH_MS,
  });
}

/** GET /admin/system: this API process's outbox, passes, pool, recent errors and build. */
export function useSystemStatus() {
  return useQuery(getSystemStatusQueryOptions());
}
