import type { ResendConfirmationSchema } from '@skyparcel/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { signInApi } from './sign-in-api';

type ResendBody = { email: string; recaptchaToken: string };

/** Sends the confirmation link again; `alreadyVerified` when the address is confirmed. */
export function resendConfirmationEmail(body: ResendBody) {
  return signInApi.post<z.infer<typeof ResendConfirmationSchema>>(
    '/register/resend-confirmation-email',
    {
      body,
    },
  );
}

export function useResendConfirmationEmail() {
  return useMutation({ mutationFn: resendConfirmationEmail });
}
