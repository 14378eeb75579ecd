import type { Session } from '@skyparcel/domain/accounts';
import { api } from '@/lib/api-client';

/** Moves the current token's expiry on (same token, new `expiresAt`). */
export function refreshSession() {
  return api.post<Session>('/login/refresh');
}
