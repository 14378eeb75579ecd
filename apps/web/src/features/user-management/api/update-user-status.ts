import type { AdminUser, UserStatusUpdate } from '@skyparcel/domain/accounts';
import { api } from '@/lib/api-client';
import { useUserChange } from './use-user-change';

export type UpdateUserStatusVariables = { userId: string; update: UserStatusUpdate };

/** PUT /UserProfile/{id}/update-status: approve, reject, activate or deactivate (ADMIN). */
export function updateUserStatus({ userId, update }: UpdateUserStatusVariables) {
  return api.put<AdminUser>(`/UserProfile/${encodeURIComponent(userId)}/update-status`, {
    body: update,
  });
}

export function useUpdateUserStatus() {
  return useUserChange(updateUserStatus);
}
