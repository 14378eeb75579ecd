import type { AccountDeletionRequest, MyAccountDeletion } from '@skyparcel/domain/customer-profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { getLocale } from '@/lib/i18n';
import { getSessionToken } from '@/lib/session-token';

const DELETION_KEY = ['profile', 'deletion-request'] as const;

/**
 * GET /UserProfile/export-data as a file: the call wants the bearer token, which a plain link
 * cannot send, so the JSON is fetched and handed to the browser through an object URL.
 */
export async function downloadMyData(): Promise<void> {
  const token = getSessionToken();
  const response = await fetch('/api/UserProfile/export-data', {
    headers: {
      'Accept-Language': getLocale(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'omit',
  });
  if (!response.ok) {
    throw new Error(`data export ${response.status}`);
  }
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const href = URL.createObjectURL(await response.blob());
  const link = window.document.createElement('a');
  link.href = href;
  link.download = name ?? 'skyparcel-data.json';
  link.hidden = true;
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 60_000);
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
