import { api } from '@/lib/api-client';

/** POST /register/confirm-email with the token of the e-mailed link (works once). */
export function confirmEmail(token: string) {
  return api.post<{ status: 'EmailConfirmed' }>('/register/confirm-email', { body: { token } });
}
