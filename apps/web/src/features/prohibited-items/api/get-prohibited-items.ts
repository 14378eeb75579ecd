import type { Locale } from '@skyparcel/domain/locale';
import type { Page, ProhibitedItem } from '@skyparcel/domain/reference';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

export type ProhibitedItemsQuery = {
  shoppingCountryCode: string;
  deliveryCountryCode: string;
  keyword: string;
  page: number;
};

export function getProhibitedItemsQueryOptions(search: ProhibitedItemsQuery, locale: Locale) {
  return queryOptions({
    queryKey: ['prohibited-items', search, locale],
    queryFn: ({ signal }) =>
      api.get<Page<ProhibitedItem>>('/shipping/prohibited-items', {
        query: { ...search, lang: locale },
        signal,
      }),
  });
}

/** Searches once the visitor has asked (`search` set); the previous page stays while paging. */
export function useProhibitedItems(search: ProhibitedItemsQuery | null) {
  const locale = useLocale();
  return useQuery({
    ...getProhibitedItemsQueryOptions(
      search ?? { shoppingCountryCode: '', deliveryCountryCode: '', keyword: '', page: 1 },
      locale,
    ),
    enabled: search !== null,
    placeholderData: keepPreviousData,
  });
}
