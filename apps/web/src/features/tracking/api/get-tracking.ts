import type { Locale } from '@skyparcel/domain/locale';
import type { TrackingResult } from '@skyparcel/domain/tracking';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

export function getTrackingQueryOptions(numbers: readonly string[], locale: Locale) {
  const keyword = numbers.join(',');
  return queryOptions({
    queryKey: ['tracking', keyword, locale],
    queryFn: ({ signal }) =>
      api.get<TrackingResult>('/tracking', { query: { keyword, page: 1 }, signal }),
    // A shipment moves on; a result older than a minute is fetched again.
    staleTime: 60_000,
  });
}

export function useTracking(numbers: readonly string[]) {
  const locale = useLocale();
  return useQuery(getTrackingQueryOptions(numbers, locale));
}
