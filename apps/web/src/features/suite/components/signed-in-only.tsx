import type { ReactNode } from 'react';
import { SignInRequired } from '@/features/auth/components/sign-in-required';
import { useSessionToken } from '@/features/auth/hooks/use-session';

export type SignedInOnlyProps = {
  /** The page's name, already translated, for the visitor's sign-in prompt. */
  pageName: string;
  children: ReactNode;
};

/**
 * A suite page: a visitor is asked to log in over this page; any signed-in account sees it
 * (customers, shippers and bots all have lockers), and the API answers for the caller only.
 */
export function SignedInOnly({ pageName, children }: SignedInOnlyProps) {
  const token = useSessionToken();
  return token ? children : <SignInRequired pageName={pageName} />;
}
