import type { LoginChallenge, Role, Session } from '@skyparcel/domain/accounts';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { Dialog } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { useTranslation } from '@/lib/i18n';
import { saveSession } from '@/lib/session-token';
import { getCurrentUserQueryOptions } from '../api/get-user';
import { getLoginUserCountriesQueryOptions } from '../api/get-user-type';
import { getModalSearch } from '../hooks/use-modal-state';
import { LoginForm } from './login-form';
import { LoyaltyProgrammeChoice } from './loyalty-programme-choice';
import { OneTimeCodeForm } from './one-time-code-form';
import '../auth.css';

export type LoginModalProps = {
  onClose: () => void;
};

type PendingCode = { challenge: LoginChallenge; email: string };

/**
 * Where a user lands after signing in (spec section 4); operators open their console, and a
 * customer who chose Business at sign-up opens the business application until it is sent
 * (issue 15, decision 052).
 */
export function getSignedInLandingPath(
  agentCodeIsNull: boolean,
  role?: Role,
  isBusinessApplicationDue = false,
): string {
  if (role === 'ADMIN') {
    return paths.adminUsers.getHref();
  }
  if (role === 'STAFF') {
    return paths.staff.getHref();
  }
  if (isBusinessApplicationDue) {
    return paths.profile.getHref('business');
  }
  return agentCodeIsNull ? paths.myPackageLockers.getHref() : paths.mySuite.getHref();
}

/**
 * Whether the user still has a business application to send: asked (and cached for the page)
 * only for an individual customer, the one account that can have one due. No answer: not due.
 */
async function isBusinessApplicationDue(queryClient: QueryClient, session: Session) {
  const options = getCurrentUserQueryOptions(session.token);
  if (session.role !== 'CUSTOMER' || !session.agentCodeIsNull) {
    void queryClient.prefetchQuery(options);
    return false;
  }
  try {
    return (await queryClient.fetchQuery(options)).businessApplicationDue;
  } catch {
    return false;
  }
}

/**
 * The auth state's origins and destinations (spec section 3), asked again with the new session:
 * before the code step the server answers every address as an individual's (decision 061). Kept
 * in the cache for the screens after sign-in; operators have no use for them.
 */
function keepLoginUserCountries(queryClient: QueryClient, session: Session) {
  if (session.role === 'ADMIN' || session.role === 'STAFF') {
    return;
  }
  void queryClient.fetchQuery(getCurrentUserQueryOptions(session.token)).then(
    (user) => queryClient.prefetchQuery(getLoginUserCountriesQueryOptions(user.email)),
    // Without the user there is no address to ask about; the screens ask when they need it.
    () => undefined,
  );
}

/**
 * The Login modal (spec sections 2 and 4): e-mail, password and captcha, then the e-mailed code
 * (or a staff member's authenticator code). Once the code is accepted the token is saved, the
 * user loaded, every modal closed and the user sent to their landing page.
 */
export function LoginModal({ onClose }: LoginModalProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { search } = useLocation();
  const [email, setEmail] = useState('');
  const [pendingCode, setPendingCode] = useState<PendingCode | null>(null);

  function handleChallenge(challenge: LoginChallenge, challengeEmail: string) {
    setEmail(challengeEmail);
    setPendingCode({ challenge, email: challengeEmail });
  }

  function handleVerified(session: Session) {
    saveSession(session.token, session.expiresAt);
    keepLoginUserCountries(queryClient, session);
    void goToLanding(session);
  }

  async function goToLanding(session: Session) {
    const landing = getSignedInLandingPath(
      session.agentCodeIsNull,
      session.role,
      await isBusinessApplicationDue(queryClient, session),
    );
    const [pathname, hash] = landing.split('#');
    // Signed in: every modal closes (the URL loses `?login`) and the user goes to the landing page.
    void navigate({
      pathname,
      search: getModalSearch(new URLSearchParams(search), 'None'),
      hash: hash ? `#${hash}` : '',
    });
  }

  return (
    <Dialog title={t('loginModal.title')} closeLabel={t('loginModal.close')} onClose={onClose}>
      {pendingCode ? (
        <OneTimeCodeForm
          challenge={pendingCode.challenge}
          email={pendingCode.email}
          onVerified={handleVerified}
          onBack={() => setPendingCode(null)}
        />
      ) : (
        <>
          <LoginForm defaultEmail={email} onChallenge={handleChallenge} />
          <LoyaltyProgrammeChoice />
        </>
      )}
    </Dialog>
  );
}
