import type { LoginBody, LoginChallenge } from '@skyparcel/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { signInApi } from './sign-in-api';

/** Password step: checks captcha, e-mail and password, and e-mails a one-time code (ADR 012). */
export function login(body: LoginBody) {
  return signInApi.post<LoginChallenge>('/login/login', { body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
