import type { Session } from '@skyparcel/domain/accounts';
import { api } from '@/lib/api-client';

/** A new token with the expiry moved on; the old one dies after a short grace (ADR 021). */
export function refreshSession() {
  return api.post<Session>('/login/refresh');
}
