import type { AdminUser } from '@skyparcel/domain/accounts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

export function getAdminUserQueryOptions(userId: string) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, 'detail', userId],
    queryFn: ({ signal }) =>
      api.get<AdminUser>(`/UserProfile/${encodeURIComponent(userId)}`, { signal }),
  });
}

/** The admin's view of one user (spec section 6: fetch admin user info). */
export function useAdminUser(userId: string) {
  return useQuery(getAdminUserQueryOptions(userId));
}
