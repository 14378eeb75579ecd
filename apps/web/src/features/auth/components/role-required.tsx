import type { Role } from '@skyparcel/domain/accounts';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Loader } from '@/components/ui/loader';
import { isApiError } from '@/lib/api-error';
import { useTranslation } from '@/lib/i18n';
import { useCurrentUser } from '../api/get-user';
import { useSessionToken } from '../hooks/use-session';
import { AccessDenied } from './access-denied';
import { SignInRequired } from './sign-in-required';
import '../auth.css';

export type RoleRequiredProps = {
  roles: readonly Role[];
  /** The page's name, already translated. */
  pageName: string;
  children: ReactNode;
};

/**
 * A page for some roles only: a visitor is asked to log in, a signed-in user of another role sees
 * the 403 page. Hiding is a courtesy; the API refuses the calls of such a user anyway.
 */
export function RoleRequired({ roles, pageName, children }: RoleRequiredProps) {
  const { t } = useTranslation();
  const token = useSessionToken();
  const { data: user, error } = useCurrentUser();

  if (!token) {
    return <SignInRequired pageName={pageName} />;
  }
  if (user) {
    return roles.includes(user.role) ? children : <AccessDenied pageName={pageName} />;
  }
  if (error) {
    return <Alert tone="error">{isApiError(error) ? error.message : t('errors.GENERIC')}</Alert>;
  }
  return <Loader label={t('common.loading')} />;
}
