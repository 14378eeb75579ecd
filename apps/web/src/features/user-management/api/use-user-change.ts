import type { AdminUser } from '@skyparcel/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getAdminUserQueryOptions } from './get-admin-user';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

/**
 * A change to one user: the answer (the user as it is now) replaces the cached detail at once,
 * and every list is fetched again, since the user may have left or joined a filter.
 */
export function useUserChange<Variables>(change: (variables: Variables) => Promise<AdminUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (user) => {
      queryClient.setQueryData(getAdminUserQueryOptions(user.id).queryKey, user);
      await queryClient.invalidateQueries({
        queryKey: [...ADMIN_USERS_QUERY_KEY, 'list'],
      });
    },
  });
}
