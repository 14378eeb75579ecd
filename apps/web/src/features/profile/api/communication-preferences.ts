import type {
  CommunicationPreferences,
  UnsubscribeAnswer,
} from '@skyparcel/domain/customer-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

const QUERY_KEY = ['profile', 'communication-preferences'] as const;

/** GET /UserProfile/get-cummunication-preferences: the e-mails the customer receives. */
export function useCommunicationPreferences() {
  return useQuery({
    queryKey: QUERY_KEY,
    queryFn: ({ signal }) =>
      api.get<CommunicationPreferences>('/UserProfile/get-cummunication-preferences', { signal }),
  });
}

/** PUT /UserProfile/set-cummunication-preferences (the spec's spelling); the answer is kept. */
export function useSetCommunicationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CommunicationPreferences) =>
      api.put<CommunicationPreferences>('/UserProfile/set-cummunication-preferences', { body }),
    onSuccess: (saved) => queryClient.setQueryData(QUERY_KEY, saved),
  });
}

/** POST /UserProfile/unsubscribe: an e-mail's signed link, without signing in. */
export function useUnsubscribe() {
  return useMutation({
    mutationFn: (token: string) =>
      api.post<UnsubscribeAnswer>('/UserProfile/unsubscribe', { body: { token } }),
  });
}
