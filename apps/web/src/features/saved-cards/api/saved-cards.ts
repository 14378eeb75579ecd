import type { SavedCard, UpdateSavedCardBody } from '@skyparcel/domain/payments';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const SAVED_CARDS_QUERY_KEY = ['saved-cards'] as const;

export function getSavedCardsQueryOptions() {
  return queryOptions({
    queryKey: SAVED_CARDS_QUERY_KEY,
    queryFn: ({ signal }) => api.get<SavedCard[]>('/user/credit-cards', { signal }),
  });
}

/** GET /user/credit-cards: the caller's saved cards, the default first. */
export function useSavedCards() {
  return useQuery(getSavedCardsQueryOptions());
}

function updateSavedCard({ id, body }: { id: string; body: UpdateSavedCardBody }) {
  return api.put<SavedCard>(`/user/credit-cards/${encodeURIComponent(id)}`, { body });
}

function deleteSavedCard(id: string) {
  return api.delete<{ message: string }>(`/user/credit-cards/${encodeURIComponent(id)}`);
}

/** PUT /user/credit-cards/{id}: rename or make default; the list is asked again afterwards. */
export function useUpdateSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSavedCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_CARDS_QUERY_KEY }),
  });
}

export function useDeleteSavedCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteSavedCard,
    onSettled: () => queryClient.invalidateQueries({ queryKey: SAVED_CARDS_QUERY_KEY }),
  });
}
