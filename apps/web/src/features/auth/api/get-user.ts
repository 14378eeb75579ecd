import type { CurrentUser } from '@skyparcel/domain/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { useSessionToken } from '../hooks/use-session';

export const CURRENT_USER_QUERY_KEY = ['current-user'] as const;

/** The signed-in user; the token is part of the key, so another sign-in loads anew. */
export function getCurrentUserQueryOptions(token: string | null) {
  return queryOptions({
    queryKey: [...CURRENT_USER_QUERY_KEY, token],
    queryFn: () => api.get<CurrentUser>('/user'),
    enabled: token !== null,
  });
}

export function useCurrentUser() {
  const token = useSessionToken();
  return useQuery(getCurrentUserQueryOptions(token));
}
