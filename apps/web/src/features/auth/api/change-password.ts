import { useMutation } from '@tanstack/react-query';
import { signInApi } from './sign-in-api';

type ChangePasswordBody = { oldPassword: string; newPassword: string };

/** POST /user/set-password: the signed-in user's own password; other sessions end. */
export function changePassword(body: ChangePasswordBody) {
  return signInApi.post<{ message: string }>('/user/set-password', { body });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
