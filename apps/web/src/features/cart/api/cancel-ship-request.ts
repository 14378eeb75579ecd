import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { CART_QUERY_KEY } from './get-cart';

function cancelShipRequest(id: string) {
  return api.post<unknown>(`/shipping/requests/${encodeURIComponent(id)}/cancel`);
}

/** Cancels an unpaid request: its packages go back to Ready to send, so the suite is asked again. */
export function useCancelShipRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelShipRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: CART_QUERY_KEY }),
        queryClient.invalidateQueries({ queryKey: ['suite'] }),
      ]),
  });
}
