import type { AdminUser, Role } from '@skyparcel/domain/accounts';
import { api } from '@/lib/api-client';
import { useUserChange } from './use-user-change';

export type UpdateUserRoleVariables = { userId: string; role: Role };

/** PUT /UserProfile/{id}/update-role (ADMIN). */
export function updateUserRole({ userId, role }: UpdateUserRoleVariables) {
  return api.put<AdminUser>(`/UserProfile/${encodeURIComponent(userId)}/update-role`, {
    body: { role },
  });
}

export function useUpdateUserRole() {
  return useUserChange(updateUserRole);
}
