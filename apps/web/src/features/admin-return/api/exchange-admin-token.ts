import type { AdminSession } from '@skyparcel/domain/accounts';
import { api } from '@/lib/api-client';

const inFlight = new Map<string, Promise<AdminSession>>();

/**
 * POST /login/admin-token, once per code: the code works once, and React's strict mode (or a
 * re-render) must not spend it twice, so every caller with the same code shares one exchange.
 */
export function exchangeAdminTokenOnce(adminToken: string): Promise<AdminSession> {
  const pending =
    inFlight.get(adminToken) ??
    api.post<AdminSession>('/login/admin-token', { body: { adminToken } });
  inFlight.set(adminToken, pending);
  return pending;
}
