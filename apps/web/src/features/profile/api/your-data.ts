import type { AccountDeletionRequest, MyAccountDeletion } from '@skyparcel/domain/customer-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, buildUrl } from '@/lib/api-client';
import { downloadAuthorisedFile } from '@/lib/authorised-file';

const DELETION_KEY = ['profile', 'deletion-request'] as const;

/** GET /UserProfile/export-data, saved under the name the server gives it. */
export function downloadMyData(): Promise<void> {
  return downloadAuthorisedFile(
    buildUrl('/UserProfile/export-data'),
    { fallback: 'skyparcel-data.json' },
    'data export',
  );
}

/** GET /UserProfile/deletion-request: the customer's pending request, if any. */
export function useMyAccountDeletion() {
  return useQuery({
    queryKey: DELETION_KEY,
    queryFn: ({ signal }) =>
      api.get<MyAccountDeletion>('/UserProfile/deletion-request', { signal }),
  });
}

/** POST /UserProfile/deletion-request with the password. */
export function useRequestAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (password: string) =>
      api.post<AccountDeletionRequest>('/UserProfile/deletion-request', { body: { password } }),
    onSuccess: (pending) => queryClient.setQueryData(DELETION_KEY, { pending }),
  });
}

/** DELETE /UserProfile/deletion-request: withdraw it. */
export function useWithdrawAccountDeletion() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.delete<MyAccountDeletion>('/UserProfile/deletion-request'),
    onSuccess: (state) => queryClient.setQueryData(DELETION_KEY, state),
  });
}
