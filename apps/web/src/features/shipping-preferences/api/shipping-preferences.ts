import type {
  ShippingOptionCode,
  ShippingOptionSchema,
  ShippingPreferenceItem,
  ShippingPreferences,
} from '@skyparcel/domain/pricing';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** Every query of the customer's shipping preferences starts with this key. */
export const SHIPPING_PREFERENCES_QUERY_KEY = ['shipping-preferences'] as const;

/** GET /userProfile/get-shipping-preferences: the codes the wizard preselects (decision 041). */
export function useShippingPreferences() {
  return useQuery({
    queryKey: [...SHIPPING_PREFERENCES_QUERY_KEY, 'chosen'],
    queryFn: ({ signal }) =>
      api.get<ShippingPreferences>('/userProfile/get-shipping-preferences', { signal }),
  });
}

/** GET /userProfile/list-shipping-preferences: the six with their texts, the chosen ones marked. */
export function useShippingPreferenceList() {
  return useQuery({
    queryKey: [...SHIPPING_PREFERENCES_QUERY_KEY, 'list'],
    queryFn: ({ signal }) =>
      api.get<ShippingPreferenceItem[]>('/userProfile/list-shipping-preferences', { signal }),
  });
}

function setShippingPreferences(codes: readonly ShippingOptionCode[]) {
  return api.put<ShippingPreferences>('/userProfile/set-shipping-preferences', {
    body: { codes },
  });
}

/** PUT /userProfile/set-shipping-preferences (the whole list); both reads are asked again. */
export function useSetShippingPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setShippingPreferences,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SHIPPING_PREFERENCES_QUERY_KEY }),
  });
}

export type ShippingOptionFees = z.infer<typeof ShippingOptionSchema>;

/** GET /shipping/options: each preference's fee at every warehouse, for the profile's hints. */
export function useShippingOptionFees() {
  return useQuery({
    queryKey: ['shipping', 'options', 'all'],
    queryFn: ({ signal }) => api.get<ShippingOptionFees[]>('/shipping/options', { signal }),
    staleTime: 5 * 60_000,
  });
}
