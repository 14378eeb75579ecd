import type { Session, VerifyCodeBody } from '@skyparcel/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { signInApi } from './sign-in-api';

/** Code step: the e-mailed code for the challenge buys the session token. */
export function verifyCode(body: VerifyCodeBody) {
  return signInApi.post<Session>('/login/verify-code', { body });
}

export function useVerifyCode() {
  return useMutation({ mutationFn: verifyCode });
}
