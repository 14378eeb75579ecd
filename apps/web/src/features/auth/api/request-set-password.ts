import { useMutation } from '@tanstack/react-query';
import { signInApi } from './sign-in-api';

export type RequestSetPasswordInput = { emailAddress: string; recaptchaToken: string };

/**
 * E-mails a set-password link, behind the captcha (ADR 021). The answer is the same whether or
 * not the account exists (product.md), so the screen can only say that instructions were sent.
 */
export function requestSetPassword(input: RequestSetPasswordInput) {
  return signInApi.post<{ message: string }>('/register/request-set-password', { body: input });
}

export function useRequestSetPassword() {
  return useMutation({ mutationFn: requestSetPassword });
}
