import type { PendingPaymentSchema } from '@skyparcel/domain/ship-requests';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type Cart = z.infer<typeof PendingPaymentSchema>;

/** Every cart query starts with this key; creating, cancelling or paying a request refreshes it. */
export const CART_QUERY_KEY = ['cart'] as const;

export function getCartQueryOptions() {
  return queryOptions({
    queryKey: CART_QUERY_KEY,
    // Without suiteId the server answers for the caller's own suite.
    queryFn: ({ signal }) => api.get<Cart>('/payment/pendingpayment', { signal }),
  });
}

/** GET /payment/pendingpayment: the unpaid ship requests of every warehouse, totals per currency. */
export function useCart() {
  return useQuery(getCartQueryOptions());
}
