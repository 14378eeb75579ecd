import type { ReturnContact } from '@skyparcel/domain/contacts';
import type { Warehouse } from '@skyparcel/domain/reference';
import { useQueries, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The warehouses' countries, each once, in the warehouse list's order. */
export function useWarehouseCountries() {
  return useQuery({
    queryKey: ['warehouses'],
    queryFn: ({ signal }) => api.get<Warehouse[]>('/deliveries/warehouses', { signal }),
    staleTime: Number.POSITIVE_INFINITY,
    select: (warehouses) => [...new Set(warehouses.map((warehouse) => warehouse.countryCode))],
  });
}

/**
 * GET /user/country/{countryCode}/returncontacts/ per warehouse country (spec section 7,
 * decision 033): the service's returns desks, reference data that changes rarely.
 */
export function useReturnContacts(countryCodes: readonly string[]) {
  return useQueries({
    queries: countryCodes.map((countryCode) => ({
      queryKey: ['return-contacts', countryCode],
      queryFn: ({ signal }: { signal: AbortSignal }) =>
        api.get<ReturnContact[]>(
          `/user/country/${encodeURIComponent(countryCode)}/returncontacts`,
          {
            signal,
          },
        ),
      staleTime: 60 * 60 * 1000,
    })),
  });
}
