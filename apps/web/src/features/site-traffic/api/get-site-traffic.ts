import type { TelemetryDashboard, TelemetryDashboardQuery } from '@skyparcel/domain/telemetry';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const SITE_TRAFFIC_QUERY_KEY = ['admin', 'site-traffic'] as const;

export function getSiteTrafficQueryOptions(period: TelemetryDashboardQuery) {
  return queryOptions({
    queryKey: [...SITE_TRAFFIC_QUERY_KEY, period],
    queryFn: ({ signal }) =>
      api.get<TelemetryDashboard>('/admin/telemetry', { query: period, signal }),
  });
}

/** GET /admin/telemetry: the period's figures as of the last fold (decision 065). */
export function useSiteTraffic(period: TelemetryDashboardQuery) {
  return useQuery({ ...getSiteTrafficQueryOptions(period), placeholderData: keepPreviousData });
}

/** POST /admin/telemetry/fold: the last minutes' page views counted now, then shown. */
export function useUpdateSiteTraffic() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<{ foldedAt: string }>('/admin/telemetry/fold'),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: SITE_TRAFFIC_QUERY_KEY }),
  });
}
