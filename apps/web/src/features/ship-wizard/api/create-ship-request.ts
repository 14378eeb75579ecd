import type { CreateShipRequestBody, ShipRequestDetails } from '@skyparcel/domain/ship-requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { translate } from '@/lib/i18n';

type CreatedShipRequest = { isSuccess?: boolean; type?: unknown; shipRequest: ShipRequestDetails };

/**
 * POST /shipping. Spec section 4: an answer with a `type` field or without `isSuccess: true` is a
 * failure even when its status is 200 ('Error in postShipping').
 */
async function createShipRequest(body: CreateShipRequestBody): Promise<ShipRequestDetails> {
  const answer = await api.post<CreatedShipRequest>('/shipping', { body });
  if (answer.isSuccess !== true || answer.type !== undefined) {
    throw new ApiError({
      status: 200,
      code: 'SHIPPING_POST_FAILED',
      message: translate('errors.SHIPPING_POST_FAILED'),
    });
  }
  return answer.shipRequest;
}

/** Creates the ship request; the suite's lists and the cart are asked again afterwards. */
export function useCreateShipRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createShipRequest,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['suite'] }),
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
      ]),
  });
}
