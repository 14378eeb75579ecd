import { useMutation } from '@tanstack/react-query';
import { signInApi } from './sign-in-api';

type SetPasswordBody = { token: string; newPassword: string };

/** POST /register/set-password with the stored reset token (spec section 7). */
export function setPassword(body: SetPasswordBody) {
  return signInApi.post<{ message: string }>('/register/set-password', { body });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
