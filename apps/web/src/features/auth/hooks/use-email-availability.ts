import { type EmailAvailability, StrictEmailSchema } from '@skyparcel/domain/accounts';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { getEmailAvailabilityQueryOptions } from '../api/check-email-availability';

/** Typing pauses this long before the address is checked, so each keystroke is not a call. */
export const EMAIL_CHECK_DELAY_MS = 400;

export type EmailAvailabilityState = {
  availability: EmailAvailability;
  /** True from the first keystroke of a valid address until its answer arrives. */
  isChecking: boolean;
};

/**
 * Whether a typed address is free (spec section 4: Unknown, Available, Taken), asked through
 * POST /register/is-email-available once typing pauses. Anything not yet a valid address, a
 * pending answer or a failed call is Unknown; an answer never shows for another address.
 */
export function useEmailAvailability(email: string): EmailAvailabilityState {
  const parsed = StrictEmailSchema.safeParse(email);
  const address = parsed.success ? parsed.data : null;
  const [settledAddress, setSettledAddress] = useState<string | null>(null);

  useEffect(() => {
    const timer = window.setTimeout(() => setSettledAddress(address), EMAIL_CHECK_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [address]);

  const isSettled = address !== null && settledAddress === address;
  const query = useQuery({
    ...getEmailAvailabilityQueryOptions(settledAddress ?? ''),
    enabled: isSettled,
    retry: false,
  });

  if (address === null) {
    return { availability: 'Unknown', isChecking: false };
  }
  if (!isSettled || query.isFetching) {
    return { availability: 'Unknown', isChecking: true };
  }
  if (query.data === undefined) {
    return { availability: 'Unknown', isChecking: false };
  }
  return { availability: query.data ? 'Available' : 'Taken', isChecking: false };
}
