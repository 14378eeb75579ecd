import type { Locale } from '@skyparcel/domain/locale';
import type { NamedCountry } from '@skyparcel/domain/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';

/** Named in the visitor's language by the server (`localName`), so one list per language. */
export function getShippingCountriesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: ['shipping-countries', locale],
    queryFn: ({ signal }) => api.get<NamedCountry[]>('/shipping/countries', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The countries we deliver to (UAE, Kuwait, Saudi Arabia). */
export function useDestinationCountries() {
  return useQuery({
    ...getShippingCountriesQueryOptions(useLocale()),
    select: (countries) => countries.filter((country) => country.isDestination),
  });
}

/** Every country's name in the visitor's language, by code (the warehouses' countries). */
export function useCountryNames() {
  return useQuery({
    ...getShippingCountriesQueryOptions(useLocale()),
    select: (countries) =>
      new Map(countries.map((country) => [country.code, country.localName] as const)),
  });
}
