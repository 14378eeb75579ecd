import type { Country } from '@skyparcel/domain/reference';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getContactCountriesQueryOptions() {
  return queryOptions({
    queryKey: ['contact-countries'],
    queryFn: ({ signal }) => api.get<Country[]>('/Contactus/countries', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

export function useContactCountries() {
  return useQuery(getContactCountriesQueryOptions());
}
