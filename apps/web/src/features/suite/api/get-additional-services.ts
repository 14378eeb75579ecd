import type { Locale } from '@skyparcel/domain/locale';
import type { AdditionalService, ServiceCharge } from '@skyparcel/domain/packages';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import type { PackageRef } from './change-package';
import { SUITE_QUERY_KEY } from './get-package-lockers';

export function getAdditionalServicesQueryOptions(locale: Locale) {
  return queryOptions({
    queryKey: [...SUITE_QUERY_KEY, 'additional-services', locale],
    queryFn: ({ signal }) =>
      api.get<AdditionalService[]>('/warehouses/additional-services', { signal }),
    // The catalogue changes with the company's offer, not while a page is open.
    staleTime: 10 * 60_000,
  });
}

/** GET /warehouses/additional-services: every service with its price at each warehouse. */
export function useAdditionalServices() {
  const locale = useLocale();
  return useQuery(getAdditionalServicesQueryOptions(locale));
}

export type ServiceChargeRequest = PackageRef & { stateCode: string; serviceCodes: string[] };

/**
 * GET /warehouses/{id}/service-charge/state/{state}/packageId/{id}: what the services named in
 * the `serviceCodes` header cost on this package, in the warehouse's currency. Asked again as the
 * choice changes; the last answer stays on screen meanwhile.
 */
export function useServiceCharge(request: ServiceChargeRequest, enabled: boolean) {
  const locale = useLocale();
  const { warehouseId, packageId, stateCode } = request;
  const codes = [...request.serviceCodes].sort();
  return useQuery({
    queryKey: [
      ...SUITE_QUERY_KEY,
      'service-charge',
      warehouseId,
      packageId,
      stateCode,
      codes,
      locale,
    ],
    queryFn: ({ signal }) =>
      api.get<ServiceCharge>(
        `/warehouses/${encodeURIComponent(warehouseId)}/service-charge/state/${encodeURIComponent(
          stateCode,
        )}/packageId/${encodeURIComponent(packageId)}`,
        { headers: { serviceCodes: codes.join(',') }, signal },
      ),
    enabled: enabled && codes.length > 0,
    placeholderData: keepPreviousData,
  });
}
