import type { Locale } from '@skyparcel/domain/locale';
import type { ProhibitedItem } from '@skyparcel/domain/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

export function getPopularItemsQueryOptions(countryCode: string, locale: Locale) {
  return queryOptions({
    queryKey: ['popular-items', countryCode, locale],
    queryFn: ({ signal }) =>
      api.get<ProhibitedItem[]>('/shipping/popular-items', {
        query: { countryCode, lang: locale },
        signal,
      }),
  });
}

/** The items people ask about most for a delivery country, offered as one-tap searches. */
export function usePopularItems(countryCode: string) {
  const locale = useLocale();
  return useQuery(getPopularItemsQueryOptions(countryCode, locale));
}
