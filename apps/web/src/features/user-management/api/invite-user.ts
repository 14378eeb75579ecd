import type { AdminUser, InviteUserBody } from '@skyparcel/domain/accounts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './get-users';

/** POST /UserProfile/invite: the account is created and e-mailed a set-password link (ADMIN). */
export function inviteUser(body: InviteUserBody) {
  return api.post<AdminUser>('/UserProfile/invite', { body });
}

export function useInviteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteUser,
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...ADMIN_USERS_QUERY_KEY, 'list'] }),
  });
}
