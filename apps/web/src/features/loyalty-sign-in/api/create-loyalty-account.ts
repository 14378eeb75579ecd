import type { LoyaltyAccountBody, LoyaltyAccountStatus } from '@skyparcel/domain/accounts';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** POST /register/loyalty-programme: the 3 steps and the enrolment token, no password. */
export function createLoyaltyAccount(body: LoyaltyAccountBody) {
  return api.post<LoyaltyAccountStatus>('/register/loyalty-programme', { body });
}

export function useCreateLoyaltyAccount() {
  return useMutation({ mutationFn: createLoyaltyAccount });
}
