import type { AdminAccess } from '@skyparcel/domain/accounts';
import { api } from '@/lib/api-client';

/** POST /UserProfile/{id}/admin-access: a one-time link into the customer's portal (ADR 017). */
export function requestAdminAccess(userId: string) {
  return api.post<AdminAccess>(`/UserProfile/${encodeURIComponent(userId)}/admin-access`, {
    body: {},
  });
}
