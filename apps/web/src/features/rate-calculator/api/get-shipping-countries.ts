import type { Country } from '@skyparcel/domain/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getShippingCountriesQueryOptions() {
  return queryOptions({
    queryKey: ['shipping-countries'],
    queryFn: ({ signal }) => api.get<Country[]>('/shipping/countries', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** The countries we deliver to (UAE, Kuwait, Saudi Arabia). */
export function useDestinationCountries() {
  return useQuery({
    ...getShippingCountriesQueryOptions(),
    select: (countries) => countries.filter((country) => country.isDestination),
  });
}
