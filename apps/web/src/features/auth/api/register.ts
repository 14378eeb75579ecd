import type { RegisterBody } from '@skyparcel/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { signInApi } from './sign-in-api';

type Registered = { status: 'PendingEmailConfirmation' };

/** POST /register: a new account waits for its e-mail confirmation, then for approval. */
export function register(body: RegisterBody) {
  return signInApi.post<Registered>('/register', { body });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
