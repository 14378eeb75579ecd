import type { Session, VerifyCodeBody } from '@skyparcel/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Code step: the e-mailed code for the challenge buys the session token. */
export function verifyCode(body: VerifyCodeBody) {
  return api.post<Session>('/login/verify-code', { body });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
