import type { WithdrawablePriceKind } from '@skyparcel/domain/pricing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PRICE_OVERVIEW_QUERY_KEY } from './get-price-overview';

/** A version by its kind and id, or a month's exchange table by its month ('2027-01'). */
export type WithdrawTarget =
  | { kind: WithdrawablePriceKind; id: string }
  | { kind: 'exchange-rates'; month: string };

/** DELETE /admin/prices/{kind}/{id | month}: a version scheduled for later (decision 045). */
export function withdrawPriceVersion(target: WithdrawTarget) {
  const key = 'month' in target ? target.month : target.id;
  return api.delete<void>(`/admin/prices/${target.kind}/${encodeURIComponent(key)}`);
}

export function useWithdrawPriceVersion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: withdrawPriceVersion,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: PRICE_OVERVIEW_QUERY_KEY }),
  });
}
