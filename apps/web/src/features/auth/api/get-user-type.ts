import type { UserTypeSchema } from '@skyparcel/domain/accounts';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** POST /login/user-type, the e-mail check of spec section 4. */
export function getUserType(emailAddress: string) {
  return api.post<z.infer<typeof UserTypeSchema>>('/login/user-type', { body: { emailAddress } });
}
