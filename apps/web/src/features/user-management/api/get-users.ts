import type { AdminUser, UserListStatus } from '@skyparcel/domain/accounts';
import type { Page } from '@skyparcel/domain/reference';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type UserListFilter = { keyword: string; status: UserListStatus; page: number };

/** Every query of the console starts with this key, so a change refreshes lists and details. */
export const ADMIN_USERS_QUERY_KEY = ['admin-users'] as const;

export function getUsersQueryOptions(filter: UserListFilter) {
  return queryOptions({
    queryKey: [...ADMIN_USERS_QUERY_KEY, 'list', filter],
    queryFn: ({ signal }) =>
      api.get<Page<AdminUser>>('/UserProfile/users', { query: filter, signal }),
  });
}

/** One page of users for the admin; the previous page stays on screen while the next loads. */
export function useUsers(filter: UserListFilter) {
  return useQuery({ ...getUsersQueryOptions(filter), placeholderData: keepPreviousData });
}
