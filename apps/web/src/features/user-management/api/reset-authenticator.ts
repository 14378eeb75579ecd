import type { AdminUser } from '@skyparcel/domain/accounts';
import { api } from '@/lib/api-client';
import { useUserChange } from './use-user-change';

/** PUT /UserProfile/{id}/reset-authenticator: a lost phone; the next sign-in enrols anew. */
export function resetAuthenticator(userId: string) {
  return api.put<AdminUser>(`/UserProfile/${encodeURIComponent(userId)}/reset-authenticator`);
}

export function useResetAuthenticator() {
  return useUserChange(resetAuthenticator);
}
