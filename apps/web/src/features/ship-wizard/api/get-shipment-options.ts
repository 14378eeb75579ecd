import type { ShipmentOptionSchema } from '@skyparcel/domain/pricing';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ShipmentOption = z.infer<typeof ShipmentOptionSchema>;

/**
 * GET /shipping/options/country/{countryCode}?packageIDs=: the six preferences with what each
 * adds to shipping these packages there (INS by declared value, the others the warehouse's fee).
 */
export function useShipmentOptions(countryCode: string, packageIds: readonly string[]) {
  return useQuery({
    queryKey: ['shipping', 'options', countryCode, [...packageIds].sort()],
    queryFn: ({ signal }) =>
      api.get<ShipmentOption[]>(`/shipping/options/country/${encodeURIComponent(countryCode)}`, {
        query: { packageIDs: packageIds.join(',') },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
