import type {
  AccountInfo,
  SetAccountInfoBody,
  SetAccountInfoResult,
} from '@skyparcel/domain/profile';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Every query of the account info starts with this key; `['user']` is the header's account. */
export const ACCOUNT_INFO_QUERY_KEY = ['account-info'] as const;

/** GET /UserProfile/get-account-info. */
export function useAccountInfo() {
  return useQuery({
    queryKey: ACCOUNT_INFO_QUERY_KEY,
    queryFn: ({ signal }) => api.get<AccountInfo>('/UserProfile/get-account-info', { signal }),
  });
}

/** PUT /UserProfile/set-account-info; the signed-in account (name in the header) is asked again. */
export function useSetAccountInfo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SetAccountInfoBody) =>
      api.put<SetAccountInfoResult>('/UserProfile/set-account-info', { body }),
    onSuccess: (result) => {
      queryClient.setQueryData(ACCOUNT_INFO_QUERY_KEY, result.accountInfo);
      // The header's name follows in the background: the saved answer is shown without waiting.
      void queryClient.invalidateQueries({ queryKey: ['current-user'] });
    },
  });
}

/** POST /UserProfile/confirm-email-change: the link's token; the new e-mail becomes the account's. */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) =>
      api.post<AccountInfo>('/UserProfile/confirm-email-change', { body: { token } }),
    onSuccess: (accountInfo) => {
      queryClient.setQueryData(ACCOUNT_INFO_QUERY_KEY, accountInfo);
      void queryClient.invalidateQueries({ queryKey: ['current-user'] });
    },
  });
}
