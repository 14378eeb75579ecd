import type { Session } from '@skyparcel/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { signInApi } from './sign-in-api';

type BotLoginBody = { email: string; password: string };

/** Agent accounts: e-mail and password straight to a session, no captcha and no code. */
export function botLogin(body: BotLoginBody) {
  return signInApi.post<Session>('/login/botlogin', { body });
}

export function useBotLogin() {
  return useMutation({ mutationFn: botLogin });
}
