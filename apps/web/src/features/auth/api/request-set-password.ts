import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/**
 * E-mails a set-password link. The answer is the same whether or not the account exists
 * (product.md), so the screen can only say that instructions were sent.
 */
export function requestSetPassword(emailAddress: string) {
  return api.post<{ message: string }>('/register/request-set-password', {
    body: { emailAddress },
  });
}

export function useRequestSetPassword() {
  return useMutation({ mutationFn: requestSetPassword });
}
