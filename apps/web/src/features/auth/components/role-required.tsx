import type { ReactNode } from 'react';
import { DocumentTitle } from '@/components/ui/document-title';
import { QueryState } from '@/components/ui/query-state';
import type { PageAccess } from '@/config/paths';
import { useCurrentUser } from '../api/get-user';
import { useSessionToken } from '../hooks/use-session';
import { AccessDenied } from './access-denied';
import { SignInRequired } from './sign-in-required';
import '../auth.css';

export type RoleRequiredProps = {
  /** Who may open the page: `paths.<page>.access` (config/paths.ts). */
  access: PageAccess;
  /** The page's name, already translated. */
  pageName: string;
  children: ReactNode;
};

/**
 * The one page guard; the router puts it around every page with `access` in config/paths.ts.
 * A visitor is asked to log in over this page (and stays here once signed in); a page for some
 * roles only shows the loader while the user is fetched, then the page or, to another role, the
 * 403 page. The page itself never renders before the answer, so nothing protected flashes.
 * Hiding is a courtesy: the API refuses the calls of such a user anyway.
 */
export function RoleRequired({ access, pageName, children }: RoleRequiredProps) {
  const token = useSessionToken();
  const user = useCurrentUser();

  if (!token) {
    return (
      <GuardFrame pageName={pageName}>
        <SignInRequired pageName={pageName} />
      </GuardFrame>
    );
  }
  // Any signed-in account may open the page, and the API answers for the caller only: no need
  // to wait for the user.
  if (access === 'signedIn') {
    return children;
  }
  if (user.data) {
    return access.includes(user.data.role) ? (
      children
    ) : (
      <GuardFrame pageName={pageName}>
        <AccessDenied pageName={pageName} />
      </GuardFrame>
    );
  }
  // Loading, or the user could not be fetched (with a Retry).
  return (
    <GuardFrame pageName={pageName}>
      <QueryState query={user}>{() => null}</QueryState>
    </GuardFrame>
  );
}

type GuardFrameProps = {
  pageName: string;
  children: ReactNode;
};

/** What the guard shows instead of the page sits where the page would, under its title. */
function GuardFrame({ pageName, children }: GuardFrameProps) {
  return (
    <div className="container page page--narrow">
      <DocumentTitle title={pageName} />
      {children}
    </div>
  );
}
