import type { CurrentUser } from '@skyparcel/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CURRENT_USER_QUERY_KEY } from '@/features/auth/api/get-user';
import { api } from '@/lib/api-client';

/**
 * POST /user/suite-greeting-seen: the customer closed the first-time suite address screen. The
 * screen closes at once; should the call fail, the user is loaded again and the flag with it.
 */
export function useCloseSuiteGreeting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<void>('/user/suite-greeting-seen'),
    onMutate: () => {
      queryClient.setQueriesData<CurrentUser>({ queryKey: CURRENT_USER_QUERY_KEY }, (user) =>
        user ? { ...user, firstTime: false } : user,
      );
    },
    onError: () => queryClient.invalidateQueries({ queryKey: CURRENT_USER_QUERY_KEY }),
  });
}
