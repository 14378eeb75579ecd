import type { PackBody, PackingDetails } from '@skyparcel/domain/packing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { PACKING_QUERY_KEY } from './get-packing-queue';
import { packingRequestQueryKey } from './open-packing-request';

/** POST /staff/ship-requests/{id}/pack: boxes stored, AWB given, the request packed. */
export function usePackShipRequest(shipRequestId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: PackBody) =>
      api.post<PackingDetails>(`/staff/ship-requests/${encodeURIComponent(shipRequestId)}/pack`, {
        body,
      }),
    onSuccess: async (details) => {
      queryClient.setQueryData(packingRequestQueryKey(shipRequestId), details);
      await queryClient.invalidateQueries({ queryKey: [...PACKING_QUERY_KEY, 'queue'] });
    },
  });
}
