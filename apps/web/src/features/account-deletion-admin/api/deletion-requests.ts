import type { PendingDeletionRequest } from '@skyparcel/domain/customer-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const QUERY_KEY = ['admin', 'deletion-requests'] as const;

/** GET /admin/deletion-requests: the pending requests, oldest first (ADMIN). */
export function usePendingDeletionRequests() {
  return useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) =>
      api.get<PendingDeletionRequest[]>('/admin/deletion-requests', { signal }),
  });
}

/** POST /admin/deletion-requests/{id}/confirm: erase the customer's personal data. */
export function useConfirmDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (requestId: string) =>
      api.post<null>(`/admin/deletion-requests/${encodeURIComponent(requestId)}/confirm`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: QUERY_KEY }),
  });
}
