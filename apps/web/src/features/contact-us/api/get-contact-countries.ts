import type { Locale } from '@skyparcel/domain/locale';
import type { NamedCountry } from '@skyparcel/domain/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

/** Named and ordered in the visitor's language by the server (`localName`): one list per language. */
export function getContactCountriesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['contact-countries', locale],
    queryFn: ({ signal }) => api.get<NamedCountry[]>('/Contactus/countries', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useContactCountries() {
  return useQuery(getContactCountriesQueryOptions(useLocale()));
}
